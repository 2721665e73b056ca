// The row a query returns, from the generated table types: the columns it selects, with the ones it
// reshapes (`to_char`, `::text`) or that a CHECK narrows to a union given their types as read.
export type Row<Table, Columns extends keyof Table, Reshaped extends object = Record<never, never>> = Omit<
  Pick<Table, Columns>,
  keyof Reshaped
> &
  Reshaped;
