import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createBuiltinIllustrator } from "../providers/images/builtin-illustrator";
import type { ImageProvider } from "../providers/images/image-provider";
import { createSignedInUser, type Send } from "../test/account-factory";
import { browser, createTestApp, resetTestApp, type TestApp } from "../test/test-app";
import { createUsageService } from "./usage-service";

let t: TestApp;
/** The app's time when a test sets it, else the real time. */
let clock: Date | undefined;
const flaky = flakyIllustrator();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date(), imageProvider: flaky.provider });
});
afterEach(async () => {
  clock = undefined;
  flaky.control.isFailing = false;
  await resetTestApp(t);
});
afterAll(() => t.close());

const makePicture = (send: Send, description = "a happy dog") =>
  send({ method: "POST", url: "/api/images/generate", payload: { description } });
const usageOf = async (send: Send) =>
  (await send({ method: "GET", url: "/api/subscription/usage" })).json() as Record<string, unknown>;

/** The built-in illustrator, failing on demand. */
function flakyIllustrator() {
  const real = createBuiltinIllustrator();
  const control = { isFailing: false };
  const provider: ImageProvider = {
    name: real.name,
    generate: (description, options) =>
      control.isFailing
        ? Promise.reject(new Error("engine down"))
        : real.generate(description, options),
  };
  return { provider, control };
}

describe("monthly plan usage", () => {
  it("answers 401 to a visitor", async () => {
    const response = await browser(t.app)({ method: "GET", url: "/api/subscription/usage" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Please sign in first." });
  });

  it("lets a free user make 5 pictures a month and refuses the 6th with the way to upgrade", async () => {
    const { send } = await createSignedInUser(t);
    expect(await usageOf(send)).toEqual({
      imagesUsed: 0,
      imagesLimit: 5,
      storiesUsed: 0,
      storiesLimit: 1,
      canUseFaceSwap: false,
    });
    for (let made = 1; made <= 5; made++) expect((await makePicture(send)).statusCode).toBe(201);
    const sixth = await makePicture(send);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({
      title: "Monthly picture limit reached",
      message:
        "You've made all 5 pictures of your Free plan this month. Upgrade to Premium for 300 pictures a month!",
    });
    expect(await usageOf(send)).toMatchObject({ imagesUsed: 5, imagesLimit: 5 });
    expect((await send({ method: "GET", url: "/api/auth/user" })).json()).toMatchObject({
      monthlyImagesUsed: 5,
    });
  });

  it("never counts a failed generation", async () => {
    const { send } = await createSignedInUser(t);
    expect((await makePicture(send)).statusCode).toBe(201);
    flaky.control.isFailing = true;
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await makePicture(send)).statusCode).toBe(500);
    }
    expect(await usageOf(send)).toMatchObject({ imagesUsed: 1 });
    flaky.control.isFailing = false;
    expect((await makePicture(send)).statusCode).toBe(201);
    expect(await usageOf(send)).toMatchObject({ imagesUsed: 2 });
  });

  it("never lets two racing requests both take the last free picture", async () => {
    const { send } = await createSignedInUser(t);
    for (let made = 1; made <= 4; made++) expect((await makePicture(send)).statusCode).toBe(201);
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, index) => makePicture(send, `racing cat number ${index}`)),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([
      201, 403, 403, 403, 403, 403,
    ]);
    expect(await usageOf(send)).toMatchObject({ imagesUsed: 5 });
    expect((await send({ method: "GET", url: "/api/images" })).json()).toHaveLength(5);
  });

  it("starts again at the first use in a new UTC calendar month", async () => {
    clock = new Date("2026-01-31T23:58:00Z");
    const { send, user } = await createSignedInUser(t);
    for (let made = 1; made <= 5; made++) expect((await makePicture(send)).statusCode).toBe(201);
    expect((await makePicture(send)).statusCode).toBe(403);

    clock = new Date("2026-02-01T00:00:01Z");
    expect(await usageOf(send)).toMatchObject({ imagesUsed: 0, imagesLimit: 5 });
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(before?.monthlyImagesUsed).toBe(5); // nothing written until the first use
    expect((await makePicture(send)).statusCode).toBe(201);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ monthlyImagesUsed: 1, lastUsageReset: clock });
    expect(await usageOf(send)).toMatchObject({ imagesUsed: 1 });
  });

  it("counts stories against their own limit and gives a refunded one back", async () => {
    const { user } = await createSignedInUser(t);
    const usage = createUsageService({ db: t.db, now: () => new Date() });
    const story = await usage.reserve(user.id, "stories");
    await expect(usage.reserve(user.id, "stories")).rejects.toMatchObject({
      statusCode: 403,
      title: "Monthly story limit reached",
      message:
        "You've made all 1 story of your Free plan this month. Upgrade to Premium for 30 stories a month!",
    });
    await usage.refund(story);
    await expect(usage.reserve(user.id, "stories")).resolves.toMatchObject({ kind: "stories" });
    expect(await usage.getUsage(user.id)).toMatchObject({ storiesUsed: 1, imagesUsed: 0 });
  });

  it("does not let a refund from last month lower this month's count", async () => {
    let serviceClock = new Date("2026-04-30T23:59:59Z");
    const { user } = await createSignedInUser(t);
    const usage = createUsageService({ db: t.db, now: () => serviceClock });
    const april = await usage.reserve(user.id, "images");
    serviceClock = new Date("2026-05-01T00:00:05Z");
    await usage.reserve(user.id, "images");
    await usage.refund(april);
    expect(await usage.getUsage(user.id)).toMatchObject({ imagesUsed: 1 });
  });
});
