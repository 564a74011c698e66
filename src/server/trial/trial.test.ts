import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  browser,
  createTestApp,
  prepareTestDatabase,
  resetTestApp,
  type TestApp,
} from "../test/test-app";

/** The app's time when a test sets it, else the real time. */
let clock: Date | undefined;
const now = () => clock ?? new Date();
/** The default trial (3 pictures), and one of a single picture. */
let t: TestApp;
let onePicture: TestApp;
beforeAll(prepareTestDatabase);
beforeAll(async () => {
  t = await createTestApp({ now });
  onePicture = await createTestApp({ env: { TRIAL_IMAGES: "1" }, now });
});
afterEach(async () => {
  clock = undefined;
  await resetTestApp(t);
  await resetTestApp(onePicture);
});
afterAll(async () => {
  await t.close();
  await onePicture.close();
});

const makePicture = (send: ReturnType<typeof browser>, description = "a happy dog") =>
  send({ method: "POST", url: "/api/images/generate", payload: { description } });

describe("the visitor trial", () => {
  it("allows three pictures and refuses the fourth with the spec's words", async () => {
    const send = browser(t.app);
    expect((await send({ method: "GET", url: "/api/trial" })).json()).toEqual({
      trialImagesUsed: 0,
      remainingTrialImages: 3,
      maxTrialImages: 3,
      isTrialExhausted: false,
    });
    for (let made = 1; made <= 3; made++) {
      expect((await makePicture(send)).statusCode).toBe(201);
    }
    const fourth = await makePicture(send);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({
      title: "Trial Complete!",
      message: "Sign up for free to make 5 pictures every month!",
    });
    expect((await send({ method: "GET", url: "/api/trial" })).json()).toEqual({
      trialImagesUsed: 3,
      remainingTrialImages: 0,
      maxTrialImages: 3,
      isTrialExhausted: true,
    });
    expect((await send({ method: "GET", url: "/api/images" })).json()).toHaveLength(3);
  });

  it("follows TRIAL_IMAGES", async () => {
    const send = browser(onePicture.app);
    expect((await makePicture(send)).statusCode).toBe(201);
    expect((await makePicture(send)).statusCode).toBe(403);
  });

  it("is not reset by clearing cookies: one address gets 3 × TRIAL_IMAGES a day", async () => {
    clock = new Date("2026-06-01T12:00:00Z");
    for (let browserNumber = 1; browserNumber <= 3; browserNumber++) {
      const freshCookies = browser(onePicture.app, "192.0.2.10");
      expect((await makePicture(freshCookies)).statusCode).toBe(201);
    }
    const clearedAgain = browser(onePicture.app, "192.0.2.10");
    expect((await clearedAgain({ method: "GET", url: "/api/trial" })).json()).toMatchObject({
      remainingTrialImages: 0,
      isTrialExhausted: true,
    });
    expect((await makePicture(clearedAgain)).statusCode).toBe(403);
    const neighbour = browser(onePicture.app, "192.0.2.11");
    expect((await makePicture(neighbour)).statusCode).toBe(201);
  });

  it("never lets two racing requests both take the last picture", async () => {
    const send = browser(t.app);
    expect((await makePicture(send)).statusCode).toBe(201);
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, index) => makePicture(send, `racing cat number ${index}`)),
    );
    const statuses = racing.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403]);
    expect((await send({ method: "GET", url: "/api/images" })).json()).toHaveLength(3);
  });

  it("starts a new allowance for the address on a new UTC day", async () => {
    clock = new Date("2026-11-21T23:59:00Z");
    for (let index = 0; index < 3; index++) {
      expect((await makePicture(browser(onePicture.app, "192.0.2.20"))).statusCode).toBe(201);
    }
    expect((await makePicture(browser(onePicture.app, "192.0.2.20"))).statusCode).toBe(403);
    clock = new Date("2026-11-22T00:01:00Z");
    expect((await makePicture(browser(onePicture.app, "192.0.2.20"))).statusCode).toBe(201);
  });
});
