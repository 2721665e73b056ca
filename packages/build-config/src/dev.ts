// The development loop (`pnpm dev`, scripts/dev.mjs): the shell on Vite's dev server with hot module
// replacement, and the modules behind it in one of two ways:
//
// - from source (the default): the shell's dev server serves each module's own files too, so an edit to a
//   module's component is replaced in the open page like one of the shell's. /remotes.json lists each
//   module's descriptor with its contract's source file (src/app/module.tsx) as its entry.
// - built (`pnpm dev --built-modules`): each module is rebuilt by `vite build --watch` into the folder the
//   API server serves /remotes/<name>/ from, as in production, and the page reloads once a rebuild is written.
//
// Either way the federation plugin's own development mode is not used: its share scope points at the shared
// packages' raw files (React's CommonJS entry among them), a second React beside the shell's. Here a built
// module gets the very copies the shell imports, and a module from source imports them itself.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig, ViteDevServer } from 'vite';
import { sharedConfig, sharedDependencies } from './federation';

/** The settings scripts/dev.mjs passes to the shell's dev server and to each module's watch build. */
const devEnv = {
  /** The API server the shell's dev server sends everything but the shell's own files to. */
  api: 'CALLOUT_DEV_API_URL',
  /** The shell's dev server, which a module's watch build tells when a rebuild is written. */
  shell: 'CALLOUT_DEV_SHELL_URL',
  /** The run-time configuration written into the page, as the server writes it in production (JSON). */
  config: 'CALLOUT_DEV_PUBLIC_CONFIG',
  /** `built` for modules built by `vite build --watch`; from source otherwise. */
  modules: 'CALLOUT_DEV_MODULES',
} as const;

/** Where a module's watch build reports a written rebuild (`?name=mf-orders`). */
export const remoteBuiltPath = '/__callout/remote-built';

/** What the API server answers in development: the API, the modules and the server's own pages. */
const apiPaths = ['/api', '/remotes', '/dev/mailbox', '/healthz', '/readyz', '/metrics'];

const runtimeId = '\0callout-dev-federation';

/**
 * The run-time federation API the shell imports (`virtual:__federation__`: setRemote, getRemote,
 * unwrapDefault), loading a module's built remoteEntry.js and handing it the shell's own shared packages.
 */
function runtimeCode(rootUrl: string, fromSource: boolean): string {
  if (fromSource) {
    // The entry is the contract's source file, which the dev server serves with its imports (its own
    // copies of the shared packages are the shell's: the same files, served once). Without the cache-busting
    // query the shell adds, so it is the one module hot replacement updates.
    return `const remotes = Object.create(null);
export function __federation_method_setRemote(name, config) {
  remotes[name] = config;
}
export async function __federation_method_getRemote(name) {
  const remote = remotes[name];
  if (!remote) throw new Error('No module ' + name + ' was set');
  const url = typeof remote.url === 'function' ? await remote.url() : remote.url;
  return import(/* @vite-ignore */ new URL(url, window.location.href).pathname);
}
export function __federation_method_unwrapDefault(module) {
  return module?.default ?? module;
}
`;
  }
  const versions = sharedConfig(rootUrl);
  const scope = sharedDependencies
    .map(
      (name) =>
        `  ${JSON.stringify(name)}: { ${JSON.stringify(versions[name]?.version ?? '0.0.0')}: ` +
        `{ get: () => import(${JSON.stringify(name)}).then((module) => () => module), loaded: 1 } },`,
    )
    .join('\n');
  return `const shareScope = {\n${scope}\n};
const remotes = Object.create(null);
export function __federation_method_setRemote(name, config) {
  remotes[name] = { config, lib: null };
}
async function ensure(name) {
  const remote = remotes[name];
  if (!remote) throw new Error('No module ' + name + ' was set');
  if (!remote.lib) {
    const url = typeof remote.config.url === 'function' ? await remote.config.url() : remote.config.url;
    const lib = await import(/* @vite-ignore */ url);
    await lib.init(shareScope);
    remote.lib = lib;
  }
  return remote.lib;
}
export function __federation_method_getRemote(name, exposed) {
  return ensure(name).then((lib) => lib.get(exposed)).then((factory) => factory());
}
export function __federation_method_unwrapDefault(module) {
  return module?.__esModule || module?.[Symbol.toStringTag] === 'Module' ? module.default : module;
}
`;
}

/**
 * Where a module's descriptor is, as its vite.config.ts passes it to `remoteConfig`: the one with the page
 * titles and menu labels written in (`publishedDescriptor`) when the module has one, its plain one otherwise.
 */
