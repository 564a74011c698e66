import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySession from "@fastify/session";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { PAYMENT_CURRENCY } from "../shared/plans";
import { accountRoutes } from "./account/routes";
import { adminRoutes } from "./admin/routes";
import type { AuthDeps } from "./auth/auth-deps";
import { authRoutes } from "./auth/routes";
import { SESSION_COOKIE_NAME } from "./auth/sign-out";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { healthRoutes } from "./health/routes";
import { createImageService } from "./images/image-service";
import { imageRoutes } from "./images/routes";
import { installErrorHandler } from "./lib/error-handler";
import { memoize } from "./lib/memoize";
import { createRateLimiter } from "./lib/rate-limiter";
import { installSecurityHeaders } from "./lib/security-headers";
import { serveMedia, serveWebApp } from "./lib/web-app";
import { createMediaStore } from "./media/media-store";
import type { ImageProvider } from "./providers/images/image-provider";
import { createMailProvider } from "./providers/mail/create-mail-provider";
import type { MailProvider } from "./providers/mail/mail-provider";
import { createBuiltinIllustrator } from "./providers/images/builtin-illustrator";
import { createBuiltinMusicProvider } from "./providers/music/builtin-music-provider";
import { renderBuiltinTune } from "./providers/music/builtin-tune";
import { createPaymentService } from "./payments/payment-service";
import { paymentRoutes } from "./payments/routes";
import { createPaymentProvider } from "./providers/payments/create-payment-provider";
import type { PaymentProvider } from "./providers/payments/payment-provider";
import { DatabaseSessionStore } from "./sessions/database-session-store";
import { settingsRoutes } from "./settings/routes";
import { supportRoutes } from "./support/routes";
import { BUILTIN_TUNE_PATH, soundEffectRoutes } from "./sound-effects/routes";
import { endExpiredPlans } from "./subscription/end-expired-plans";
import { subscriptionRoutes } from "./subscription/routes";
import { createUsageService } from "./subscription/usage-service";
import { createTrialService } from "./trial/trial-service";
import { trialRoutes } from "./trial/routes";

const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Paid plans past their end date fall back to free at the latest this long after it. */
const PLAN_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Engines; the built-in defaults when absent. */
  imageProvider?: ImageProvider;
  mailProvider?: MailProvider;
  paymentProvider?: PaymentProvider;
  now?: () => Date;
}

/** Builds the whole HTTP app around its dependencies; `main.ts` starts it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await installSecurityHeaders(app, { allowPayPal: config.payments.provider === "paypal" });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Whoa, that's a lot of requests! Please wait ${context.after} and try again.`,
    }),
  });
  await app.register(fastifyCookie);
  const sessionStore = new DatabaseSessionStore(db, now);
  await app.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: SESSION_COOKIE_NAME,
    store: sessionStore,
    saveUninitialized: false,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: "auto",
      maxAge: SESSION_MAX_AGE_MS,
      path: "/",
    },
  });

  const media = await createMediaStore(config.mediaDir);
  const trial = createTrialService({
    db,
    now,
    limits: {
      imagesPerVisitor: config.trialImages,
      imagesPerAddressPerDay: config.trialImagesPerAddressPerDay,
    },
  });
  const usage = createUsageService({ db, now });
  const images = createImageService({
    db,
    media,
    trial,
    usage,
    imageProvider: deps.imageProvider ?? createBuiltinIllustrator(),
  });

  await app.register(healthRoutes, { db });
  await app.register(trialRoutes, { trial });
  await app.register(imageRoutes, { images, generationsPerMinute: config.generationsPerMinute });
  const mail =
    deps.mailProvider ?? createMailProvider(config, { now, log: (line) => app.log.info(line) });
  app.addHook("onClose", async () => {
    await mail.close();
  });
  const limiter = createRateLimiter({ db, now });
  const auth: AuthDeps = { db, mail, now, limiter, log: app.log };
  await app.register(authRoutes, { auth, publicUrl: config.publicUrl });
  await app.register(settingsRoutes, { settings: { db, now } });
  await app.register(accountRoutes, { account: { db, media, now } });
  await app.register(supportRoutes, { support: { db, limiter, now }, site: config.site });
  await app.register(adminRoutes, {
    deps: { db, limiter, now, admin: config.admin, costs: config.costs },
  });
  await app.register(subscriptionRoutes, { usage, subscription: { db, now } });
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
  await app.register(soundEffectRoutes, {
    music: createBuiltinMusicProvider(BUILTIN_TUNE_PATH),
    builtinTune: memoize(renderBuiltinTune),
  });
  await serveMedia(app, config.mediaDir);
  await serveWebApp(app, config.webDir);

  const sweep = setInterval(() => void sessionStore.sweepExpired().catch(() => {}), 60 * 60 * 1000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  const planSweep = setInterval(() => {
    endExpiredPlans(db, now()).catch((error: unknown) =>
      app.log.error({ err: error }, "plan sweep"),
    );
  }, PLAN_SWEEP_INTERVAL_MS);
  planSweep.unref();
  app.addHook("onClose", async () => clearInterval(planSweep));
  return app;
}
