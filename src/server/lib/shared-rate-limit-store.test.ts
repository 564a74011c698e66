import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { FastifyInstance } from "fastify";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

/** A fixed clock, so the test never straddles the edge of a minute's window. */
const now = () => new Date("2026-11-25T12:00:30Z");

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  await prepareTestDatabase();
  t = await createTestApp({ env: { GENERATIONS_PER_MINUTE: "3", TRIAL_IMAGES: "50" }, now });
  // A second server process on the same database.
  other = await buildApp({ config: t.config, db: t.db, now });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe("per-minute limits shared by every process", () => {
  it("lets one address make GENERATIONS_PER_MINUTE pictures across two processes, not twice that", async () => {
    const first = browser(t.app, "198.51.100.70");
    const second = browser(other, "198.51.100.70");
    const generate = (send: typeof first) =>
      send({ method: "POST", url: "/api/images/generate", payload: { description: "a cat" } });
    const statuses = [
      (await generate(first)).statusCode,
      (await generate(second)).statusCode,
      (await generate(first)).statusCode,
      (await generate(second)).statusCode,
      (await generate(first)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await generate(second);
    expect(refused.json().message).toMatch(
      /^Whoa, that's a lot of requests! Please wait \d+ seconds/,
    );
    // Another address keeps its own count.
    expect((await generate(browser(other, "198.51.100.71"))).statusCode).toBe(201);
  });

  it("counts each route on its own: wishes sent leave the pictures' smaller allowance untouched", async () => {
    const send = browser(t.app, "198.51.100.72");
    for (let sent = 0; sent < 4; sent++) {
      const wish = await send({
        method: "POST",
        url: "/api/support",
        payload: { subject: "wish_list", message: "More dinosaurs please", email: "a@example.com" },
      });
      expect(wish.statusCode).toBe(201);
    }
    const picture = await send({
      method: "POST",
      url: "/api/images/generate",
      payload: { description: "a dog" },
    });
    expect(picture.statusCode).toBe(201);
  });
});
