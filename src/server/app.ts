import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySession from "@fastify/session";
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PAYMENT_CURRENCY } from "../shared/plans";
import { accountRoutes } from "./account/routes";
import { adminRoutes } from "./admin/routes";
import { contactRoutes } from "./contacts/routes";
import { greetingCardRoutes } from "./greeting-cards/routes";
import type { AuthDeps } from "./auth/auth-deps";
import { authRoutes } from "./auth/routes";
import { SESSION_COOKIE_NAME } from "./auth/sign-out";
import type { Config } from "./config";
import { CHANGE_CHANNELS, keptUntilChanged, type ChangeFeed } from "./db/change-feed";
import type { Database } from "./db/client";
import { createDiaryService } from "./diary/diary-service";
import { diaryRoutes } from "./diary/routes";
import { createFacePhotoService } from "./face-photos/face-photo-service";
import { facePhotoRoutes } from "./face-photos/routes";
import { createFaceSwapper } from "./face-swap/face-swapper";
import { healthRoutes } from "./health/routes";
import { animatedImageRoutes } from "./images/animated-image-routes";
import { createImageService, type GalleryPage } from "./images/image-service";
import { imageRoutes } from "./images/routes";
import { periodicJobs, runBackgroundWork } from "./jobs/background-work";
import type { JobLog, JobQueue } from "./jobs/job-queue";
import { openJobQueue } from "./jobs/open-job-queue";
import { answerPrivateByDefault } from "./lib/cache-control";
import { installErrorHandler } from "./lib/error-handler";
import {
  HTTP_TIME_LIMITS,
  httpTimeLimitOptions,
  type HttpTimeLimits,
} from "./lib/http-time-limits";
import { redactingLogger } from "./lib/log-redaction";
import { memoize } from "./lib/memoize";
import { refuseCrossSiteWrites } from "./lib/own-origin";
import { createRateLimiter } from "./lib/rate-limiter";
import { sharedRateLimitStore } from "./lib/shared-rate-limit-store";
import { installSecurityHeaders } from "./lib/security-headers";
import { serveWebApp } from "./lib/web-app";
import { zodSchemaController } from "./lib/zod-schema-controller";
import { announceRemovedMedia, notingRemovals } from "./media/announce-removed-media";
import { openMediaStore } from "./media/open-media-store";
import { serveMedia } from "./media/serve-media";
import { identityHasher } from "./family/blocked-identity";
import { familyRoutes } from "./family/routes";
import { queuedMail } from "./mail/mail-jobs";
import { messageRoutes } from "./messages/routes";
import type { ImageProvider } from "./providers/images/image-provider";
import { createMailProvider } from "./providers/mail/create-mail-provider";
import type { MailProvider } from "./providers/mail/mail-provider";
import { createImageEngine } from "./providers/images/image-engine";
import { createOpenAiImageProvider } from "./providers/images/openai-image-provider";
import { createPooledIllustrator } from "./providers/images/pooled-illustrator";
import { createFreesoundMusicProvider } from "./providers/music/freesound-music-provider";
import { createBuiltinMusicProvider } from "./providers/music/builtin-music-provider";
import { renderBuiltinTune } from "./providers/music/builtin-tune";
import { createPaymentService } from "./payments/payment-service";
import { paymentRoutes } from "./payments/routes";
import { createPaymentProvider } from "./providers/payments/create-payment-provider";
import type { PaymentProvider } from "./providers/payments/payment-provider";
import { DatabaseSessionStore } from "./sessions/database-session-store";
import { leaveCookiesOfMissingSessions } from "./sessions/leave-cookies-of-missing-sessions";
import { renewSessionsDaily } from "./sessions/renew-sessions";
import { outsideEnginesAllowedFor } from "./settings/outside-engines";
import { requestLanguage } from "./languages/request-language";
import { settingsRoutes } from "./settings/routes";
import { storyRoutes } from "./stories/routes";
import { storyRecordingRoutes } from "./story-recordings/routes";
import { createStoryRecordingService } from "./story-recordings/story-recording-service";
import { createStoryService } from "./stories/story-service";
import { createBookPress } from "./stories/book-pdf/book-press";
import { createBookPrintQueue } from "./stories/book-pdf/book-print-queue";
import { refuseUnprintable } from "./stories/book-pdf/printable-letters";
import { supportRoutes } from "./support/routes";
import { BUILTIN_TUNE_PATH, soundEffectRoutes } from "./sound-effects/routes";
import { subscriptionRoutes } from "./subscription/routes";
import { createUsageService } from "./subscription/usage-service";
import { createTrialService } from "./trial/trial-service";
import { trialRoutes } from "./trial/routes";

