// The console's calls under /api/ops: read an answer with its contract, and turn a refusal into a
// ServerRefusal carrying the server's words and status (the pages show the words, a 404 the error page).
import { formBody, parseAnswer } from '@callout/api-client/client';
import { envelopeSchema } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';
import { ServerRefusal } from '@callout/module-kit/errors';
import type { KyInstance } from 'ky';
import type { z } from 'zod';

type Envelope = { success: boolean; message: string };

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function opsGet<T extends z.ZodType<Envelope>>(
  path: string,
  schema: T,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<z.infer<T>> {
  const answer = await parseAnswer(schema, client.get(path, signal ? { signal } : {}), `/${path}`);
  if (!answer.body.success) throw new ServerRefusal(answer.body.message, answer);
  return answer.body;
}

/** A form-encoded POST; resolves to the server's message on success. */
export async function opsPost(
  path: string,
  form: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<string> {
  const answer = await parseAnswer(
    envelopeSchema,
    api.post(path, { body: formBody(form), headers }),
    `/${path}`,
  );
  if (!answer.body.success) throw new ServerRefusal(answer.body.message, answer);
  return answer.body.message;
}

/** `?a=b&…` without the empty values. */
export function queryString(values: Record<string, string>): string {
  const params = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ''));
  const text = params.toString();
  return text ? `?${text}` : '';
}
