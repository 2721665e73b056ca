// A PostgreSQL address as libpq writes it, with several hosts (`postgres://u@h1:5432,h2:5433/db`, tried in
// order) and `target_session_attrs`, which node-postgres does not read: it is split here into one plain
// single-host address per host, which the driver does read.

/** A host the server may use: `read-write` takes writes; `primary` is not in recovery (a standby). */
export type SessionTarget = 'read-write' | 'primary';

export interface DatabaseAddress {
  /** One single-host address per host, in the order given, each with the rest of the address unchanged. */
  hostUrls: string[];
  /**
   * The kind of host to find among them; undefined for one host without `target_session_attrs`, which is
   * used as it is (whatever it is).
   */
  target: SessionTarget | undefined;
}

export class DatabaseAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseAddressError';
  }
}

const schemes = ['postgres://', 'postgresql://'];
const defaultPort = 5432;
const targetParameter = 'target_session_attrs';

/** `host`, `host:port`, `[v6]` or `[v6]:port`, as `host:port` with the port filled in. */
function hostAndPort(entry: string): string {
  const bracketEnd = entry.startsWith('[') ? entry.indexOf(']') : -1;
  if (entry.startsWith('[') && bracketEnd < 0) throw new DatabaseAddressError(`"${entry}" lacks its "]"`);
  const colon = entry.indexOf(':', bracketEnd + 1);
  const host = colon < 0 ? entry : entry.slice(0, colon);
  const portText = colon < 0 ? '' : entry.slice(colon + 1);
  if (host === '' || host === '[]') throw new DatabaseAddressError(`a host is empty in "${entry || ','}"`);
  if (colon >= 0 && !/^\d{1,5}$/.test(portText))
    throw new DatabaseAddressError(`the port of "${entry}" is not a number`);
  const port = colon < 0 ? defaultPort : Number(portText);
  if (port < 1 || port > 65535) throw new DatabaseAddressError(`the port of "${entry}" is not 1 to 65535`);
  return `${host}:${port}`;
}

function sessionTarget(value: string | null): SessionTarget | undefined {
  if (value === null) return undefined;
  if (value === 'read-write' || value === 'primary') return value;
  throw new DatabaseAddressError(
    `${targetParameter}=${value} is not one the server can use: it writes, so read-write or primary`,
  );
}

/** Reads `address`; throws a DatabaseAddressError saying what is wrong with it. */
export function parseDatabaseAddress(address: string): DatabaseAddress {
  const scheme = schemes.find((prefix) => address.startsWith(prefix));
  if (!scheme) throw new DatabaseAddressError('expected an address starting postgres:// or postgresql://');
  const rest = address.slice(scheme.length);
  const authorityEnd = [rest.indexOf('/'), rest.indexOf('?')].filter((at) => at >= 0);
  const authority = rest.slice(0, authorityEnd.length > 0 ? Math.min(...authorityEnd) : rest.length);
  const tail = rest.slice(authority.length);
  const at = authority.lastIndexOf('@');
  const userInfo = at < 0 ? '' : authority.slice(0, at + 1);
  const hosts = authority.slice(at + 1);
  const queryAt = tail.indexOf('?');
  const path = queryAt < 0 ? tail : tail.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : tail.slice(queryAt + 1));
  const target = sessionTarget(query.get(targetParameter));
  // One host and nothing to look for: the address goes to the driver as it is (a socket folder too).
  if (!hosts.includes(',') && target === undefined) {
    if (!URL.canParse(address)) throw new DatabaseAddressError('the address is not a valid URL');
    return { hostUrls: [address], target: undefined };
  }
  if (hosts === '') throw new DatabaseAddressError('the address names no host');
  query.delete(targetParameter);
  const search = query.size > 0 ? `?${query}` : '';
  const hostUrls = hosts.split(',').map((entry) => {
    const url = `${scheme}${userInfo}${hostAndPort(entry)}${path}${search}`;
    if (!URL.canParse(url)) throw new DatabaseAddressError(`"${entry}" does not make an address`);
    return url;
  });
  // Several hosts are there to find the one that takes writes, whatever libpq's own default would be.
  return { hostUrls, target: target ?? 'read-write' };
}

/** What is wrong with `address`, or null when it can be used. */
export function databaseAddressProblem(address: string): string | null {
  try {
    parseDatabaseAddress(address);
    return null;
  } catch (error) {
    if (error instanceof DatabaseAddressError) return error.message;
    throw error;
  }
}
