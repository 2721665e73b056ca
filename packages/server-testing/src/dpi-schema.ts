// The OECD Digital Platform Information schema (DPIXML 1.0 with its two type files), as HMRC's own service
// ships it (fixtures/dpi-schema/SOURCE.md), and a validation of an XML document against it with xmllint
// (Debian libxml2-utils, which `npm test` installs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const dpiSchemaFile = fileURLToPath(new URL('./fixtures/dpi-schema/DPIXML_v1.0.xsd', import.meta.url));

/** xmllint's complaints about the document against the official schema; none when it is valid. */
export function dpiSchemaErrors(xml: string): string[] {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', dpiSchemaFile, '-'], {
    input: xml,
    encoding: 'utf8',
  });
  if (run.error) {
    throw new Error(`xmllint could not run (apt-get install libxml2-utils): ${run.error.message}`);
  }
  if (run.status === 0) return [];
  const lines = run.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && line !== '- fails to validate');
  return lines.length > 0 ? lines : [`xmllint ended with status ${run.status}`];
}
