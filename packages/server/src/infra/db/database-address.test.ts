import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { parseDatabaseAddress } from './database-address';

describe('PostgreSQL addresses with several hosts', () => {
  it('splits the hosts, in order, into one address each, and looks for the one that takes writes', () => {
    expect(parseDatabaseAddress('postgres://app:s3cret@db1:5432,db2:5433/callout?sslmode=require')).toEqual({
      hostUrls: [
        'postgres://app:s3cret@db1:5432/callout?sslmode=require',
        'postgres://app:s3cret@db2:5433/callout?sslmode=require',
      ],
      target: 'read-write',
    });
  });

  it('reads target_session_attrs and leaves it out of the addresses the driver gets', () => {
    expect(parseDatabaseAddress('postgresql://u@a,[::1]:6432/db?target_session_attrs=primary')).toEqual({
      hostUrls: ['postgresql://u@a:5432/db', 'postgresql://u@[::1]:6432/db'],
      target: 'primary',
    });
    expect(parseDatabaseAddress('postgres://u@a:5432/db?target_session_attrs=read-write').target).toBe(
      'read-write',
    );
  });

  it('passes one host without target_session_attrs on as it is', () => {
    const url = 'postgres://u:p@db.internal:5432/callout?application_name=x';
    expect(parseDatabaseAddress(url)).toEqual({ hostUrls: [url], target: undefined });
  });

  it.each([
    ['mysql://u@a,b/db', 'expected an address starting postgres:// or postgresql://'],
    ['postgres://u@a:5432,b:port/db', 'the port of "b:port" is not a number'],
    ['postgres://u@a:5432,b:70000/db', 'the port of "b:70000" is not 1 to 65535'],
    ['postgres://u@a,,b/db', 'a host is empty in ","'],
    ['postgres://u@a,[::1/db', '"[::1" lacks its "]"'],
    ['postgres://u@a/db?target_session_attrs=standby', 'target_session_attrs=standby is not one the server'],
    ['postgres://u@a,b/db?target_session_attrs=any', 'target_session_attrs=any is not one the server'],
  ])('refuses %s, saying what is wrong', (address, problem) => {
    expect(() => parseDatabaseAddress(address)).toThrow(problem);
  });

  it('stops the server from starting on a bad address, naming the variable and the problem', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgres://u@a:5432,b:x/db' })).toThrow(
      'DATABASE_URL: the port of "b:x" is not a number (e.g. postgres://user@db1:5432,db2:5432/callout)',
    );
    expect(() =>
      readEnv({
        DATABASE_URL: 'postgres://u@a/db',
        DATABASE_DIRECT_URL: 'postgres://u@a,b/db?target_session_attrs=any',
      }),
    ).toThrow('DATABASE_DIRECT_URL: target_session_attrs=any');
    expect(readEnv({ DATABASE_URL: 'postgres://u@a:5432,b:5433/db' }).DATABASE_URL).toBe(
      'postgres://u@a:5432,b:5433/db',
    );
  });
});
