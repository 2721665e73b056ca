// The row types the queries use are the migrations' own: a migration without `pnpm db:types` fails here.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { schemaTypes } from './schema-types';

it(
  'schema.generated.ts matches the migrations (run `pnpm db:types` after adding one)',
  { timeout: 60_000 },
  async () => {
    const written = readFileSync(new URL('./schema.generated.ts', import.meta.url), 'utf8');
    expect(written).toBe(await schemaTypes());
  },
);
