// Tells the server a module failed in this page (its entry, a chunk or its contract did not load, or its
// page threw), with the module, the version and the server's signed assignment of that version to this
// device only: no account, no address, no text. Each problem once a page and a few in all, so a page stuck
// in a failing module cannot flood the server.
import type { ModuleHealthReport } from '@callout/contracts/module-releases';
import { config } from '../../config/app-config';

const maxReportsPerPage = 5;
const reported = new Set<string>();

export function reportModuleProblem(
  remote: { name: string; version: string; assignment?: string },
  kind: ModuleHealthReport['kind'],
): void {
  const key = `${remote.name} ${remote.version} ${kind}`;
  if (reported.has(key) || reported.size >= maxReportsPerPage) return;
  reported.add(key);
  // The assignment the server signed for this device: without it the report is not counted.
  const body: ModuleHealthReport = {
    module: remote.name,
    version: remote.version,
    kind,
    ...(remote.assignment === undefined ? {} : { assignment: remote.assignment }),
  };
  // keepalive: the report still goes when the visitor takes the offered reload at once.
  void fetch(`${config.apiBaseUrl.replace(/\/$/, '')}/module-health`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}
