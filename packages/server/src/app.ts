import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { pruneExpired, startHousekeeping } from './auth/housekeeping';
import { createPasswordHasher, type HashCost } from './auth/passwords';
import { setPerIpMultiplier } from './auth/rate-limit';
import { cacheSessions } from './auth/session-cache';
import { createReadCache } from './cache/answer-cache';
import { changesChannel, createChangeBus } from './cache/change-bus';
import { startExpiryReminders } from './credentials/expiry-reminders';
import { startDataExports } from './data-export/export-job';
import { type Database, openDatabase } from './db/database';
import { parseDatabaseAddress } from './db/database-address';
import { migrate } from './db/migrate';
import { findPrimary } from './db/primary-finder';
import { demoAccountsIn, seedDemoData } from './db/seed/seed';
import { startDemoRouteMover } from './demo/demo-route-mover';
import { type Env, productionGaps, publicSiteUrl } from './env';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './errors';
import { configureGeocoder } from './geo/geocoder-for';
import { registerHealthRoutes } from './health/health-routes';
import { instrumentDatabase } from './health/instrumented-database';
import { createLifecycle } from './health/lifecycle';
import { createMetrics } from './health/metrics';
import { startupPhase } from './health/startup-timing';
import { registerStaticSite } from './html/static-site';
import { keepSignedInAnswersPrivate } from './http/private-answers';
import { refuseNulCharacters } from './http/refuse-nul-characters';
import { parseBodies, serverTimeouts, smallBodyLimit } from './http/request-limits';
import { logEachAnswer, loggerOptions } from './http/request-log';
import { type Clock, systemClock } from './jobs/clock';
import { shiftedClock } from './jobs/shifted-clock';
import { createLiveHub, liveChannel } from './live/live-hub';
import { createLive } from './live/live-publish';
import { registerLiveRoutes } from './live/live-routes';
import { watchNotifications } from './live/notification-watch';
import { openPgListener } from './live/pg-listener';
import { createMailer } from './mail/mailer';
import { configureMailLinks } from './mail/site-links';
import { collectApiRoutes } from './openapi/collect-routes';
import { startPaymentSweeper } from './orders/sweeper-loop';
import { startWeeklyPayouts } from './payouts/weekly-schedule';
import { parseAllowList } from './push/endpoint-allow-list';
import { createPushSender, type PushSender } from './push/push-sender';
import { vapidKeysFor } from './push/vapid-keys';
import { registerAccountLanguageRoutes } from './routes/account-language';
import { registerArrivalWindowRoutes } from './routes/arrival-windows';
import { registerBookingRoutes } from './routes/booking';
import { registerCalendarRoutes } from './routes/calendar';
import { registerCatalogRoutes } from './routes/catalog';
import { registerChatRoutes } from './routes/chat';
import { registerCodeRoutes } from './routes/codes';
import { registerCustomerProfileRoutes } from './routes/customer-profile';
import { registerDashboardRoutes } from './routes/dashboard';
import { registerDataRequestRoutes } from './routes/data-requests';
import { registerDevClockRoutes } from './routes/dev-clock';
import { registerDevMailboxRoutes } from './routes/dev-mailbox';
import { registerDisputeRoutes } from './routes/disputes';
import { registerDrivingRouteRoutes } from './routes/driving-route';
import { registerGeoRoutes } from './routes/geo';
import { registerHelpRoutes } from './routes/help';
import { registerHmrcReportingRoutes } from './routes/hmrc-reporting';
import { registerImageRoutes } from './routes/images';
import { registerOpenApiRoutes } from './routes/openapi';
import { registerOpsRoutes } from './routes/ops';
import { registerOpsBackupRoutes } from './routes/ops-backup';
import { registerOpsCatalogueRoutes } from './routes/ops-catalogue';
import { registerOpsCredentialRoutes } from './routes/ops-credentials';
import { registerOpsDisputeRoutes } from './routes/ops-disputes';
import { registerOpsPeopleRoutes } from './routes/ops-people';
import { registerOpsReleaseRoutes } from './routes/ops-releases';
import { registerOrderAcceptanceRoutes } from './routes/order-acceptance';
import { registerOrderLifecycleRoutes } from './routes/order-lifecycle';
import { registerOrderLocationRoutes } from './routes/order-location';
import { registerOrderRoutes } from './routes/orders';
import { registerOrderTrackingRoutes } from './routes/orders-tracking';
import { registerPaymentRoutes } from './routes/payments';
import { registerProviderBidRoutes } from './routes/provider-bids';
import { registerProviderCredentialRoutes } from './routes/provider-credentials';
import { registerProviderDashboardRoutes } from './routes/provider-dashboard';
import { registerProviderKycRoutes } from './routes/provider-kyc';
import { registerProviderPayoutRoutes } from './routes/provider-payouts';
import { registerProviderProfileRoutes } from './routes/provider-profile';
import { registerProviderPublicProfileRoutes } from './routes/provider-public-profile';
import { registerProviderScheduleRoutes } from './routes/provider-schedule';
import { registerProviderServiceAreaRoutes } from './routes/provider-service-area';
import { registerProviderServiceRoutes } from './routes/provider-services';
import { registerProviderWorkingHoursRoutes } from './routes/provider-working-hours';
import { registerPushRoutes } from './routes/push';
import { registerReceiptRoutes } from './routes/receipts';
import { registerRescheduleRoutes } from './routes/reschedule';
import { registerReviewRoutes } from './routes/reviews';
import { registerSandboxGatewayRoutes } from './routes/sandbox-gateway';
import { registerSavedRoutes } from './routes/saved';
import { registerSessionRoutes } from './routes/sessions';
import { registerSupportCaseRoutes } from './routes/support-cases';
import { registerOperatorRoutes } from './routes/support-operator';
import type { Services } from './services';

