import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { projectRoot } from "../config";
import { createPgliteTemplate, openDatabase } from "./client";
import { rawRows } from "./raw-rows";

const root = mkdtempSync(path.join(tmpdir(), "doodle-dino-client-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("opens a new data folder from the set-up template, migrated, with small shared buffers", async () => {
  const template = path.join(root, "template");
  await createPgliteTemplate(template);

  const database = await openDatabase({
    pgliteDir: path.join(root, "data", "db"),
    pgliteTemplateDir: template,
  });
  try {
    const [buffers] = await rawRows<{ shared_buffers: string }>(
      database.db,
      sql`show shared_buffers`,
    );
    expect(buffers?.shared_buffers).toBe("16MB");
    const [applied] = await rawRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(
      readFileSync(path.join(projectRoot(), "drizzle", "meta", "_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    expect(applied?.count).toBe(journal.entries.length);
  } finally {
    await database.close();
  }
}, 60_000);
