// Module database names, apart from database.ts so code that only names a database does not bring Dexie.
export const databasePrefix = 'callout-';

export function databaseName(namespace: string): string {
  return `${databasePrefix}${namespace}`;
}
