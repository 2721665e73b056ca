// POST /events/ticket (/provider/events/ticket for providers, /operator/events/ticket for the operators'
// console) and GET /events?ticket=. The ticket stands in for the session token, which never goes
// in a URL: it is random, stored hashed, good for one connection within a minute, and any instance accepts
// it. The stream carries only the ticket's account's events (an operator's also those of the support queue,
// published to every operator), and lasts no longer than the session that asked for the ticket: signing out,
// a password reset, a suspension, a deletion or the session's expiry ends it (at once when announced on the
// change bus, else within a heartbeat), so a device signed out elsewhere hears nothing more.
import { createHash } from 'node:crypto';
import { eventsTicketResponseSchema } from '@callout/contracts/live-events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { z } from 'zod';
import { sessionsStillGoing } from '../../../domain/accounts/auth/session-store';
import { requireAccount, sessionHashOf } from '../../../domain/accounts/auth/sessions';
import { newSessionToken } from '../../../domain/accounts/auth/tokens';
import {
  deleteExpiredTickets,
  insertTicket,
  takeTicket,
} from '../../../domain/notifications/live-ticket-store';
import { requireOperator } from '../../../domain/support/operators';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../../infra/db/database';
import type { Delivered } from '../../../infra/live/live-hub';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { accountRoles } from '../accounts/account-prefix';

export const liveMessages = {
  ticketIssued: 'Ticket issued.',
  ticketRefused: 'This live updates ticket is unknown, used or expired: ask for a new one.',
  tooManyStreams: 'Too many live update streams are open for this account: close one and try again.',
  closing: 'The server is restarting: connect again in a moment.',
};

/** Streams one account may hold open on one instance by default (LIVE_STREAMS_PER_ACCOUNT). */
export const maxStreamsPerAccount = 10;
export const ticketLifetimeSeconds = 60;
/** A comment line this often keeps proxies from closing an idle stream. */
const heartbeatMs = 25_000;
/** A client this far behind is dropped; it reconnects and catches up. */
const maxBufferedBytes = 1024 * 1024;

export const eventsQuerySchema = z.object({
  ticket: z
    .string({ message: liveMessages.ticketRefused })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, liveMessages.ticketRefused),
  /** The last event id seen, for a client that cannot send the Last-Event-ID header (a new EventSource). */
  lastEventId: z.string().max(40).optional(),
});

type EventsTicketResponse = z.infer<typeof eventsTicketResponseSchema>;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export async function issueTicket(db: Queryable, accountId: string, sessionHash: string): Promise<string> {
  const ticket = newSessionToken();
  await deleteExpiredTickets(db, accountId);
  await insertTicket(db, hashOf(ticket), accountId, sessionHash, ticketLifetimeSeconds);
  return ticket;
}

export interface StreamOwner {
  accountId: string;
  /** The session the ticket was asked for in: the stream ends with it. */
  sessionHash: string;
  /** An operator's stream: it also hears what is published to every operator. */
  operator: boolean;
}

/** The ticket's account and session, once: redeeming deletes it. Null when unknown, used, expired, or its
 * session or account is gone. */
export async function redeemTicket(db: Queryable, ticket: string): Promise<StreamOwner | null> {
  const row = await takeTicket(db, hashOf(ticket));
  return row?.fresh
    ? { accountId: row.account_id, sessionHash: row.session_hash, operator: row.role === 'operator' }
    : null;
}

