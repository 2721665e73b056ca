// Builds found on the server's disk (STATIC_DIR/remotes/<module>/, where `pnpm build` writes) become
// releases: a build the store has never held is stored and made live, and a module without a live version
// gets its folder's. That is how `npm start` and a fresh deployment put their modules in place, and how a
// module rebuilt into its folder is released on one machine; a build already held (a rollback, a restart)
// changes nothing, so a release made through the operator API is never undone by a folder.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../infra/db/database';
import { readHostBuild } from './compatibility';
import { BuildRefused, checkBuild, moduleVersionOf, readBuildFolder } from './module-build';
import { isStored, liveVersion, releaseVersion, storeVersion } from './release-store';

export const buildFolderActor = 'build folder';

/**
 * The sizes and modification times of the files a build writes that change with any of its others: the
 * entry names the exposed chunk by its content hash, which names the chunks it imports by theirs. A few
 * stat calls, so it can be asked on every request.
 */
const fingerprinted = ['module.json', 'build.json', 'route-preload.json', 'assets/remoteEntry.js', 'assets'];

async function fingerprint(dir: string): Promise<string> {
  const parts = await Promise.all(
    fingerprinted.map((path) =>
      stat(join(dir, path)).then(
        ({ size, mtimeMs }) => `${path}\0${size}\0${mtimeMs}`,
        () => `${path}\0none`,
      ),
    ),
  );
  return parts.join('\n');
}

export type BuildFolderCheck = () => Promise<void>;

/**
 * A check of `staticDir/remotes` that releases new builds found there; cheap when nothing changed, and one at a
 * time however often it is called.
 */
export function buildFolderReleases(
  db: Database,
  staticDir: string,
  log: FastifyBaseLogger,
): BuildFolderCheck {
  const remotesDir = join(staticDir, 'remotes');
  const seen = new Map<string, string>();
  let running: Promise<void> | null = null;

  async function releaseFolder(module: string) {
    const dir = join(remotesDir, module);
    const print = await fingerprint(dir);
    if (seen.get(module) === print) return;
    const files = await readBuildFolder(dir);
    const version = moduleVersionOf(files);
    if (!(await isStored(db, module, version))) {
      let checked: ReturnType<typeof checkBuild>;
      try {
        checked = checkBuild(module, files, await readHostBuild(staticDir));
      } catch (error) {
        // Said once per change of the folder: a build the shell cannot host stays unreleased.
        if (error instanceof BuildRefused)
          log.warn({ module, reason: error.message }, 'module build folder refused');
        seen.set(module, print);
        return;
      }
      await storeVersion(db, module, files, buildFolderActor, checked);
      await releaseVersion(db, module, version, buildFolderActor);
      log.info({ module, version }, 'module build folder released');
    } else if ((await liveVersion(db, module)) === null) {
      await releaseVersion(db, module, version, buildFolderActor);
    }
    seen.set(module, print);
  }

  async function check() {
    let modules: string[];
    try {
      modules = (await readdir(remotesDir, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    } catch {
      return; // Nothing built.
    }
    for (const module of modules.sort()) {
      try {
        await releaseFolder(module);
      } catch (error) {
        // A half-copied or broken build is left out, and looked at again when its files change.
        if (!(error instanceof BuildRefused))
          log.warn({ err: error, module }, 'module build folder not read');
      }
    }
  }

  return () => {
    running ??= check().finally(() => {
      running = null;
    });
    return running;
  };
}
