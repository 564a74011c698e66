import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySession from "@fastify/session";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { healthRoutes } from "./health/routes";
import { createImageService } from "./images/image-service";
import { imageRoutes } from "./images/routes";
import { installErrorHandler } from "./lib/error-handler";
import { installSecurityHeaders } from "./lib/security-headers";
import { serveMedia, serveWebApp } from "./lib/web-app";
import { createMediaStore } from "./media/media-store";
import type { ImageProvider } from "./providers/images/image-provider";
import { createBuiltinIllustrator } from "./providers/images/builtin-illustrator";
import { DatabaseSessionStore } from "./sessions/database-session-store";
import { soundEffectRoutes } from "./sound-effects/routes";
import { createTrialService } from "./trial/trial-service";
import { trialRoutes } from "./trial/routes";

const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Engines; the built-in defaults when absent. */
  imageProvider?: ImageProvider;
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
    disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await installSecurityHeaders(app);
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
    cookieName: "dd.sid",
    store: sessionStore,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: SESSION_MAX_AGE_MS, path: "/" },
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
  const images = createImageService({
    db,
    media,
    trial,
    imageProvider: deps.imageProvider ?? createBuiltinIllustrator(),
  });

  await app.register(healthRoutes, { db });
  await app.register(trialRoutes, { trial });
  await app.register(imageRoutes, { images });
  await app.register(soundEffectRoutes);
  await serveMedia(app, config.mediaDir);
  await serveWebApp(app, config.webDir);

  const sweep = setInterval(() => void sessionStore.sweepExpired().catch(() => {}), 60 * 60 * 1000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
  return app;
}
