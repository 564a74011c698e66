import type { FastifyRequest } from "fastify";

/**
 * What never reaches a log line: passwords and their hashes, tokens and their hashes, e-mail
 * addresses, cookies, credentials and session ids — wherever they sit in a logged object (up to
 * three levels deep) — and the query parameters a database error carries (drizzle puts them in
 * the error's message and stack; PostgreSQL repeats values in `detail`).
 */
const SECRET_FIELDS = [
  "password",
  "confirmPassword",
  "newPassword",
  "passwordHash",
  "pendingPasswordHash",
  "token",
  "tokenHash",
  "emailVerificationToken",
  "emailVerificationBrowser",
  "signUpBrowserKey",
  "passwordResetToken",
  "verificationLink",
  "confirmationLink",
  "email",
  "to",
  "cookie",
  "authorization",
  '"set-cookie"',
  "sid",
  "sessionId",
  "sess",
] as const;

const at = (field: string, prefix: string) =>
  field.startsWith('"') ? `${prefix}[${field}]` : `${prefix}.${field}`;

export const REDACTED = "[redacted]";

/** pino `redact` paths: each secret field at the top and one or two levels down. */
export const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [
  field.startsWith('"') ? `[${field}]` : field,
  at(field, "*"),
  at(field, "*.*"),
]);

/** Error fields that hold query parameters or the values of a refused row. */
const DROPPED_ERROR_FIELDS = new Set(["params", "parameters", "detail", "where", "internalQuery"]);

/** Drizzle's `Failed query: …\nparams: …` keeps the SQL and loses the values. */
const scrubParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, `\nparams: ${REDACTED}`);

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** The `err` serializer: an error's own fields minus its parameters, its causes likewise. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubParams(String(error)), stack: "" };
  }
  const logged: LoggedError = {
    type: error.constructor.name,
    message: scrubParams(error.message),
    stack: scrubParams(error.stack ?? ""),
  };
  for (const [field, value] of Object.entries(error)) {
    if (DROPPED_ERROR_FIELDS.has(field) || field === "cause") continue;
    logged[field] = typeof value === "string" ? scrubParams(value) : value;
  }
  if (error.cause !== undefined) {
    logged.cause = depth < 4 ? serializeError(error.cause, depth + 1) : "…";
  }
  return logged;
}

const SECRET_QUERY = /([?&](?:token|email|password|sid)[^=&]*)=[^&]*/gi;

const scrubUrl = (url: string) => url.replace(SECRET_QUERY, `$1=${REDACTED}`);

/**
 * Fastify's request serializer, with secret query values (a link's token) redacted; a plain
 * object logged under `req` keeps its fields, its `url` scrubbed the same way.
 */
export function serializeRequest(request: FastifyRequest | Record<string, unknown>) {
  if (!("raw" in request)) {
    return typeof request.url === "string" ? { ...request, url: scrubUrl(request.url) } : request;
  }
  const fastifyRequest = request as FastifyRequest;
  return {
    method: fastifyRequest.method,
    url: scrubUrl(fastifyRequest.url),
    host: fastifyRequest.host,
    remoteAddress: fastifyRequest.ip,
  };
}

/** Options for Fastify's pino logger that keep secrets out of every line. */
export function redactingLogger(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
