// The slice of the app's ky instance the chat uses: modules pass their own client, and the package
// needs no HTTP library of its own.

export interface ApiClientLike {
  post(
    path: string,
    options: {
      body: URLSearchParams;
      signal?: AbortSignal;
      headers?: Record<string, string>;
      fetch?: typeof fetch;
    },
  ): Promise<Response>;
}

/** The response of a call, error statuses included (ky rejects those with an error holding the response). */
export async function responseOf(call: Promise<Response>): Promise<Response> {
  try {
    return await call;
  } catch (error) {
    const response = (error as { response?: unknown } | null)?.response;
    if (response instanceof Response) return response;
    throw error;
  }
}
