// A real PgBouncer in front of a test PostgreSQL (scripts/pgbouncer.mjs, shared with the load benchmark).
export { type PgBouncer, type PgBouncerOptions, startPgBouncer } from '../../../scripts/pgbouncer.mjs';
