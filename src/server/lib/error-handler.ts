import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error";

const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "The request body is empty." },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "That is too much to send at once." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Please send the request as JSON." },
};

/** Every failure answers `{message}` a person can read; no stack trace leaves the server. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...(error.title ? { title: error.title } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const message = issue?.message ?? "The request is not valid.";
      return reply.code(400).send({ message, ...(field ? { details: field } : {}) });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });
    if (error instanceof SyntaxError || error.code === "FST_ERR_VALIDATION") {
      return reply.code(400).send({ message: "The request is not valid." });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(500)
      .send({ message: "Something went wrong on our side. Please try again in a moment." });
  });
}
