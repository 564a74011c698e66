import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { OpenAiImageConfig } from "./providers/images/openai-image-provider";
import type { S3Config } from "./media/s3-media-store";
import type { FreesoundConfig } from "./providers/music/freesound-music-provider";
import { PAYPAL_API_BASES } from "./providers/payments/paypal-api-bases";
import {
  DEFAULT_TRIAL_IMAGES,
  DEFAULT_TRIAL_STORIES,
  TRIAL_SESSIONS_PER_ADDRESS_PER_DAY,
} from "../shared/limits";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const ZEnvironment = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z
    .string()
    .trim()
    .min(1)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  TRIAL_IMAGES: z.coerce.number().int().min(0).max(100).default(DEFAULT_TRIAL_IMAGES),
  TRIAL_STORIES: z.coerce.number().int().min(0).max(20).default(DEFAULT_TRIAL_STORIES),
  GENERATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: booleanFlag,
  WEB_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "SMTP_URL must look like smtp://user:pass@host:587 or smtps://…")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("Doodle Dino <hello@doodledino.local>"),
  PAYPAL_CLIENT_ID: z.string().trim().optional(),
  PAYPAL_CLIENT_SECRET: z.string().trim().optional(),
  PAYPAL_ENV: z.enum(["sandbox", "live"]).default("sandbox"),
  PAYPAL_API_BASE: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ADMIN_USERNAME: z.string().trim().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  COST_PER_IMAGE_USD: z.coerce.number().min(0).max(100).default(0.04),
  COST_PER_STORY_USD: z.coerce.number().min(0).max(100).default(0.2),
  COMPANY_NAME: z.string().trim().min(1).default("Doodle Dino"),
  SUPPORT_PHONE: z.string().trim().optional(),
  SUPPORT_ADDRESS: z.string().trim().optional(),
  TEXT_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  TEXT_API_KEY: z.string().trim().optional(),
  TEXT_MODEL: z.string().trim().optional(),
  IMAGE_ENGINE: z.enum(["builtin", "api", "auto"]).default("builtin"),
  IMAGE_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  IMAGE_API_KEY: z.string().trim().optional(),
  IMAGE_MODEL: z.string().trim().optional(),
  IMAGE_API_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(90),
  FREESOUND_API_KEY: z.string().trim().optional(),
  FREESOUND_API_URL: z.string().url().default("https://freesound.org/apiv2"),
  MEDIA_STORE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  // Path-style addressing (endpoint/bucket/key) unless turned off: every compatible server has it.
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => value !== "false" && value !== "0"),
});

export interface Config {
  port: number;
  /** Where to listen: HOST, else 127.0.0.1 without a mail server (see defaultListenHost). */
  host: string;
  dataDir: string;
  /** The media folder (`DATA_DIR/media`): where media is kept unless MEDIA_STORE=s3. */
  mediaDir: string;
  media: MediaConfig;
  /** A PostgreSQL server; the embedded PGlite in `DATA_DIR/db` when absent. */
  databaseUrl: string | undefined;
  sessionSecret: string;
  trialImages: number;
  /** Picture requests one address may send a minute (a brake on scripts, not a quota). */
  generationsPerMinute: number;
  /** Visitor pictures one address may make in a UTC day, whatever its cookies say. */
  trialImagesPerAddressPerDay: number;
  /** Stories a visitor may make without an account, and per address and UTC day. */
  trialStories: number;
  trialStoriesPerAddressPerDay: number;
  /** An OpenAI-compatible chat engine for smoothing stories; the built-in smoother when null. */
  textApi: { url: string; apiKey: string; model: string } | null;
  /** An OpenAI-compatible image model drawing new pictures; the built-in illustrator when null. */
  imageApi: OpenAiImageConfig | null;
  /** Freesound's text search for the overlay's music; the built-in tune when null. */
  freesound: FreesoundConfig | null;
  publicUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  /** The built web app; served when present. */
  webDir: string;
  /** An SMTP server for mail; mail goes to the outbox folder (`DATA_DIR/outbox`) when absent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** PayPal Orders v2 when both credentials are set; the demo checkout otherwise. */
  payments: PaymentsConfig;
  /** The admin console's sign-in; the console answers 503 until both are set. */
  admin: { username: string; password: string } | null;
  /** What an external engine charges, for the admin cost analysis (US dollars). */
  costs: { perImageUsd: number; perStoryUsd: number };
  /** Who runs the service, shown in the contact page's footer. */
  /** Phone and address are shown only once configured: never an invented one. */
  site: { companyName: string; supportPhone: string | null; supportAddress: string | null };
}

export type MediaConfig = { store: "local"; folder: string } | { store: "s3"; s3: S3Config };

export type PaymentsConfig =
  | { provider: "demo" }
  | {
      provider: "paypal";
      clientId: string;
      clientSecret: string;
      environment: "sandbox" | "live";
      /** PayPal's REST API (the environment's, unless PAYPAL_API_BASE points elsewhere). */
      apiBase: string;
    };

