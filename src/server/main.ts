import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { loadConfig, projectRoot, type Config } from "./config";
import { openDatabase, PGLITE_TEMPLATE_DIR, type Database } from "./db/client";
import { analyzeChangedTables, STATISTICS_CHECK_INTERVAL_MS } from "./db/refresh-statistics";
import { startupNotice } from "./startup-notice";

async function main(): Promise<void> {
  const config = loadConfig();
  // The database starts (its engine compiles on other threads) while the app's modules load.
  const [database, { buildApp }] = await Promise.all([
    openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, "db"),
      pgliteTemplateDir: path.join(projectRoot(), PGLITE_TEMPLATE_DIR),
    }),
    import("./app"),
  ]);
  const app = await buildApp({ config, db: database.db, changes: database.changes });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown());
  process.once("SIGTERM", () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Doodle Dino is ready on http://localhost:${config.port} (database: ${database.kind}, data: ${config.dataDir})`,
  );
  app.log.info(enginesInUse(config));
  const notice = startupNotice(config);
  if (notice) app.log[notice.level](notice.message);
  if (database.kind === "pglite") keepStatisticsFresh(database.db, app.log);
}

/** The embedded database has no autovacuum: refresh its planner statistics now and then. */
function keepStatisticsFresh(db: Database, log: FastifyBaseLogger): void {
  const refresh = () =>
    void analyzeChangedTables(db).catch((error: unknown) =>
      log.error({ err: error }, "refreshing planner statistics"),
    );
  refresh();
  setInterval(refresh, STATISTICS_CHECK_INTERVAL_MS).unref();
}

/** Which engines draw pictures and find music, so an operator sees the configuration took. */
function enginesInUse(config: Config): string {
  const pictures = config.imageApi
    ? `image model ${config.imageApi.model} (the built-in illustrator when it fails)`
    : "the built-in illustrator";
  const music = config.freesound
    ? "Freesound (the built-in tune when it fails)"
    : "the built-in tune";
  return `Pictures: ${pictures}; music: ${music}`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
