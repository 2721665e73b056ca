// Every failure leaves the API as `{ success: false, message }` with a 4xx or 5xx; malformed input is a 4xx.
// A refusal of one input also names it (`field`, the input's name as sent), so a client shows the message at
// that field whatever language the message is in.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './infra/db/database';
import { messages } from './messages';

/** Seconds a client is asked to wait when the database is briefly unreachable (a restart, a failover). */
export const databaseRetryAfterSeconds = 2;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
    /** The input the refusal is about, when it is about one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 400 refusing one input: `field` is its name as the request sends it. */
export const fieldRefusal = (field: string, message: string, statusCode = 400) =>
  new ApiError(statusCode, message, {}, field);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ success: false, message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    // The database away for a moment (a restart, a cut, a failover) is not a fault of this call: 503.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'The database is unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(databaseRetryAfterSeconds))
        .send({ success: false, message: messages.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ success: false, message: messages.serverFault });
    }
    // Body parser and content-type errors carry a client status already; their words are Fastify's.
    const message =
      status === 413 ? messages.requestTooLarge : status === 408 ? messages.requestTimeout : error.message;
    return reply.status(status).send({ success: false, message });
  });
}

/**
 * Errors Fastify raises while routing, before any handler or hook (a path with a broken %-escape). Its own
 * answer lacks the envelope and quotes the whole URL back, query included.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ success: false, message: messages.badAddress });
}

/**
 * Requests Node refuses before Fastify sees them (a URL or headers over 16 kB, a broken request line, a
 * timeout) get the same envelope. The socket is ended rather than destroyed, so the answer is read.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, messages.requestTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messages.requestTimeout]
        : [400, messages.malformed];
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
