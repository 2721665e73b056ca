// A case number proposed by the app (CS- and 8 random characters, as the server makes them), so a case
// opened offline has its number, and its chat, before it reaches the server.
import { supportCaseIdAlphabet } from '@callout/contracts/support';

export function newCaseNumber(source: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = source.getRandomValues(new Uint8Array(8));
  return `CS-${Array.from(bytes, (byte) => supportCaseIdAlphabet[byte % 32]).join('')}`;
}