export interface AppOptions {
  env: Env;
  /** Serve the built web app too (off in API-only tests). */
  serveWebApp?: boolean;
  /** An already open database (tests share one between apps); otherwise opened from env and closed with the app. */
  database?: Database;
  /**
   * The database main.ts started opening from env before the app's code loaded; closed with the app, like
   * one opened here.
   */
  opening?: Promise<Database>;
  /** Cheaper password hashing, for tests only. */
  hashCost?: HashCost;
  /**
   * In demo mode, drive the demo order's provider along its route (default). Tests that compare stored data
   * before and after a request turn it off: the mover writes positions on its own.
   */
  moveDemoProvider?: boolean;
  /** The time the scheduled jobs (the weekly payouts) keep; tests pass a clock of their own. */
  clock?: Clock;
  /**
   * Where the log goes: standard output written synchronously unless given. The server's entry point passes
   * the asynchronous standard output (http/request-log.ts); tests pass a stream they read.
   */
  logStream?: DestinationStream;
}

export async function buildApp({
  env,
  serveWebApp = true,
  database,
  opening,
  hashCost,
  moveDemoProvider = true,
  clock = systemClock,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  // Production needs its real parts configured; main.ts says which is missing before it gets here.
  const [gap] = productionGaps(env);
  if (gap) throw new Error(gap);
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, logStream),
    // One access log line per answer instead of Fastify's two (http/request-log.ts).
    disableRequestLogging: true,
    // Small for every call; those that take pictures raise it on their route (openapi/route-contract.ts).
    bodyLimit: smallBodyLimit,
    requestTimeout: serverTimeouts.requestTimeout,
    keepAliveTimeout: serverTimeouts.keepAliveTimeout,
    connectionTimeout: serverTimeouts.connectionTimeout,
    http: {
      headersTimeout: serverTimeouts.headersTimeout,
      connectionsCheckingInterval: serverTimeouts.connectionsCheckingInterval,
    },
    trustProxy: env.TRUST_PROXY,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // While closing, a request that still arrives on an open keep-alive connection is served (with
    // `Connection: close`) rather than refused with a 503: the client's request must not fail (main.ts).
    return503OnClosing: false,
  });
  logEachAnswer(app, env.ACCESS_LOG_READ_SAMPLE);

  setPerIpMultiplier(env.RATE_LIMIT_PER_IP_MULTIPLIER);
  configureGeocoder(env.GEOCODER_URL);
  configureMailLinks(publicSiteUrl(env));
  const metrics = createMetrics();
  const opened = database ?? (await (opening ?? openDatabase(env)));
  startupPhase('database ready (opened by main.ts meanwhile)');
  const db = instrumentDatabase(opened, metrics);
  // Live updates and cache changes: LISTEN/NOTIFY on PostgreSQL, on one listening connection per instance;
  // in process among the apps sharing an embedded database.
  // LISTEN holds a session, so behind a transaction pooler it goes to PostgreSQL itself.
  const listenUrl = env.DATABASE_DIRECT_URL ?? env.DATABASE_URL;
  const listenAddress = listenUrl ? parseDatabaseAddress(listenUrl) : undefined;
  const listener = listenAddress
    ? await openPgListener(
        () => findPrimary(listenAddress, env.DATABASE_CONNECT_TIMEOUT_MS),
        [liveChannel, changesChannel],
        app.log,
        {
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          heartbeatTimeoutMs: Math.min(env.DATABASE_QUERY_TIMEOUT_MS, 5_000),
        },
      )
    : undefined;
  const hub = createLiveHub({ db, busKey: opened, listener, log: app.log });
  const changes = createChangeBus({ db, busKey: opened, listener, log: app.log });
  cacheSessions(db, changes);
  // Every notification, whoever wrote it, rings the bell of its account's open streams.
  const notificationWatch = watchNotifications(db, hub, app.log);
  // A demo server's clock for credentials can be moved ahead (POST /dev/clock); tests pass their own.
  const demoClock = env.DEMO_MODE && clock === systemClock ? shiftedClock(clock) : null;
  const services: Services = {
    env,
    db,
    mailer: createMailer(env, db, { log: app.log, onSendFailure: () => metrics.mailSendFailures.inc() }),
    passwords: createPasswordHasher(hashCost),
    lifecycle: createLifecycle(),
    metrics,
    live: createLive(db, hub, app.log),
    changes,
    catalogue: createReadCache(changes),
    clock: demoClock ?? clock,
  };
  app.decorate('lifecycle', services.lifecycle);
  // Web Push is optional: without VAPID keys (production) the key call says notifications are unavailable.
  const push = { keys: vapidKeysFor(env), allowList: parseAllowList(env.PUSH_ENDPOINT_HOSTS) };
  let pushSender: PushSender | null = null;
  app.addHook('onClose', async () => {
    await pushSender?.close();
    await services.mailer.close();
    notificationWatch.stop();
    await hub.close();
    await listener?.close();
    if (!database) await db.close();
  });
  startupPhase('live updates, mail and push set up');
  await migrate(db);
  startupPhase('migrations checked');
  if (env.DEMO_MODE) await seedDemoData(db, services.passwords);
  else {
    const demoEmails = await demoAccountsIn(db);
    if (demoEmails.length > 0) {
      app.log.warn(
        { emails: demoEmails },
        'This database holds the demo accounts, whose passwords are published: delete them before going live',
      );
    }
  }
  startupPhase('demo data checked');
  await pruneExpired(db);
  startupPhase('expired sessions and codes pruned');
  // Sends the pushes queued by events (push/push-queue.ts) once their transactions commit.
  if (push.keys) {
    pushSender = createPushSender({ db, keys: push.keys, allowList: push.allowList, metrics, log: app.log });
  }

  registerErrorHandling(app);
  refuseNulCharacters(app);
  parseBodies(app);
  // JSON answers and the HTML page, compressed per request (brotli at a cheap level, or gzip). The built
  // scripts and styles are not: @fastify/static sends their precompressed twins (scripts/precompress.mjs).
  await app.register(compress, { encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  registerHealthRoutes(app, services); // /healthz, /readyz, /metrics at the root; before /api, to time it.

  // Builds the archives people ask for (Download my data), on whichever instance claims each request.
  const dataExports = startDataExports(app, services);
  const apiRoutes = collectApiRoutes(app); // for the OpenAPI document, as the routes register
  await app.register(
    async (api) => {
      keepSignedInAnswersPrivate(api);
      registerOpenApiRoutes(api, env, apiRoutes);
      registerHelpRoutes(api, env);
      registerSessionRoutes(api, services);
      registerAccountLanguageRoutes(api, services);
      registerCodeRoutes(api, services);
      registerCustomerProfileRoutes(api, services);
      registerProviderProfileRoutes(api, services);
      registerImageRoutes(api, services);
      registerCatalogRoutes(api, services);
      registerProviderPublicProfileRoutes(api, services);
      registerGeoRoutes(api);
      registerDrivingRouteRoutes(api, services);
      registerBookingRoutes(api, services);
      registerArrivalWindowRoutes(api, services);
      registerProviderBidRoutes(api, services);
      registerOrderLocationRoutes(api, services);
      registerOrderRoutes(api, services);
      registerReceiptRoutes(api, services);
      registerDisputeRoutes(api, services);
      registerCalendarRoutes(api, services);
      registerOrderLifecycleRoutes(api, services);
      registerOrderAcceptanceRoutes(api, services);
      registerRescheduleRoutes(api, services);
      registerOrderTrackingRoutes(api, services);
      registerReviewRoutes(api, services);
      registerPaymentRoutes(api, services);
      registerSandboxGatewayRoutes(api, services);
      registerSavedRoutes(api, services);
      registerDashboardRoutes(api, services);
      registerSupportCaseRoutes(api, services);
      registerChatRoutes(api, services);
      registerLiveRoutes(api, services);
      registerOperatorRoutes(api, services);
      registerProviderDashboardRoutes(api, services);
      registerProviderKycRoutes(api, services);
      registerProviderCredentialRoutes(api, services);
      registerProviderServiceRoutes(api, services);
      registerProviderScheduleRoutes(api, services);
      registerProviderWorkingHoursRoutes(api, services);
      registerProviderServiceAreaRoutes(api, services);
      registerProviderPayoutRoutes(api, services);
      registerPushRoutes(api, services, push);
      registerOpsRoutes(api, services);
      registerOpsCatalogueRoutes(api, services);
      registerOpsPeopleRoutes(api, services);
      registerOpsDisputeRoutes(api, services);
      registerOpsCredentialRoutes(api, services);
      registerOpsBackupRoutes(api, services);
      registerOpsReleaseRoutes(api, services);
      registerDataRequestRoutes(api, services, dataExports);
      registerHmrcReportingRoutes(api, services);
    },
    { prefix: '/api' },
  );
  registerDevMailboxRoutes(app, services);
  registerDevClockRoutes(app, demoClock);
  // Settles held card payments before they expire, at start and every few minutes (orders/payment-sweeper.ts).
  startPaymentSweeper(app, services);
  // Transfers the weekly payouts at PAYOUT_WEEKLY_CRON (Mondays 06:00 London), on one instance at a time.
  startWeeklyPayouts(app, services, clock);
  // Reminds providers 30 and 7 days before a credential expires, once each, whichever instance looks.
  startExpiryReminders(app, services, services.clock);
  startHousekeeping(app, services); // Prunes expired sessions, codes and rate-limit counters every 10 minutes.
  // The demo story's provider drives towards the job on the customer's live map; never in production.
  if (env.DEMO_MODE && moveDemoProvider) startDemoRouteMover(app, services);

  if (serveWebApp) await registerStaticSite(app, env, db);
  else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ success: false, message: 'No such API call.' }),
    );
  }
  startupPhase('routes registered');
  return app;
}
