// The files of released module versions, read from the release store and kept in memory: a version never
// changes, so what was read once stays right, and every instance serves the same bytes.
import type { Queryable } from '../../../infra/db/database';
import { versionFileBody, versionIndex } from './release-store';

export interface ReleasedFile {
  body: Buffer;
  sha256: string;
}

/** How many bytes of files one instance keeps in memory; the least recently used go first. */
const cachedBytes = 96 * 1024 * 1024;

export class ReleasedFiles {
  private readonly indexes = new Map<string, Promise<Map<string, string>>>();
  private readonly bodies = new Map<string, ReleasedFile>();
  private held = 0;

  constructor(private readonly db: Queryable) {}

  /** The paths and hashes of a version's files; empty when it is not kept. */
  async index(module: string, version: string): Promise<Map<string, string>> {
    const key = `${module}/${version}`;
    let index = this.indexes.get(key);
    if (index === undefined) {
      index = versionIndex(this.db, module, version);
      this.indexes.set(key, index);
      // A version not kept (yet) is asked again next time.
      void index.then(
        (paths) => paths.size === 0 && this.indexes.delete(key),
        () => this.indexes.delete(key),
      );
    }
    return index;
  }

  async file(module: string, version: string, path: string): Promise<ReleasedFile | null> {
    const key = `${module}/${version}/${path}`;
    const cached = this.bodies.get(key);
    if (cached) {
      this.bodies.delete(key);
      this.bodies.set(key, cached);
      return cached;
    }
    const sha256 = (await this.index(module, version)).get(path);
    if (sha256 === undefined) return null;
    const body = await versionFileBody(this.db, module, version, path);
    if (body === null) return null;
    const file = { body, sha256 };
    this.bodies.set(key, file);
    this.held += body.length;
    for (const [oldest, old] of this.bodies) {
      if (this.held <= cachedBytes) break;
      this.bodies.delete(oldest);
      this.held -= old.body.length;
    }
    return file;
  }
}
