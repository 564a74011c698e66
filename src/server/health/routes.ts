import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZHealth } from "../../shared/contracts/health";
import type { Database } from "../db/client";

/** Answers once the database is migrated and reachable. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get("/api/health", { schema: { response: { 200: ZHealth } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: "ok" as const };
  });
};