const descriptorSources = [
  { file: 'published-descriptor.ts', name: 'publishedDescriptor' },
  { file: 'descriptor.ts', name: 'descriptor' },
];

/** The workspace's modules (`mf-*` folders with a contract), from the shell's root URL. */
function sourceModules(rootUrl: string): { name: string; dir: string }[] {
  const workspace = fileURLToPath(new URL('..', rootUrl));
  return readdirSync(workspace)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => ({ name, dir: join(workspace, name) }))
    .filter(({ dir }) => existsSync(join(dir, 'src', 'app', 'module.tsx')))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** /remotes.json for modules from source: each descriptor as the build publishes it, read afresh. */
async function sourceManifest(server: ViteDevServer, rootUrl: string) {
  const remotes = [];
  for (const { name, dir } of sourceModules(rootUrl)) {
    const source = descriptorSources.find(({ file }) => existsSync(join(dir, 'src', 'app', file)));
    if (!source) throw new Error(`${name} has no src/app/descriptor.ts`);
    const loaded = await server.ssrLoadModule(join(dir, 'src', 'app', source.file));
    remotes.push({
      ...(loaded[source.name] as object),
      entry: `/@fs${join(dir, 'src', 'app', 'module.tsx')}`,
      version: 'dev',
    });
  }
  return { remotes };
}

/** `<` escaped, so the configuration cannot close the script element it is written into. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const fromSource = () => process.env[devEnv.modules] !== 'built';

/**
 * The shell's dev server as the front door of `pnpm dev`: the federation runtime above, everything the API
 * server answers passed to it, the run-time configuration in the page, and a full reload of the page when a
 * module's rebuild is written (its new files have new names, and the manifest a new version), or the
 * modules served from source. Only in `vite` (serve); a build uses the federation plugin itself.
 */
export function devShell(rootUrl: string): Plugin {
  return {
    name: 'callout-dev-shell',
    apply: 'serve',
    config(): UserConfig {
      const target = process.env[devEnv.api];
      const proxy = target
        ? Object.fromEntries(apiPaths.map((path) => [path, { target, ws: true }]))
        : undefined;
      // The modules' dependencies are prepared with the shell's at start, not found one page at a time
      // (each find reloads the page).
      const contracts = fromSource()
        ? sourceModules(rootUrl).map(({ dir }) => join(dir, 'src', 'app', 'module.tsx'))
        : [];
      return {
        server: { proxy },
        // The dependencies are found by scanning the sources (no page waits for the whole crawl).
        optimizeDeps: { entries: ['index.html', ...contracts], holdUntilCrawlEnd: false },
      };
    },
    resolveId: (id) => (id === 'virtual:__federation__' ? runtimeId : null),
    load: (id) => (id === runtimeId ? runtimeCode(rootUrl, fromSource()) : null),
    transformIndexHtml(html) {
      const config = process.env[devEnv.config];
      if (!config) return html;
      const script = `<script id="callout-config" type="application/json">${jsonForScript(JSON.parse(config))}</script>`;
      return html.replace('<!--app-head-->', script);
    },
    configureServer(server) {
      if (fromSource()) {
        // Before the proxy: the manifest is the dev server's own.
        server.middlewares.use('/remotes.json', (_request, response, next) => {
          sourceManifest(server, rootUrl).then((manifest) => {
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(manifest));
          }, next);
        });
      }
      server.middlewares.use(remoteBuiltPath, (request, response) => {
        const name = new URL(request.url ?? '/', 'http://dev').searchParams.get('name') ?? 'a module';
        server.config.logger.info(`${name} rebuilt: reloading the page`, { timestamp: true });
        server.ws.send({ type: 'full-reload', path: '*' });
        response.statusCode = 204;
        response.end();
      });
    },
  };
}

/**
 * A module's watch build in the dev loop: no minifying or size report (time), and the shell's dev server
 * told once each rebuild is written. Nothing outside `pnpm dev`.
 */
export function devRemote(name: string): { plugins: Plugin[]; build: UserConfig['build'] } {
  const shell = process.env[devEnv.shell];
  if (!shell) return { plugins: [], build: {} };
  const plugin: Plugin = {
    name: 'callout-dev-remote',
    apply: 'build',
    async writeBundle() {
      try {
        await fetch(`${shell}${remoteBuiltPath}?name=${encodeURIComponent(name)}`, { method: 'POST' });
      } catch {
        // The shell's dev server is not up yet: the page it serves will load this build anyway.
      }
    },
  };
  return { plugins: [plugin], build: { minify: false, reportCompressedSize: false } };
}
