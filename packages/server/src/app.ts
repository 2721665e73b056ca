import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { pruneExpired, startHousekeeping } from './domain/accounts/auth/housekeeping';
import { createPasswordHasher, type HashCost } from './domain/accounts/auth/passwords';
import { createRateLimits } from './domain/accounts/auth/rate-limit';
import { cacheSessions } from './domain/accounts/auth/session-cache';
import { startDataExports } from './domain/accounts/data-export/export-job';
import { startSeriesRunner } from './domain/booking/series/series-loop';
import { siteLinksFor } from './domain/notifications/mail/site-links';
import { startDemoRouteMover } from './domain/ops/demo/demo-route-mover';
import { demoAccountsIn, seedDemoData } from './domain/ops/demo/seed';
import { assignmentSigner } from './domain/ops/releases/assignment-signer';
import { createModuleHealth, startHealthFlush } from './domain/ops/releases/module-health';
import { startPaymentSweeper } from './domain/orders/sweeper-loop';
import { startSellerReminders } from './domain/payouts/hmrc/seller-reminders';
import { startSellerStatements } from './domain/payouts/hmrc/statement-job';
import { startWeeklyPayouts } from './domain/payouts/weekly-schedule';
import { startExpiryReminders } from './domain/provider/credentials/expiry-reminders';
import { type Env, productionGaps, publicSiteUrl } from './env';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './errors';
import { registerAnswerLanguage } from './http/answer-language';
import { collectApiRoutes } from './http/openapi/collect-routes';
import { keepSignedInAnswersPrivate } from './http/private-answers';
import { refuseNulCharacters } from './http/refuse-nul-characters';
import { parseBodies, serverTimeouts, smallBodyLimit } from './http/request-limits';
import { logEachAnswer, loggerOptions } from './http/request-log';
import { registerAccountLanguageRoutes } from './http/routes/accounts/account-language';
import { registerCodeRoutes } from './http/routes/accounts/codes';
import { registerCustomerProfileRoutes } from './http/routes/accounts/customer-profile';
import { registerDataRequestRoutes } from './http/routes/accounts/data-requests';
import { registerSessionRoutes } from './http/routes/accounts/sessions';
import { registerOpenApiRoutes } from './http/routes/api/openapi';
import { registerArrivalWindowRoutes } from './http/routes/booking/arrival-windows';
import { registerBookingRoutes } from './http/routes/booking/booking';
import { registerCalendarRoutes } from './http/routes/booking/calendar';
import { registerOrderSeriesRoutes } from './http/routes/booking/order-series';
import { registerProviderBidRoutes } from './http/routes/booking/provider-bids';
import { registerProviderScheduleRoutes } from './http/routes/booking/provider-schedule';
import { registerProviderWorkingHoursRoutes } from './http/routes/booking/provider-working-hours';
import { registerRescheduleRoutes } from './http/routes/booking/reschedule';
import { registerCatalogRoutes } from './http/routes/catalogue/catalog';
import { registerDashboardRoutes } from './http/routes/catalogue/dashboard';
import { registerDrivingRouteRoutes } from './http/routes/catalogue/driving-route';
import { registerGeoRoutes } from './http/routes/catalogue/geo';
import { registerImageRoutes } from './http/routes/catalogue/images';
import { registerSavedRoutes } from './http/routes/catalogue/saved';
import { registerDevClockRoutes } from './http/routes/dev/dev-clock';
import { registerDevJobRoutes } from './http/routes/dev/dev-jobs';
import { registerDevMailboxRoutes } from './http/routes/dev/dev-mailbox';
import { registerLiveRoutes } from './http/routes/notifications/live-routes';
import { registerPushRoutes } from './http/routes/notifications/push';
import { registerHealthRoutes } from './http/routes/ops/health-routes';
import { registerModuleHealthRoutes } from './http/routes/ops/module-health';
import { registerOpsRoutes } from './http/routes/ops/ops';
import { registerOpsBackupRoutes } from './http/routes/ops/ops-backup';
import { registerOpsCatalogueRoutes } from './http/routes/ops/ops-catalogue';
import { registerOpsCredentialRoutes } from './http/routes/ops/ops-credentials';
import { registerOpsDisputeRoutes } from './http/routes/ops/ops-disputes';
import { registerOpsNotificationRoutes } from './http/routes/ops/ops-notifications';
import { registerOpsPeopleRoutes } from './http/routes/ops/ops-people';
import { registerOpsReleaseRoutes } from './http/routes/ops/ops-releases';
import { registerDisputeRoutes } from './http/routes/orders/disputes';
import { registerOrderAcceptanceRoutes } from './http/routes/orders/order-acceptance';
import { registerOrderLifecycleRoutes } from './http/routes/orders/order-lifecycle';
import { registerOrderLocationRoutes } from './http/routes/orders/order-location';
import { registerOrderRoutes } from './http/routes/orders/orders';
import { registerOrderTrackingRoutes } from './http/routes/orders/orders-tracking';
import { registerReceiptRoutes } from './http/routes/orders/receipts';
import { registerReviewRoutes } from './http/routes/orders/reviews';
import { registerUpcomingOrderRoutes } from './http/routes/orders/upcoming-orders';
import { registerPaymentRoutes } from './http/routes/payments/payments';
import { registerSandboxGatewayRoutes } from './http/routes/payments/sandbox-gateway';
import { registerHmrcReportingRoutes } from './http/routes/payouts/hmrc-reporting';
import { registerProviderPayoutRoutes } from './http/routes/payouts/provider-payouts';
import { registerProviderCredentialRoutes } from './http/routes/provider/provider-credentials';
import { registerProviderDashboardRoutes } from './http/routes/provider/provider-dashboard';
import { registerProviderKycRoutes } from './http/routes/provider/provider-kyc';
import { registerProviderProfileRoutes } from './http/routes/provider/provider-profile';
import { registerProviderPublicProfileRoutes } from './http/routes/provider/provider-public-profile';
import { registerProviderServiceAreaRoutes } from './http/routes/provider/provider-service-area';
import { registerProviderServiceRoutes } from './http/routes/provider/provider-services';
import { registerChatRoutes } from './http/routes/support/chat';
import { registerHelpRoutes } from './http/routes/support/help';
import { registerSupportCaseRoutes } from './http/routes/support/support-cases';
import { registerOperatorRoutes } from './http/routes/support/support-operator';
import { registerStaticSite } from './http/static-site';
import { createReadCache } from './infra/cache/answer-cache';
import { changesChannel, createChangeBus } from './infra/cache/change-bus';
import { type Database, openDatabase } from './infra/db/database';
import { parseDatabaseAddress } from './infra/db/database-address';
import { migrate } from './infra/db/migrate';
import { findPrimary } from './infra/db/primary-finder';
import { geocoderFor } from './infra/geo/geocoder-for';
import { instrumentDatabase } from './infra/health/instrumented-database';
import { createLifecycle } from './infra/health/lifecycle';
import { createMetrics } from './infra/health/metrics';
import { startupPhase } from './infra/health/startup-timing';
import { type Clock, systemClock } from './infra/jobs/clock';
import { shiftedClock } from './infra/jobs/shifted-clock';
import { createLiveHub, liveChannel } from './infra/live/live-hub';
import { createLive } from './infra/live/live-publish';
import { watchNotifications } from './infra/live/notification-watch';
import { openPgListener } from './infra/live/pg-listener';
import { createMailer } from './infra/mail/mailer';
import { parseAllowList } from './infra/push/endpoint-allow-list';
import { createPushSender, type PushSender } from './infra/push/push-sender';
import { vapidKeysFor } from './infra/push/vapid-keys';
import { messages } from './messages';
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
    // Small for every call; those that take pictures raise it on their route (http/openapi/route-contract.ts).
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
  const siteLinks = siteLinksFor(publicSiteUrl(env));
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
    moduleHealth: createModuleHealth(
      db,
      siteLinks,
      metrics,
      { errorRate: env.CANARY_ROLLBACK_ERROR_RATE, minLoads: env.CANARY_ROLLBACK_MIN_LOADS },
      app.log,
      assignmentSigner(db, env),
    ),
    geocoder: geocoderFor(env.GEOCODER_URL),
    rateLimits: createRateLimits(env.RATE_LIMIT_PER_IP_MULTIPLIER),
    siteLinks,
  };
  app.decorate('lifecycle', services.lifecycle);
  app.decorate('moduleHealth', services.moduleHealth);
  app.decorate('siteLinks', siteLinks);
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
  if (env.DEMO_MODE) await seedDemoData(db, services);
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
  // Sends the pushes queued by events (infra/push/push-queue.ts) once their transactions commit.
  if (push.keys) {
    pushSender = createPushSender({ db, keys: push.keys, allowList: push.allowList, metrics, log: app.log });
  }

  registerErrorHandling(app);
  registerAnswerLanguage(app);
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
      registerGeoRoutes(api, services);
      registerDrivingRouteRoutes(api, services);
      registerBookingRoutes(api, services);
      registerArrivalWindowRoutes(api, services);
      registerProviderBidRoutes(api, services);
      registerOrderLocationRoutes(api, services);
      registerOrderRoutes(api, services);
      registerUpcomingOrderRoutes(api, services);
      registerReceiptRoutes(api, services);
      registerDisputeRoutes(api, services);
      registerCalendarRoutes(api, services);
      registerOrderLifecycleRoutes(api, services);
      registerOrderAcceptanceRoutes(api, services);
      registerRescheduleRoutes(api, services);
      registerOrderSeriesRoutes(api, services);
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
      registerOpsNotificationRoutes(api, services);
      registerModuleHealthRoutes(api, services);
      registerDataRequestRoutes(api, services, dataExports);
      registerHmrcReportingRoutes(api, services);
    },
    { prefix: '/api' },
  );
  registerDevMailboxRoutes(app, services);
  registerDevClockRoutes(app, demoClock);
  registerDevJobRoutes(app, services, demoClock);
  // Settles held card payments before they expire, at start and every few minutes (domain/orders/payment-sweeper.ts).
  startPaymentSweeper(app, services);
  // Transfers the weekly payouts at PAYOUT_WEEKLY_CRON (Mondays 06:00 London), on one instance at a time.
  startWeeklyPayouts(app, services, clock);
  // Books the visits of repeat bookings two weeks ahead as orders, each once, whichever instance runs it.
  startSeriesRunner(app, services);
  // Reminds providers 30 and 7 days before a credential expires, once each, whichever instance looks.
  startExpiryReminders(app, services, services.clock);
  // Reminds providers to give their details for HMRC (before the first payout, before each year's deadline).
  startSellerReminders(app, services, services.clock);
  // From 1 January, mails each seller of the previous year their copy of what is reported, once each.
  startSellerStatements(app, services, services.clock);
  // Adds this instance's module health counts to every instance's, and judges canaries, every few seconds.
  startHealthFlush(app, services.moduleHealth);
  startHousekeeping(app, services); // Prunes expired sessions, codes and rate-limit counters every 10 minutes.
  // The demo story's provider drives towards the job on the customer's live map; never in production.
  if (env.DEMO_MODE && moveDemoProvider) startDemoRouteMover(app, services);

  if (serveWebApp) await registerStaticSite(app, env, db, services.moduleHealth);
  else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ success: false, message: messages.noSuchCall }),
    );
  }
  startupPhase('routes registered');
  return app;
}
