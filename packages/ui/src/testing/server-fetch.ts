// For modules' tests of their page renderers (src/app/server-render.tsx): the fetch the server gives a
// renderer, faked. It answers by API path (no method, since page renderers only read), as the real API
// does, and 404 for anything else.
import { vi } from 'vitest';

export const apiBaseUrl = 'http://callout.internal/api/';

export const reply =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
export const okReply = (data: unknown) => reply({ success: true, message: 'ok', data });

export function serverFetch(replies: Record<string, () => Response>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const answer = url.href.startsWith(apiBaseUrl) ? replies[url.href.slice(apiBaseUrl.length)] : undefined;
    return answer
      ? answer()
      : Response.json({ success: false, message: 'No such API call.' }, { status: 404 });
  });
}
