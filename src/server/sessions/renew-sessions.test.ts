import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { sessions } from "../db/schema";
import { browser, createTestApp, type TestApp } from "../test/test-app";
import { SESSION_RENEW_EVERY_MS } from "./renew-sessions";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const storedExpiries = async () =>
  (await t.db.select({ expire: sessions.expire }).from(sessions)).map((row) => row.expire);

it("writes a session only when it changes, and renews it once its expiry is a day old", async () => {
  const send = browser(t.app, "198.51.100.80");
  const made = await send({
    method: "POST",
    url: "/api/images/generate",
    payload: { description: "a red kite" },
  });
  expect(made.statusCode).toBe(201);
  const [saved] = await storedExpiries();
  expect(saved).toBeDefined();

  const poll = await send({ method: "GET", url: "/api/images" });
  expect(poll.json()).toHaveLength(1);
  expect(poll.headers["set-cookie"]).toBeUndefined();
  expect(await storedExpiries()).toEqual([saved]);

  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SESSION_RENEW_EVERY_MS + 60_000 });
  const nextDay = await send({ method: "GET", url: "/api/images" });
  expect(nextDay.json()).toHaveLength(1);
  expect(nextDay.headers["set-cookie"]).toMatch(/Expires=/);
  const [renewed] = await storedExpiries();
  expect(renewed!.getTime()).toBeGreaterThan(saved!.getTime() + SESSION_RENEW_EVERY_MS);

  const again = await send({ method: "GET", url: "/api/images" });
  expect(again.json()).toHaveLength(1);
  expect(again.headers["set-cookie"]).toBeUndefined();
});
