import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_TEXT, MESSAGES_PER_DAY, MESSAGES_PER_HOUR } from "../../shared/contracts/messages";
import { messages } from "../db/schema";
import { createSignedInUser } from "../test/account-factory";
import { connectFamilies } from "../test/family-factory";
import { createTestApp, prepareTestDatabase, resetTestApp, type TestApp } from "../test/test-app";
import { RECIPIENT_MISSES_RULE } from "./send-message";

let t: TestApp;
/** Each test's own clock (see `start`). */
let clock = handClock();
beforeAll(prepareTestDatabase);
beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now() });
});
afterEach(() => resetTestApp(t));
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;

/** A clock the test moves by hand; it starts at a UTC midnight so the day window is whole. */
function handClock() {
  let at = Date.parse("2026-05-20T00:00:00Z");
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

async function start() {
  clock = handClock();
  const ada = await createSignedInUser(t, { ipAddress: "198.51.100.70" });
  const ben = await createSignedInUser(t, { ipAddress: "198.51.100.71" });
  await connectFamilies(t, ada, ben);
  const send = (from: typeof ada, toUserId = ben.body.username) =>
    from.send({
      method: "POST",
      url: "/api/messages/send",
      payload: { toUserId, subject: "Hi", content: "Hello!" },
    });
  return { clock, ada, ben, send };
}

describe("messages per family", () => {
  it(`allows ${MESSAGES_PER_HOUR} an hour and ${MESSAGES_PER_DAY} a day, then answers 429`, async () => {
    const { clock, ada, ben, send } = await start();
    let sentToday = 0;
    while (sentToday < MESSAGES_PER_DAY) {
      const thisHour = Math.min(MESSAGES_PER_HOUR, MESSAGES_PER_DAY - sentToday);
      for (let index = 0; index < thisHour; index++) {
        expect((await send(ada)).statusCode).toBe(201);
      }
      sentToday += thisHour;
      if (thisHour === MESSAGES_PER_HOUR) {
        const refused = await send(ada);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toMatch(
          /^That's a lot of messages! Please wait \d+ minutes?/,
        );
        expect((await send(ben, ada.body.username)).statusCode).toBe(201);
      }
      clock.advance(HOUR_MS);
    }
    const refusedForTheDay = await send(ada);
    expect(refusedForTheDay.statusCode).toBe(429);
    expect(refusedForTheDay.json().message).toMatch(/for one day/);
    expect(await t.db.$count(messages)).toBe(
      MESSAGES_PER_DAY + Math.floor(MESSAGES_PER_DAY / MESSAGES_PER_HOUR),
    );

    clock.advance(24 * HOUR_MS);
    expect((await send(ada)).statusCode).toBe(201);
  }, 120_000);

  it("does not count refused messages, but limits names that match no one", async () => {
    const { ada, send } = await start();
    for (let index = 0; index < RECIPIENT_MISSES_RULE.max; index++) {
      expect((await send(ada, `nobody${index}`)).statusCode).toBe(404);
    }
    const probing = await send(ada, "nobody-else");
    expect(probing.statusCode).toBe(429);
    expect(probing.json().message).toMatch(/names we couldn't find/);
    const rude = await ada.send({
      method: "POST",
      url: "/api/messages/send",
      payload: { toUserId: "x", subject: "shit", content: "Hello" },
    });
    expect(rude.json().message).toBe(MESSAGE_TEXT.kindWords);
    for (let index = 0; index < MESSAGES_PER_HOUR; index++) {
      expect((await send(ada)).statusCode).toBe(201);
    }
  }, 60_000);
});
