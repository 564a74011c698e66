import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  NEW_REQUESTS_PER_DAY,
  REQUEST_MESSAGES_KEPT,
  type TFamilyRequests,
} from "../../shared/contracts/family";
import type { TMessagePage } from "../../shared/contracts/messages";
import { RETENTION } from "../../shared/retention";
import { createSignedInUser } from "../test/account-factory";
import { createTestApp, prepareTestDatabase, resetTestApp, type TestApp } from "../test/test-app";

// Issue 35: the rules between families that are not connected, on a clock the tests move.
let t: TestApp;
let at = Date.parse("2026-05-20T09:00:00Z");
beforeAll(prepareTestDatabase);
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(at) });
});
afterEach(() => resetTestApp(t));
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
type Family = Awaited<ReturnType<typeof createSignedInUser>>;
let nextAddress = 1;
/** A family whose child goes by `childName` on messages. */
async function family(childName = "Mia") {
  const signedIn = await createSignedInUser(t, { ipAddress: `203.0.113.${nextAddress++}` });
  await signedIn.send({ method: "PUT", url: "/api/settings", payload: { childName } });
  return signedIn;
}

const send = (from: Family, to: Family, content = "Hello!") =>
  from.send({
    method: "POST",
    url: "/api/messages/send",
    payload: { toUserId: to.body.username, subject: "Hi", content },
  });

async function requestsOf(who: Family, query = ""): Promise<TFamilyRequests> {
  const response = await who.send({ method: "GET", url: `/api/family/requests${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TFamilyRequests;
}
const waitingContents = async (who: Family) =>
  (await requestsOf(who)).requests.flatMap((request) => request.messages.map((m) => m.content));

describe("a declined family (issue 35 item 7)", () => {
  it(`waits ${RETENTION.declinedRequestsDays} days before a new request reaches the grown-up again`, async () => {
    const [ada, ben] = [await family("Ada"), await family("Ben")];
    const decline = () =>
      ben.send({ method: "POST", url: `/api/family/requests/${ada.body.username}/decline` });
    await send(ada, ben, "First");
    expect((await decline()).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      at += DAY_MS;
      const response = await send(ada, ben, `Again ${attempt}`);
      expect(response.statusCode).toBe(201);
      expect(await waitingContents(ben)).toEqual([]);
    }
    // Ada deleting her Sent copies does not wipe Ben's answer.
    const sent = (await (
      await ada.send({ method: "GET", url: "/api/messages/sent" })
    ).json()) as TMessagePage;
    expect(sent.messages.map((m) => m.delivery)).toEqual(Array(6).fill("waiting"));
    for (const message of sent.messages) {
      await ada.send({ method: "DELETE", url: `/api/messages/${message.id}?box=sent` });
    }
    at += (RETENTION.declinedRequestsDays - 5) * DAY_MS - 60_000;
    await send(ada, ben, "Just before");
    expect(await waitingContents(ben)).toEqual([]);
    at += 2 * 60_000;
    await send(ada, ben, "A month on");
    expect(await waitingContents(ben)).toEqual(["A month on"]);
  });
});

describe("a flood of requests (issue 35 item 1)", () => {
  it(`keeps ${REQUEST_MESSAGES_KEPT} messages a family, lists newest first, paged, with the count`, async () => {
    const ben = await family("Ben");
    const flood: Family[] = [];
    for (let index = 0; index < 7; index++) flood.push(await family("Spam"));
    for (const sender of flood) {
      for (let index = 0; index < 30; index++) {
        at += 1000;
        expect((await send(sender, ben, `Spam ${index}`)).statusCode).toBe(201);
      }
    }
    at += 60_000;
    const granny = await family("Granny");
    await send(granny, ben, "Hello from Granny");

    const first = await requestsOf(ben, "?limit=5");
    expect(first.total).toBe(8);
    expect(first.requests.map((request) => request.family.childName)).toEqual([
      "Granny",
      ...Array(4).fill("Spam"),
    ]);
    expect(first.requests[0]?.messages.map((m) => m.content)).toEqual(["Hello from Granny"]);
    // Each family's first three messages wait, oldest first; the rest are not kept for Ben.
    for (const request of first.requests.slice(1)) {
      expect(request.messages.map((m) => m.content)).toEqual(["Spam 0", "Spam 1", "Spam 2"]);
    }
    const next = await requestsOf(ben, `?limit=5&cursor=${first.nextCursor}`);
    expect(next.requests).toHaveLength(3);
    expect(next.nextCursor).toBeNull();
    expect(next.total).toBe(8);
    const everyone = [...first.requests, ...next.requests].map((r) => r.family.username);
    expect(new Set(everyone).size).toBe(8);
    // The senders see every message as waiting, as always.
    const sent = (await (
      await flood[0]!.send({ method: "GET", url: "/api/messages/sent?limit=50" })
    ).json()) as TMessagePage;
    expect(sent.messages.filter((m) => m.delivery === "waiting")).toHaveLength(30);
  }, 120_000);

  it(`lets ${NEW_REQUESTS_PER_DAY} new families a day ask, the next one the day after`, async () => {
    const ben = await family("Ben");
    for (let index = 0; index < NEW_REQUESTS_PER_DAY; index++) {
      await send(await family("Early"), ben, `Hello ${index}`);
    }
    const late = await family("Late");
    expect((await send(late, ben, "Too late today")).statusCode).toBe(201);
    expect((await requestsOf(ben)).total).toBe(NEW_REQUESTS_PER_DAY);
    at += DAY_MS;
    await send(late, ben, "A new day");
    const waiting = await requestsOf(ben);
    expect(waiting.total).toBe(NEW_REQUESTS_PER_DAY + 1);
    expect(waiting.requests[0]?.messages.map((m) => m.content)).toEqual(["A new day"]);
  }, 120_000);

  it("refuses a made-up cursor or page size with a 400", async () => {
    const ben = await family("Ben");
    for (const query of ["?cursor=nope", "?limit=0"]) {
      const response = await ben.send({ method: "GET", url: `/api/family/requests${query}` });
      expect(response.statusCode).toBe(400);
    }
  });
});
