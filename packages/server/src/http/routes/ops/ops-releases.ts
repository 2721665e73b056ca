// The release store's operator calls: GET /api/ops/module-releases lists each module's kept versions, which
// is live, which in canary and who did what when; POST uploads a module's build (`npm run release`),
// checks it and makes it live for every instance at once, or a canary for a share of devices; promote and
// rollback move a module on or back in one call; pins hold an account at a version. An operator's session
// or RELEASE_TOKEN may call them.
import { timingSafeEqual } from 'node:crypto';
import {
  modulePinBodySchema,
  moduleReleaseBodySchema,
  moduleReleaseParamsSchema,
  moduleReleaseSchema,
  moduleReleasesSchema,
  moduleStateSchema,
  uploadedFileSchema,
} from '@callout/contracts/module-releases';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pinAccount, promoteCanary, rollBack, startCanary } from '../../../domain/ops/releases/canary-store';
import { readHostBuild } from '../../../domain/ops/releases/compatibility';
import {
  type BuildFile,
  BuildRefused,
  checkBuild,
  moduleVersionOf,
  sha256Hex,
} from '../../../domain/ops/releases/module-build';
import { releaseMessages } from '../../../domain/ops/releases/release-messages';
import { listReleases, releaseVersion, storeVersion } from '../../../domain/ops/releases/release-store';
import { requireOperator } from '../../../domain/support/operators';
import type { Env } from '../../../env';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

/** A module's build, base64 in JSON: a few megabytes for the largest module with its compressed twins. */
export const releaseBodyLimit = 48 * 1024 * 1024;

export const releaseTokenActor = 'release token';

function holdsReleaseToken(env: Env, request: FastifyRequest): boolean {
  if (env.RELEASE_TOKEN === undefined) return false;
  const sent = Buffer.from(request.headers.authorization?.trim() ?? '');
  const expected = Buffer.from(`Bearer ${env.RELEASE_TOKEN}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** Who is releasing: the operator's account id, or the release token. */
async function releaser({ db, env }: Services, request: FastifyRequest): Promise<string> {
  if (holdsReleaseToken(env, request)) return releaseTokenActor;
  return (await requireOperator(db, request)).id;
}

/** The uploaded files, each checked against the hash sent with it. */
function uploadedFiles(text: string): BuildFile[] {
  let listed: unknown;
  try {
    listed = JSON.parse(text);
  } catch {
    throw new ApiError(400, releaseMessages.filesUnreadable);
  }
  const parsed = z.array(uploadedFileSchema).min(1).safeParse(listed);
  if (!parsed.success) throw new ApiError(400, releaseMessages.filesUnreadable);
  return parsed.data.map((file) => {
    const body = Buffer.from(file.base64, 'base64');
    if (sha256Hex(body) !== file.sha256) throw new ApiError(400, releaseMessages.hashMismatch(file.path));
    return { path: file.path, sha256: file.sha256, body };
  });
}

export function registerOpsReleaseRoutes(api: FastifyInstance, services: Services): void {
  const { db } = services;
  api.get(
    '/ops/module-releases',
    documented({
      summary: "Each module's kept versions, the live one, and who uploaded and released what when",
      access: 'operator',
      response: z.object({ success: z.literal(true), data: moduleReleasesSchema }),
    }),
    async (request) => {
      await releaser(services, request);
      return { success: true, data: await listReleases(db) };
    },
  );

  api.post(
    '/ops/module-releases',
    {
      ...documented({
        summary:
          "Upload a module's build, check it and make it live on every instance, or with canary a share of devices first (npm run release)",
        access: 'operator',
        body: moduleReleaseBodySchema,
        response: z.object({ success: z.literal(true), data: moduleReleaseSchema }),
      }),
      bodyLimit: releaseBodyLimit,
    },
    async (request) => {
      const actor = await releaser(services, request);
      const body = inputOf(request).body;
      const files = uploadedFiles(body.files);
      const version = moduleVersionOf(files);
      if (version !== body.version) {
        throw new ApiError(400, releaseMessages.versionMismatch(body.version, version));
      }
      let checked: ReturnType<typeof checkBuild>;
      try {
        checked = checkBuild(body.module, files, await readHostBuild(services.env.STATIC_DIR));
      } catch (error) {
        if (error instanceof BuildRefused) throw new ApiError(400, error.message);
        throw error;
      }
      await storeVersion(db, body.module, files, actor, checked);
      if (body.canary !== undefined) {
        await startCanary(db, body.module, version, body.canary, actor);
        request.log.info(
          { module: body.module, version, actor, share: body.canary },
          'module canary started',
        );
        return {
          success: true,
          data: { Module: body.module, Version: version, Changed: true, Canary: body.canary },
        };
      }
      const changed = await releaseVersion(db, body.module, version, actor);
      request.log.info({ module: body.module, version, actor }, 'module released');
      return { success: true, data: { Module: body.module, Version: version, Changed: changed } };
    },
  );

  const stateResponse = z.object({ success: z.literal(true), data: moduleStateSchema });
  api.post(
    '/ops/module-releases/:module/promote',
    documented({
      summary:
        "Make a module's canary its live version for every device (npm run release -- <module> --promote)",
      access: 'operator',
      params: moduleReleaseParamsSchema,
      response: stateResponse,
      // An unknown module; no canary to promote, or no version to roll back to.
      errors: [404, 409],
    }),
    async (request) => {
      const actor = await releaser(services, request);
      const { module } = inputOf(request).params;
      const state = await promoteCanary(db, module, actor);
      request.log.info({ module, version: state.Live, actor }, 'module canary promoted');
      return { success: true, data: state };
    },
  );

  api.post(
    '/ops/module-releases/:module/rollback',
    documented({
      summary:
        "End a module's canary, or without one make the version live before the current one live again (npm run release -- <module> --rollback)",
      access: 'operator',
      params: moduleReleaseParamsSchema,
      response: stateResponse,
      // An unknown module; no canary to promote, or no version to roll back to.
      errors: [404, 409],
    }),
    async (request) => {
      const actor = await releaser(services, request);
      const { module } = inputOf(request).params;
      const state = await rollBack(db, module, actor);
      request.log.info({ module, version: state.Live, actor }, 'module rolled back');
      return { success: true, data: state };
    },
  );

  api.post(
    '/ops/module-releases/pins',
    documented({
      summary: 'Hold an account at one version of a module for testing; without a version, let it go',
      access: 'operator',
      body: modulePinBodySchema,
      response: z.object({ success: z.literal(true) }),
      // No such account, or no such version of the module.
      errors: [404],
    }),
    async (request) => {
      const actor = await releaser(services, request);
      const body = inputOf(request).body;
      await pinAccount(db, body.module, body.email, body.version ?? null, actor);
      return { success: true };
    },
  );
}
