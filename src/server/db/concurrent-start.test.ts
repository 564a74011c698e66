import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "../test/test-app";
import { openDatabase } from "./client";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("several processes starting at once on an empty PostgreSQL", () => {
  it("migrate in turn under an advisory lock, and every one starts", async () => {
    // The scratch database waits for the closing connections to leave before it is dropped: a
    // forced drop made a connection still ending report an error after the test had passed.
    const scratch = await createScratchDatabase(serverUrl!);
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: scratch.url })),
      );
      const failures = opened.filter((result) => result.status === "rejected");
      expect(failures.map((failure) => String(failure.reason))).toEqual([]);
      for (const result of opened) if (result.status === "fulfilled") await result.value.close();
    } finally {
      await scratch.drop();
    }
  });
});
