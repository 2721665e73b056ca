import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { parseRemotesManifest } from './parse-remotes-manifest';

/** Fetched fresh on every start so a released module reaches users without a new shell. */
export async function getRemotesManifest(url: string): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Remotes manifest answered ${response.status}`);
  const parsed = parseRemotesManifest(await response.json());
  if (!parsed.success) throw new Error(`Remotes manifest is malformed: ${parsed.message}`);
  return parsed.data;
}
