// GET /api/ops/module-releases: each module's kept versions, which is live and which in canary, and who did
// what when; POST …/:module/promote and …/:module/rollback move a module on or back for every device.
import { formBody, parseJson } from '@callout/api-client/client';
import { moduleReleasesSchema, moduleStateSchema } from '@callout/contracts/module-releases';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { opsGet } from '../../../lib/catalogue-api';

const releasesResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().default(''),
  data: moduleReleasesSchema.optional(),
});

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export const releasesQueryOptions = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['ops', 'module-releases'],
    queryFn: async ({ signal }) =>
      (await opsGet('ops/module-releases', releasesResponseSchema, {}, signal, client)).data ?? {
        modules: [],
        log: [],
      },
  });

const stateResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().default(''),
  data: moduleStateSchema.optional(),
});

export type ReleaseMove = 'promote' | 'rollback';

/** Promotes a module's canary, or rolls the module back; answers what every device gets now. */
export async function moveRelease(module: string, move: ReleaseMove) {
  const path = `ops/module-releases/${encodeURIComponent(module)}/${move}`;
  const reply = await parseJson(stateResponseSchema, api.post(path, { json: {} }), `/${path}`);
  return requireSuccess(reply).data;
}

const pinResponseSchema = z.object({ success: z.boolean(), message: z.string().default('') });

/** Holds an account (by email) at one version of a module for testing; without a version, lets it go. */
export async function pinAccount(pin: { module: string; email: string; version?: string }) {
  const path = 'ops/module-releases/pins';
  requireSuccess(await parseJson(pinResponseSchema, api.post(path, { body: formBody(pin) }), `/${path}`));
}
