import type { FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

/**
 * zod checks every request and answer. Given as compiler factories, Fastify never loads its own
 * JSON schema compilers (Ajv and fast-json-stringify, a sixth of the server's start-up time).
 * Fastify's types assume those compilers; these factories only ever hand out zod's.
 */
export const zodSchemaController = {
  compilersFactory: {
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializerCompiler,
  },
} as unknown as NonNullable<FastifyServerOptions["schemaController"]>;