const frame = ({ id, event }: Delivered) =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export function registerLiveRoutes(
  api: FastifyInstance,
  { db, env, live, metrics, lifecycle, changes }: Services,
): void {
  const { hub } = live;
  const registers = [metrics.registry];
  const openStreams = new Gauge({
    name: 'live_streams_open',
    help: 'Server-Sent Events streams open on this instance.',
    registers,
  });
  const eventsSent = new Counter({
    name: 'live_events_sent_total',
    help: 'Live update events written to streams (replays and resyncs included).',
    registers,
  });

  const streams = new Map<import('node:http').ServerResponse, StreamOwner>();
  /** Ends the streams (of one account, or all) whose session is over. */
  const endStreamsOfEndedSessions = async (accountId?: string) => {
    const held = [...streams].filter(([, owner]) => !accountId || owner.accountId === accountId);
    if (held.length === 0) return;
    try {
      const going = await sessionsStillGoing(db, [...new Set(held.map(([, owner]) => owner.sessionHash))]);
      for (const [response, owner] of held) if (!going.has(owner.sessionHash)) response.end();
    } catch (error) {
      api.log.warn({ err: error }, 'Could not check the sessions of the open live streams');
    }
  };
  changes.on((heard) => {
    if (heard === 'lost') void endStreamsOfEndedSessions();
    else if (heard.kind === 'sessions') void endStreamsOfEndedSessions(heard.accountId);
  });
  const heartbeat = setInterval(() => {
    for (const response of streams.keys()) response.write(': ping\n\n');
    // An expiry is announced nowhere, and an announcement can be missed: each beat looks again.
    void endStreamsOfEndedSessions();
  }, heartbeatMs);
  heartbeat.unref();
  // Before the server stops accepting: end every stream, so the shutdown does not wait for clients that
  // would hold them open for ever. They reconnect (with backoff) to another instance.
  api.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const response of streams.keys()) response.end();
  });

  /** The answer with a ticket for the account whose session made `request` (checked by the caller). */
  const ticketFor = async (accountId: string, request: FastifyRequest): Promise<EventsTicketResponse> => {
    // The caller found the session of this hash, so there is one.
    const sessionHash = sessionHashOf(request) as string;
    return {
      success: true,
      message: liveMessages.ticketIssued,
      data: { ticket: await issueTicket(db, accountId, sessionHash) },
    };
  };
  const ticketSummary = 'A ticket for one live updates stream (GET /events) within a minute';
  for (const { role, prefix } of accountRoles) {
    api.post(
      `${prefix}/events/ticket`,
      documented({ summary: ticketSummary, access: role, response: eventsTicketResponseSchema }),
      async (request) => ticketFor((await requireAccount(db, request, role)).id, request),
    );
  }
  // The console's calls sit under /operator with the operator's session, as the support queue's do.
  api.post(
    '/operator/events/ticket',
    documented({ summary: ticketSummary, access: 'operator', response: eventsTicketResponseSchema }),
    async (request) => ticketFor((await requireOperator(db, request)).id, request),
  );

  api.get(
    '/events',
    documented({
      summary: "The ticket's account's live updates, as Server-Sent Events",
      access: 'public',
      query: eventsQuerySchema,
      response: { mediaType: 'text/event-stream' },
      errors: [403, 429, 503],
    }),
    async (request, reply) => {
      const { ticket, lastEventId: fromQuery } = inputOf(request).query;
      if (lifecycle.draining) throw new ApiError(503, liveMessages.closing, { 'Retry-After': '2' });
      const owner = await redeemTicket(db, ticket);
      if (!owner) throw new ApiError(403, liveMessages.ticketRefused);
      const { accountId } = owner;
      if (hub.streamsOf(accountId) >= env.LIVE_STREAMS_PER_ACCOUNT) {
        throw new ApiError(429, liveMessages.tooManyStreams, { 'Retry-After': '30' });
      }
      const header = request.headers['last-event-id'];
      const lastEventId = (typeof header === 'string' ? header : undefined) ?? fromQuery;

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      const write = (text: string) => {
        if (response.writableEnded) return;
        if (response.writableLength > maxBufferedBytes) {
          response.destroy();
          return;
        }
        response.write(text);
        eventsSent.inc();
      };
      const unsubscribe = hub.subscribe(
        accountId,
        (delivery) => write(delivery === 'resync' ? 'event: resync\ndata: {}\n\n' : frame(delivery)),
        { operator: owner.operator },
      );
      streams.set(response, owner);
      openStreams.inc();
      response.once('close', () => {
        streams.delete(response);
        openStreams.dec();
        unsubscribe();
      });
      // The client reconnects after 3 s on a dropped connection if it has nothing better to do.
      response.write('retry: 3000\n\n');
      if (lastEventId) {
        const missed = hub.replay(accountId, lastEventId);
        if (missed === null) write('event: resync\ndata: {}\n\n');
        else for (const delivered of missed) write(frame(delivered));
      }
      // Tells the client the stream is live: it switches its polling off from here.
      write('event: ready\ndata: {}\n\n');
    },
  );
}
