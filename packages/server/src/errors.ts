// Every failure leaves the API as `{ success: false, message }` with a 4xx or 5xx; malformed input is a 4xx.
import type { FastifyError, FastifyInstance } from 'fastify';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ success: false, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply
        .status(500)
        .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    }
    // Body parser and content-type errors carry a client status already.
    return reply.status(status).send({ success: false, message: error.message });
  });
}
