// Lists read a page at a time: the loaded pages' people in one list.

/**
 * The people of every loaded page, in order; one on two pages (the list changed while paging) shows once, where
 * it came first.
 */
export function pagesPeople<T extends { PersonnelID: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  return pages.flat().filter((person) => !seen.has(person.PersonnelID) && seen.add(person.PersonnelID));
}
