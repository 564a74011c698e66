import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("several processes starting at once on an empty PostgreSQL", () => {
  it("migrate in turn under an advisory lock, and every one starts", async () => {
    const name = `dd_start_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString() })),
      );
      const failures = opened.filter((result) => result.status === "rejected");
      expect(failures.map((failure) => String(failure.reason))).toEqual([]);
      for (const result of opened) if (result.status === "fulfilled") await result.value.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
