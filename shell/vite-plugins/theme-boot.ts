// The theme chosen on this device, applied in <head> before the first paint (no flash of the other theme,
// no layout shift). The server allows this inline script by its hash (packages/server/src/http/security-headers.ts).
import { themeBootScript } from '@callout/contracts/theme';
import type { Plugin } from 'vite';

export function themeBoot(): Plugin {
  return {
    name: 'callout-theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }],
  };
}