/** Reads and validates the environment once. Throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvironment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const values = parsed.data;
  if (values.SMTP_URL && !values.PUBLIC_URL) {
    // Links in real mail must not follow the request's Host header, which a caller can forge.
    throw new Error("Invalid configuration:\n  PUBLIC_URL: needed when SMTP_URL is set");
  }
  if (Boolean(values.PAYPAL_CLIENT_ID) !== Boolean(values.PAYPAL_CLIENT_SECRET)) {
    throw new Error(
      "Invalid configuration:\n  PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both, or neither for the demo checkout",
    );
  }
  const textApiSet = [values.TEXT_API_URL, values.TEXT_API_KEY, values.TEXT_MODEL].filter(Boolean);
  if (textApiSet.length !== 0 && textApiSet.length !== 3) {
    throw new Error(
      "Invalid configuration:\n  TEXT_API_URL, TEXT_API_KEY and TEXT_MODEL: set all three, or none for the built-in smoother",
    );
  }
  const imageApiSet = [values.IMAGE_API_URL, values.IMAGE_API_KEY, values.IMAGE_MODEL].filter(
    Boolean,
  );
  if (imageApiSet.length !== 0 && imageApiSet.length !== 3) {
    throw new Error(
      "Invalid configuration:\n  IMAGE_API_URL, IMAGE_API_KEY and IMAGE_MODEL: set all three, or none for the built-in illustrator",
    );
  }
  const hasImageApi = imageApiSet.length === 3;
  if (values.IMAGE_ENGINE === "api" && !hasImageApi) {
    throw new Error(
      "Invalid configuration:\n  IMAGE_ENGINE=api needs IMAGE_API_URL, IMAGE_API_KEY and IMAGE_MODEL (or use auto or builtin)",
    );
  }
  const s3 = values.MEDIA_STORE === "s3" ? s3ConfigOf(values) : null;
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: values.PORT,
    host: values.HOST ?? defaultListenHost(values.SMTP_URL),
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    media: s3 ? { store: "s3", s3 } : { store: "local", folder: path.join(dataDir, "media") },
    databaseUrl: values.DATABASE_URL,
    sessionSecret: values.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    trialImages: values.TRIAL_IMAGES,
    generationsPerMinute: values.GENERATIONS_PER_MINUTE,
    trialImagesPerAddressPerDay: values.TRIAL_IMAGES * TRIAL_SESSIONS_PER_ADDRESS_PER_DAY,
    trialStories: values.TRIAL_STORIES,
    trialStoriesPerAddressPerDay: values.TRIAL_STORIES * TRIAL_SESSIONS_PER_ADDRESS_PER_DAY,
    textApi:
      values.TEXT_API_URL && values.TEXT_API_KEY && values.TEXT_MODEL
        ? { url: values.TEXT_API_URL, apiKey: values.TEXT_API_KEY, model: values.TEXT_MODEL }
        : null,
    imageApi:
      values.IMAGE_ENGINE !== "builtin" &&
      values.IMAGE_API_URL &&
      values.IMAGE_API_KEY &&
      values.IMAGE_MODEL
        ? {
            url: values.IMAGE_API_URL,
            apiKey: values.IMAGE_API_KEY,
            model: values.IMAGE_MODEL,
            timeoutMs: values.IMAGE_API_TIMEOUT_SECONDS * 1000,
          }
        : null,
    freesound: values.FREESOUND_API_KEY
      ? { url: values.FREESOUND_API_URL, apiKey: values.FREESOUND_API_KEY }
      : null,
    publicUrl: values.PUBLIC_URL,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    webDir: values.WEB_DIR ? path.resolve(values.WEB_DIR) : path.resolve(projectRoot(), "dist/web"),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    outboxDir: path.join(dataDir, "outbox"),
    payments:
      values.PAYPAL_CLIENT_ID && values.PAYPAL_CLIENT_SECRET
        ? {
            provider: "paypal",
            clientId: values.PAYPAL_CLIENT_ID,
            clientSecret: values.PAYPAL_CLIENT_SECRET,
            environment: values.PAYPAL_ENV,
            apiBase: (values.PAYPAL_API_BASE ?? PAYPAL_API_BASES[values.PAYPAL_ENV]).replace(
              /\/+$/,
              "",
            ),
          }
        : { provider: "demo" },
    admin:
      values.ADMIN_USERNAME && values.ADMIN_PASSWORD
        ? { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD }
        : null,
    costs: { perImageUsd: values.COST_PER_IMAGE_USD, perStoryUsd: values.COST_PER_STORY_USD },
    site: {
      companyName: values.COMPANY_NAME,
      supportPhone: values.SUPPORT_PHONE || null,
      supportAddress: values.SUPPORT_ADDRESS || null,
    },
  };
}

function s3ConfigOf(values: z.infer<typeof ZEnvironment>): S3Config {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      "Invalid configuration:\n  MEDIA_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a server other than Amazon's)",
    );
  }
  return {
    endpoint: values.S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: values.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

/**
 * DESIGN decision 4: with no mail server, the sign-up and reset links can only reach a person
 * through this machine, so by default nobody else can reach the server either. With SMTP the
 * links go by mail and the server listens on every interface.
 */
export const defaultListenHost = (smtpUrl: string | undefined) =>
  smtpUrl ? "0.0.0.0" : "127.0.0.1";

/** A secret made once per installation, so sessions survive restarts. */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The folder holding package.json, from src/server (tests) or dist/server (built). */
export function projectRoot(): string {
  let dir = path.dirname(new URL(import.meta.url).pathname);
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project root (package.json)");
    dir = parent;
  }
  return dir;
}
