// The one place the browser code meets the federation plugin's run-time API (`virtual:__federation__`):
// the shell asks for a module's exposed code by name and address, and nothing outside this package knows
// which federation implementation answers. A change of plugin changes this file and the build's, only.
/// <reference path="./federation-virtual.d.ts" />
import {
  __federation_method_getRemote,
  __federation_method_setRemote,
  __federation_method_unwrapDefault,
} from 'virtual:__federation__';

/**
 * What the module `name` exposes as `exposed` (its default export when it has one), its remote entry
 * fetched from the address `entryUrl` gives when it is first needed.
 */
export async function loadRemote(name: string, exposed: string, entryUrl: () => string): Promise<unknown> {
  __federation_method_setRemote(name, {
    url: () => Promise.resolve(entryUrl()),
    format: 'esm',
    from: 'vite',
  });
  return __federation_method_unwrapDefault(await __federation_method_getRemote(name, exposed));
}
