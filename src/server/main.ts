import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startupNotice } from "./startup-notice";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  const app = await buildApp({ config, db: database.db });
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
  const notice = startupNotice(config);
  if (notice) app.log[notice.level](notice.message);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
