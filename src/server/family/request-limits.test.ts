import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TFamilyRequests } from "../../shared/contracts/family";
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
const family = (firstName = "Ada") =>
  createSignedInUser(t, { ipAddress: `203.0.113.${nextAddress++}`, body: { firstName } });

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
