// Recognises what a loaded JavaScript file holds from its name and its minified content. The content
// signatures are strings the libraries' production builds keep (property names, not identifiers).

/** Code that defines (not merely uses) each library; two matching files mean two copies in the page. */
export const librarySignatures = {
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=(?!=)/,
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=(?!=)/,
  'react-dom/client': /reconcilerVersion:"/,
  'react-router': /__reactRouterVersion=/,
};

/** Federation chunk names of the same libraries: `__federation_shared_<name>-<hash>.js`. */
export const sharedChunkNames = {
  react: ['react'],
  'react-dom': ['react-dom'],
  'react-dom/client': ['react-dom/client'],
  'react-router': ['@callout/router', 'react-router-dom', 'react-router'],
};

/** The shared library a federation chunk stands for, or null. */
export function sharedChunkLibrary(pathname) {
  return pathname.match(/__federation_shared_(.+)-[\w-]{8}\.js$/)?.[1] ?? null;
}

// OpenLayers and Stripe are excluded from the module budgets and must load only where used.
const heavyByContent = [
  ['OpenLayers', /ol-viewport|ol-overlaycontainer/],
  ['Stripe', /js\.stripe\.com/],
];
const heavyByName = [
  ['OpenLayers', /(^|[/_-])(ol|openlayers)([/_.-]|$)/i],
  ['Stripe', /stripe/i],
];

/** 'OpenLayers', 'Stripe' or null, for a script at `url` with `body`, loaded by a page of `origin`. */
export function heavyLibrary(url, body, origin) {
  const { pathname, origin: from } = new URL(url);
  if (from !== origin && /stripe\.com$/.test(new URL(url).hostname)) return 'Stripe';
  for (const [name, pattern] of heavyByName) if (pattern.test(pathname)) return name;
  for (const [name, pattern] of heavyByContent) if (pattern.test(body)) return name;
  return null;
}