const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sessions and gallery lists kept in memory (embedded database only): a few MB at most. */
const KEPT_SESSIONS = 10_000;
const KEPT_GALLERY_BYTES = 16 * 1024 * 1024;

export interface AppDependencies {
  config: Config;
  db: Database;
  /** The database's change announcements, when it has them: answers are then kept in memory. */
  changes?: ChangeFeed | null;
  /** Engines; the built-in defaults when absent. */
  imageProvider?: ImageProvider;
  mailProvider?: MailProvider;
  paymentProvider?: PaymentProvider;
  /** The background work's queue (in PostgreSQL with DATABASE_URL, else in this process). */
  openJobs?: (log: JobLog, db: Database) => Promise<JobQueue>;
  /** How often and how soon a mail is tried again (the production back-off when absent). */
  mailRetry?: { limit: number; delaySeconds: number };
  now?: () => Date;
  /** How long the server waits on slow clients (the production limits when absent). */
  timeLimits?: HttpTimeLimits;
  /** Where log lines go (standard output when absent). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is added (the fuzz test walks the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole HTTP app around its dependencies; `main.ts` starts it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : redactingLogger(config.logLevel, deps.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...httpTimeLimitOptions(deps.timeLimits ?? HTTP_TIME_LIMITS),
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
    schemaController: zodSchemaController,
  }).withTypeProvider<ZodTypeProvider>();
  installErrorHandler(app);
  answerPrivateByDefault(app);
  announceRemovedMedia(app);
  refuseCrossSiteWrites(app, config.publicUrl);
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);

  installSecurityHeaders(app, { allowPayPal: config.payments.provider === "paypal" });
  await app.register(fastifyRateLimit, {
    global: false,
    store: sharedRateLimitStore(db, now),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Whoa, that's a lot of requests! Please wait ${context.after} and try again.`,
    }),
  });
  await app.register(fastifyCookie);
  const changes = deps.changes ?? null;
  const sessionStore = new DatabaseSessionStore(
    db,
    now,
    await keptUntilChanged(changes, {
      maxSize: KEPT_SESSIONS,
      forgetOn: {
        [CHANGE_CHANNELS.session]: "answer",
        [CHANGE_CHANNELS.userSignIn]: "all",
      },
    }),
  );
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: SESSION_COOKIE_NAME,
    store: sessionStore,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: "auto",
      maxAge: SESSION_MAX_AGE_MS,
      path: "/",
    },
  });
  leaveCookiesOfMissingSessions(app, SESSION_COOKIE_NAME);
  renewSessionsDaily(app, SESSION_MAX_AGE_MS);

  const media = notingRemovals(await openMediaStore(config));
  const jobs = await (deps.openJobs ?? ((log, db) => openJobQueue(config.databaseUrl, log, db)))(
    app.log,
    db,
  );
  const trial = createTrialService({
    db,
    now,
    limits: {
      imagesPerVisitor: config.trialImages,
      imagesPerAddressPerDay: config.trialImagesPerAddressPerDay,
    },
  });
  const usage = createUsageService({ db, now });
  const illustrator = createPooledIllustrator();
  app.addHook("onClose", async () => illustrator.close());
  const imageEngine = createImageEngine({
    builtin: illustrator,
    model: config.imageApi ? createOpenAiImageProvider(config.imageApi) : null,
    log: app.log,
  });
  const imageProvider = deps.imageProvider ?? imageEngine;
  if (!deps.imageProvider) {
    app.addHook("onListen", async () => {
      illustrator.warmUp().catch((error: unknown) => app.log.warn({ err: error }, "warm-up"));
    });
  }
  const faceSwap = createFaceSwapper({ db, media, log: app.log });
  const galleries = await keptUntilChanged<GalleryPage>(changes, {
    maxSize: KEPT_GALLERY_BYTES,
    sizeOf: (gallery) => gallery.json.length,
    forgetOn: { [CHANGE_CHANNELS.gallery]: "answer" },
  });
  const images = createImageService({
    db,
    media,
    trial,
    usage,
    imageProvider,
    faceSwap,
    galleries,
  });
  // Once listening (the health check waits for none of it), so the first picture is as quick as
  // the rest.
  app.addHook("onListen", async () => {
    Promise.all([sessionStore.warmUp(), images.warmUp()]).catch((error: unknown) =>
      app.log.warn({ err: error }, "database warm-up"),
    );
  });

  await app.register(healthRoutes, { db });
  await app.register(trialRoutes, { trial });
  await app.register(imageRoutes, {
    images,
    generationsPerMinute: config.generationsPerMinute,
    engineInfo: async (owner) => imageEngine.info(await outsideEnginesAllowedFor(db, owner)),
    languageOf: (request) => requestLanguage(db, request),
  });
  await app.register(animatedImageRoutes, { deps: { db, media } });
  await app.register(diaryRoutes, { diary: createDiaryService({ db, media }) });
  const stories = createStoryService({
    db,
    media,
    imageProvider,
    usage,
    faceSwap,
    now,
    log: app.log,
    textApi: config.textApi,
    trialLimits: {
      storiesPerVisitor: config.trialStories,
      storiesPerAddressPerDay: config.trialStoriesPerAddressPerDay,
    },
  });
  // Printed books: a queue of their own on book threads of their own (DESIGN decision 26).
  const isOnlyProcess = jobs.kind === "in-process";
  const books = createBookPrintQueue(
    {
      db,
      press: createBookPress(),
      now,
      log: app.log,
      isOnlyProcess,
      checkPrintable: refuseUnprintable,
    },
    isOnlyProcess ? { pollMs: 0 } : {},
  );
  app.addHook("onReady", async () => books.start());
  app.addHook("onClose", async () => books.stop());
  await app.register(storyRoutes, {
    stories,
    books,
    generationsPerMinute: config.generationsPerMinute,
    languageOf: (request) => requestLanguage(db, request),
  });
  await app.register(storyRecordingRoutes, {
    recordings: createStoryRecordingService({ db, media, now }),
  });
  const mail = queuedMail(
    {
      provider:
        deps.mailProvider ?? createMailProvider(config, { now, log: (line) => app.log.info(line) }),
      queue: jobs,
      db,
    },
    deps.mailRetry,
  );
  const limiter = createRateLimiter({ db, now });
  const hashIdentity = identityHasher(config.sessionSecret);
  const auth: AuthDeps = { db, mail, now, limiter, hashIdentity, log: app.log };
  await app.register(authRoutes, {
    auth,
    publicUrl: config.publicUrl,
    listen: { host: config.host, port: config.port },
  });
  await app.register(settingsRoutes, { settings: { db, now } });
  await app.register(accountRoutes, { account: { db, media, now, hashIdentity } });
  await app.register(facePhotoRoutes, {
    facePhotos: createFacePhotoService({ db, media, now }),
  });
  await app.register(supportRoutes, { support: { db, limiter, now }, site: config.site });
  await app.register(adminRoutes, {
    deps: { db, limiter, now, admin: config.admin, costs: config.costs },
  });
  await app.register(messageRoutes, { messages: { db, media, limiter, now } });
  await app.register(familyRoutes, { deps: { db, media, limiter, now, hashIdentity } });
  await app.register(subscriptionRoutes, { usage, subscription: { db, now } });
  await app.register(contactRoutes, { contacts: { db, now } });
  await app.register(greetingCardRoutes, {
    cards: {
      db,
      mail,
      now,
      log: app.log,
      linkBase: config.publicUrl ?? `http://localhost:${config.port}`,
    },
  });
  const payments = createPaymentService({
    db,
    now,
    log: app.log,
    provider: deps.paymentProvider ?? createPaymentProvider(config.payments),
  });
  await app.register(paymentRoutes, {
    payments,
    publicConfig:
      config.payments.provider === "paypal"
        ? { provider: "paypal", clientId: config.payments.clientId, currency: PAYMENT_CURRENCY }
        : { provider: "demo", currency: PAYMENT_CURRENCY },
  });
  const builtinMusic = createBuiltinMusicProvider(BUILTIN_TUNE_PATH);
  await app.register(soundEffectRoutes, {
    music: config.freesound
      ? createFreesoundMusicProvider({
          config: config.freesound,
          fallback: builtinMusic,
          log: app.log,
        })
      : builtinMusic,
    builtinMusic,
    mayUseOutsideEngine: (owner) => outsideEnginesAllowedFor(db, owner),
    builtinTune: memoize(renderBuiltinTune),
  });
  await serveMedia(app, media);
  await serveWebApp(app, config.webDir);

  runBackgroundWork(app, {
    queue: jobs,
    jobs: periodicJobs(
      {
        db,
        media,
        sessions: sessionStore,
        limiter,
        stories,
        books,
        outboxDir: config.outboxDir,
        now,
      },
      app.log,
    ),
    // Closed once the queue's last jobs are done.
    closeAfter: [() => mail.close(), async () => (media.kind === "s3" ? media.close() : undefined)],
  });
  return app;
}
