// A module's build as a set of files: read from a build folder, named by the hash of its files, and checked
// before it may be stored (every file listed, its entry's own chunks present, its contract readable).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ModuleDescriptor, moduleDescriptorSchema } from '@callout/contracts/module-contract';
import { versionInput } from '@callout/contracts/module-releases';
import { type BuiltAgainst, incompatibility } from './compatibility';
import { releaseMessages } from './release-messages';

export interface BuildFile {
  path: string;
  sha256: string;
  body: Buffer;
}

export const sha256Hex = (body: Uint8Array): string => createHash('sha256').update(body).digest('hex');

/** A version's name: the first 12 hex digits of the hash of its files' paths and hashes. */
export const moduleVersionOf = (files: readonly { path: string; sha256: string }[]): string =>
  createHash('sha256').update(versionInput(files)).digest('hex').slice(0, 12);

/** A file's place in a build: relative, plain names, no `..`, nothing hidden. */
export const buildPathPattern = /^[A-Za-z0-9_@][A-Za-z0-9@._-]*(\/[A-Za-z0-9_@][A-Za-z0-9@._-]*)*$/;

export const entryPath = 'assets/remoteEntry.js';

/** Every file under `dir`, with its path relative to it. */
export async function readBuildFolder(dir: string): Promise<BuildFile[]> {
  const files: BuildFile[] = [];
  async function walk(relative: string) {
    for (const entry of await readdir(join(dir, relative), { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        const body = await readFile(join(dir, path));
        files.push({ path, sha256: sha256Hex(body), body });
      }
    }
  }
  await walk('');
  return files;
}

export class BuildRefused extends Error {}

export interface CheckedBuild {
  descriptor: ModuleDescriptor;
  builtAgainst: BuiltAgainst | null;
}

function parseJson(body: Buffer | undefined): unknown {
  if (body === undefined) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The chunks the remote entry imports, by a relative address (`./__federation_expose_Module-….js`) or one
 * under the module's own base (`/remotes/<module>/assets/…`).
 */
export function entryImports(entry: string): string[] {
  const found: string[] = [];
  const chunk = /["'`](?:\.\/|\/remotes\/[a-z0-9-]+\/assets\/)([A-Za-z0-9_@][A-Za-z0-9@._-]*\.js)["'`]/g;
  for (const match of entry.matchAll(chunk)) {
    if (match[1] !== undefined) found.push(`assets/${match[1]}`);
  }
  return found;
}

/**
 * Checks a build of `module` before it is stored: its paths, its contract (`module.json`, naming this
 * module), its remote entry and the chunks that entry imports, and, when the running shell's build says
 * what it hosts (`host`), that it was built against the same contract and shared libraries. Throws
 * BuildRefused with the reason.
 */
export function checkBuild(
  module: string,
  files: readonly BuildFile[],
  host: BuiltAgainst | null = null,
): CheckedBuild {
  const byPath = new Map(files.map((file) => [file.path, file.body]));
  if (byPath.size !== files.length) throw new BuildRefused(releaseMessages.duplicatePath);
  for (const file of files) {
    if (!buildPathPattern.test(file.path) || file.path.length > 300) {
      throw new BuildRefused(releaseMessages.badPath(file.path));
    }
  }
  const descriptor = moduleDescriptorSchema.safeParse(parseJson(byPath.get('module.json')));
  if (!descriptor.success) throw new BuildRefused(releaseMessages.noContract);
  if (descriptor.data.name !== module) {
    throw new BuildRefused(releaseMessages.otherModule(descriptor.data.name, module));
  }
  const entry = byPath.get(entryPath);
  if (entry === undefined || entry.length === 0) throw new BuildRefused(releaseMessages.noEntry);
  const entryText = new TextDecoder('utf-8', { fatal: false }).decode(entry);
  const imports = entryImports(entryText);
  if (!entryText.includes('export')) {
    throw new BuildRefused(releaseMessages.entryUnreadable);
  }
  const missing = imports.find((path) => !byPath.has(path));
  if (missing !== undefined) throw new BuildRefused(releaseMessages.missingFile(missing));
  const built = parseJson(byPath.get('build.json'));
  const builtAgainst =
    built !== null && typeof built === 'object' && !Array.isArray(built) ? (built as BuiltAgainst) : null;
  if (byPath.has('build.json') && builtAgainst === null) throw new BuildRefused(releaseMessages.badBuildJson);
  const cannotHost = host === null ? null : incompatibility(module, host, builtAgainst);
  if (cannotHost !== null) throw new BuildRefused(cannotHost);
  return { descriptor: descriptor.data, builtAgainst };
}
