// The console's calls to /api/ops: a refusal (success false) becomes a ServerRefusal carrying the server's
// words, which the pages show beside the form or list that made the call.
import { formBody, parseJson } from '@callout/api-client/client';
import { envelopeSchema } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import type { KyInstance } from 'ky';
import type { z } from 'zod';

type FormValues = Record<string, string | number | boolean | null | undefined>;

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function opsGet<T extends z.ZodType<{ success: boolean; message: string }>>(
  path: string,
  schema: T,
  searchParams: Record<string, string> = {},
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<z.infer<T>> {
  return requireSuccess(await parseJson(schema, client.get(path, { searchParams, signal }), `/${path}`));
}

/** Posts a form; answers the server's message, or the data of `schema` when given. */
export async function opsPost(path: string, values: FormValues): Promise<string> {
  const reply = await parseJson(envelopeSchema, api.post(path, { body: formBody(values) }), `/${path}`);
  return requireSuccess(reply).message;
}
