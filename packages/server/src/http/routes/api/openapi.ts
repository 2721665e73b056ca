// GET /openapi.json, the API's description, public in every mode: it tells no more than the web app's own
// scripts do, and outside tools (Prism, client generators) read it. The docs page GET /docs shows it, in
// demo mode or with API_DOCS=true only: it invites trying calls, which a production API need not.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Env, servesApiDocs } from '../../../env';
import { ApiError } from '../../../errors';
import { buildDocument, type OpenApiDocument } from '../../openapi/build-document';
import type { CollectedRoute } from '../../openapi/collect-routes';
import { docsAssets, docsPage, docsPolicy, readDocsAsset } from '../../openapi/docs-page';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

const documentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
const docsAssetParamsSchema = z.object({ file: z.enum(docsAssets) });
const docsOff = 'The API docs page is off on this server.';

export function registerOpenApiRoutes(
  api: FastifyInstance,
  env: Env,
  routes: readonly CollectedRoute[],
): void {
  let document: OpenApiDocument | undefined;
  const built = () => {
    document ??= buildDocument(routes);
    return document;
  };
  // Built once all routes are registered, at start, so a contract that cannot be described fails then.
  api.addHook('onReady', async () => {
    built();
  });

  api.get(
    '/openapi.json',
    documented({ summary: 'This document', access: 'public', response: documentSchema }),
    async () => built(),
  );

  const docs = servesApiDocs(env);
  api.get(
    '/docs',
    documented({
      summary: 'The API docs page',
      access: 'public',
      response: { mediaType: 'text/html' },
      errors: [404],
    }),
    async (_request, reply) => {
      if (!docs) throw new ApiError(404, docsOff);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', docsPolicy)
        .send(docsPage);
    },
  );

  api.get(
    '/docs/:file',
    documented({
      summary: "The docs page's script and styles",
      access: 'public',
      params: docsAssetParamsSchema,
      response: { mediaType: 'text/*' },
      errors: [404],
    }),
    async (request, reply) => {
      if (!docs) throw new ApiError(404, docsOff);
      const { file } = inputOf(request).params;
      const asset = await readDocsAsset(file);
      return reply
        .type(`${asset.type}; charset=utf-8`)
        .header('Cache-Control', 'public, max-age=3600')
        .send(asset.body);
    },
  );
}
