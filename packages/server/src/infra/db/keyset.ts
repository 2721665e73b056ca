// Keyset paging of a list kept newest first by (a time, an id): the cursor is the page's last row's time in
// whole microseconds since 1970 (exact, unlike the ISO time shown), `~`, its id, because many rows can share
// a moment. The next page is read from the index where the last one ended, so a late page costs what the
// first does.

/** A column's time in whole microseconds since 1970, as text: the first half of a cursor. */
export const microsOf = (column: string) => `(EXTRACT(EPOCH FROM ${column}) * 1000000)::bigint::text`;

/** The exact time a cursor's microseconds (the SQL parameter `micros`) stand for. */
export const timeOfMicros = (micros: string) =>
  `(TIMESTAMPTZ 'epoch' + ${micros}::bigint * INTERVAL '1 microsecond')`;

/**
 * The condition of the rows after a cursor, newest first. `micros` and `id` are the SQL parameters of its two
 * halves. `time <= t` bounds the index scan; the rest drops what the last page showed. Rows of one moment
 * come by id, highest first unless the list (and its index) takes them lowest first (`ties: 'ascending'`).
 */
export function olderThan(
  time: string,
  idColumn: string,
  micros: string,
  id: string,
  ties: 'descending' | 'ascending' = 'descending',
): string {
  const at = timeOfMicros(micros);
  return `${time} <= ${at} AND (${time} < ${at} OR ${idColumn} ${ties === 'descending' ? '<' : '>'} ${id})`;
}

/**
 * The condition of the orders `o` after a cursor of a soonest-job-first list: the job's day (kept on the order),
 * `~`, when it was made in microseconds, `~`, its id. `param` adds an SQL parameter and answers its placeholder.
 * The row comparison bounds the scan of an index on (scheduled_on, created_at, id) where the last page ended.
 */
export function afterDayCursor(cursor: string, param: (value: unknown) => string): string {
  const [day, micros, id] = cursor.split('~');
  return `(o.scheduled_on, o.created_at, o.id) > (${param(day)}::date, ${timeOfMicros(param(micros))}, ${param(id)})`;
}

/** A cursor's two halves; a cursor is checked by its contract before it gets here. */
export function cursorParts(cursor: string): { micros: string; id: string } {
  const at = cursor.indexOf('~');
  return { micros: cursor.slice(0, at), id: cursor.slice(at + 1) };
}

/** A page of rows and the cursor of the page after it, null on the last. */
export interface KeysetPage<T> {
  rows: T[];
  next: string | null;
}

/**
 * Splits the one extra row a page reads (`LIMIT size + 1`) off into the cursor of the next page, and drops
 * the cursor's columns from the rows.
 */
export function keysetPage<T extends { cursor_micros: string; cursor_id: string | number }>(
  rows: T[],
  size: number,
): KeysetPage<Omit<T, 'cursor_micros' | 'cursor_id'>> {
  const shown = rows.slice(0, size).map(({ cursor_micros: _, cursor_id: __, ...row }) => row);
  const last = rows.length > size ? rows[size - 1] : undefined;
  return { rows: shown, next: last ? `${last.cursor_micros}~${last.cursor_id}` : null };
}
