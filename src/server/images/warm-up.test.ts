import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { generatedImages, sessions, trialAddressUsage, visitorTrials } from "../db/schema";
import { createMediaStore } from "../media/media-store";
import { DatabaseSessionStore } from "../sessions/database-session-store";
import { createUsageService } from "../subscription/usage-service";
import { createTestApp, type TestApp } from "../test/test-app";
import { createTrialService } from "../trial/trial-service";
import { createImageService } from "./image-service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsIn = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]?.n;

it("rehearses a picture's database work and the session lookup, and leaves nothing behind", async () => {
  const now = () => new Date();
  const trial = createTrialService({
    db: t.db,
    now,
    limits: { imagesPerVisitor: 1, imagesPerAddressPerDay: 1 },
  });
  const images = createImageService({
    db: t.db,
    media: await createMediaStore(t.config.mediaDir),
    trial,
    usage: createUsageService({ db: t.db, now }),
    imageProvider: {
      name: "never",
      generate: () => Promise.reject(new Error("a warm-up draws nothing")),
    },
  });

  await images.warmUp();
  await new DatabaseSessionStore(t.db, now).warmUp();

  expect(await rowsIn(generatedImages)).toBe(0);
  expect(await rowsIn(visitorTrials)).toBe(0);
  expect(await rowsIn(sessions)).toBe(0);
  expect(await rowsIn(trialAddressUsage)).toBe(0);
});
