import { count, eq } from "drizzle-orm";
import { readdirSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { generatedImages, users } from "../db/schema";
import { createMediaStore } from "../media/media-store";
import { createBuiltinIllustrator } from "../providers/images/builtin-illustrator";
import type { GeneratedPicture, ImageProvider } from "../providers/images/image-provider";
import {
  createPooledIllustrator,
  DRAWING_BUSY_MESSAGE,
} from "../providers/images/pooled-illustrator";
import { createUsageService } from "../subscription/usage-service";
import { createSignedInUser, type Send } from "../test/account-factory";
import {
  browser,
  createTestApp,
  prepareTestDatabase,
  resetTestApp,
  type TestApp,
} from "../test/test-app";
import { createTrialService } from "../trial/trial-service";
import { createImageService } from "./image-service";

let drawn: GeneratedPicture;
/** The file's app draws with `quick`; a test holds its drawings back through `quick.control`. */
const quick = quickProvider();
let t: TestApp;
beforeAll(prepareTestDatabase);
beforeAll(async () => {
  drawn = await createBuiltinIllustrator().generate("a happy dog");
  t = await createTestApp({ imageProvider: quick.provider });
});
afterEach(async () => {
  quick.control.release();
  quick.control.isHolding = false;
  await resetTestApp(t);
});
afterAll(() => t.close());

const makePicture = (send: Send, description = "a happy dog") =>
  send({ method: "POST", url: "/api/images/generate", payload: { description } });
const imagesUsedOf = async (send: Send) =>
  ((await send({ method: "GET", url: "/api/subscription/usage" })).json() as { imagesUsed: number })
    .imagesUsed;
const trialUsedOf = async (send: Send) =>
  ((await send({ method: "GET", url: "/api/trial" })).json() as { trialImagesUsed: number })
    .trialImagesUsed;
const storedPictures = async (db: Database) =>
  (await db.select({ n: count() }).from(generatedImages))[0]?.n ?? 0;
const mediaFiles = (app: TestApp) => readdirSync(app.config.mediaDir);

/** A ready picture after `delayMs` (or when `release` is called, if held). */
function quickProvider(delayMs = 20) {
  const held: Array<() => void> = [];
  const control = { isHolding: false, release: () => held.splice(0).forEach((go) => go()) };
  const provider: ImageProvider = {
    name: "quick",
    generate: () =>
      new Promise((resolve) => {
        const go = () => resolve({ ...drawn, detectedObjects: [...drawn.detectedObjects] });
        if (control.isHolding) held.push(go);
        else setTimeout(go, delayMs);
      }),
  };
  return { provider, control };
}

/** The database, except that storing a picture's row fails: the power goes after the charge. */
function failingToStorePictures(db: Database): Database {
  const inTransaction = (tx: Database) =>
    new Proxy(tx, {
      get(target, property) {
        if (property === "insert") {
          return (table: unknown) => {
            if (table === generatedImages) throw new Error("power cut while storing");
            return target.insert(table as typeof generatedImages);
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(db, {
    get(target, property) {
      if (property === "transaction") {
        return (run: (tx: Database) => Promise<unknown>) =>
          target.transaction((tx) => run(inTransaction(tx as unknown as Database)));
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("a crash between taking the allowance and storing the picture", () => {
  it("spends neither the plan's pictures, the visitor trial nor the address's day, and leaves no file", async () => {
    const { user } = await createSignedInUser(t);
    const now = () => new Date();
    const trial = createTrialService({
      db: t.db,
      now,
      limits: { imagesPerVisitor: 3, imagesPerAddressPerDay: 9 },
    });
    const usage = createUsageService({ db: t.db, now });
    const media = await createMediaStore(t.config.mediaDir);
    const deadProcessRefundsNothing = () => Promise.reject(new Error("no refund after a crash"));
    const images = createImageService({
      db: failingToStorePictures(t.db),
      media,
      trial: { ...trial, refund: deadProcessRefundsNothing },
      usage,
      imageProvider: quick.provider,
    });

    await expect(
      images.generate({ kind: "user", userId: user.id }, "a cat", "::1"),
    ).rejects.toThrow("power cut");
    const visitor = { visitorId: "visitor-after-the-crash", ipAddress: "192.0.2.44" };
    await expect(
      images.generate(
        { kind: "visitor", visitorId: visitor.visitorId },
        "a cat",
        visitor.ipAddress,
      ),
    ).rejects.toThrow("power cut");

    expect(await usage.getUsage(user.id)).toMatchObject({ imagesUsed: 0 });
    expect(await trial.getTrial(visitor)).toMatchObject({
      trialImagesUsed: 0,
      remainingTrialImages: 3,
    });
    expect(
      await trial.getTrial({ visitorId: undefined, ipAddress: visitor.ipAddress }),
    ).toMatchObject({ remainingTrialImages: 3 });
    expect(await storedPictures(t.db)).toBe(0);
    expect(mediaFiles(t)).toEqual([]);
  });

  it("spends nothing while a drawing is still in flight, so an abandoned one costs nothing", async () => {
    const { send, user } = await createSignedInUser(t);
    await t.db
      .update(users)
      .set({ monthlyImagesUsed: 4, lastUsageReset: new Date() })
      .where(eq(users.id, user.id));

    quick.control.isHolding = true;
    const abandoned = makePicture(send, "a drawing the server dies during");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await imagesUsedOf(send)).toBe(4);
    quick.control.isHolding = false;
    expect((await makePicture(send, "the last picture of the month")).statusCode).toBe(201);
    expect(await imagesUsedOf(send)).toBe(5);

    // The held drawing finishing late finds the month used up: refused, nothing stored.
    quick.control.release();
    expect((await abandoned).statusCode).toBe(403);
    expect(await imagesUsedOf(send)).toBe(5);
    expect(await storedPictures(t.db)).toBe(1);
    expect(mediaFiles(t)).toHaveLength(2);
  });
});

describe("racing requests at the limit", () => {
  it("never let a platinum family past 600 pictures", async () => {
    const { send, user } = await createSignedInUser(t);
    await t.db
      .update(users)
      .set({ subscriptionPlan: "platinum", monthlyImagesUsed: 598, lastUsageReset: new Date() })
      .where(eq(users.id, user.id));
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, index) => makePicture(send, `racing cat ${index}`)),
    );
    const statuses = racing.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403, 403, 403]);
    expect(await imagesUsedOf(send)).toBe(600);
    expect(await storedPictures(t.db)).toBe(2);
    expect(mediaFiles(t)).toHaveLength(4);
  });

  it("never let one address past its daily trial pictures, whatever its cookies", async () => {
    const address = "192.0.2.61";
    const dayOfTrials = t.config.trialImagesPerAddressPerDay;
    for (let made = 1; made <= dayOfTrials - 2; made++) {
      expect((await makePicture(browser(t.app, address))).statusCode).toBe(201);
    }
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => makePicture(browser(t.app, address))),
    );
    const statuses = racing.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403]);
    expect(await storedPictures(t.db)).toBe(dayOfTrials);
    expect((await makePicture(browser(t.app, address))).statusCode).toBe(403);
  });
});

describe("a server busy drawing", () => {
  // An app of its own: its engine is the real pool, one thread with no queue.
  const pool = createPooledIllustrator({ threads: 1, maxQueued: 0 });
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({ imageProvider: pool });
  });
  afterAll(async () => {
    await busy.close();
    await pool.close();
  });

  it("answers 503 with a readable message past its queue and charges nothing", async () => {
    const send = browser(busy.app, "192.0.2.77");
    expect((await makePicture(send, "a first dog")).statusCode).toBe(201);
    const answers = await Promise.all([
      makePicture(send, "a busy dog"),
      makePicture(send, "a busy cat"),
      makePicture(send, "a busy cow"),
    ]);
    const refused = answers.filter((response) => response.statusCode === 503);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 503, 503]);
    for (const response of refused) {
      expect(response.json()).toMatchObject({ message: DRAWING_BUSY_MESSAGE });
    }
    expect(await trialUsedOf(send)).toBe(2);
  });
});
