// `pnpm db:types` runs this: after a new migration, schema.generated.ts gets the tables as they are now.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schemaTypes } from './schema-types';

const target = fileURLToPath(new URL('./schema.generated.ts', import.meta.url));
writeFileSync(target, await schemaTypes());
console.log(`${target}: written`);
