import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertPictures, insertUser } from "../test/admin-factory";
import { createTestApp, type TestApp } from "../test/test-app";
import { rawRows } from "./raw-rows";
import { analyzeChangedTables } from "./refresh-statistics";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("analyses the tables that grew and leaves the others until they do", async () => {
  await analyzeChangedTables(t.db);
  const userId = await insertUser(t.db, {
    username: "statistics",
    createdAt: "2026-01-01T00:00:00Z",
  });
  const times = Array.from({ length: 120 }, (_, minute) =>
    new Date(Date.UTC(2026, 0, 1, 1, minute)).toISOString(),
  );
  await insertPictures(t.db, { userId }, times);
  // Counters reach the statistics views when a transaction ends; PostgreSQL may take a moment.
  await t.db.execute(sql`select pg_stat_force_next_flush()`);

  expect(await analyzeChangedTables(t.db)).toContain("generated_images");
  const [analysed] = await rawRows<{ reltuples: number }>(
    t.db,
    sql`select reltuples from pg_class where relname = 'generated_images'`,
  );
  expect(Number(analysed?.reltuples)).toBe(120);
  expect(await analyzeChangedTables(t.db)).not.toContain("generated_images");
});
