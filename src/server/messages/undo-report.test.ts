import { afterAll, beforeAll, expect, it } from "vitest";
import { FAMILY_TEXT, REPORT_UNDO_SECONDS } from "../../shared/contracts/family";
import type { TMessagePage } from "../../shared/contracts/messages";
import type { TSupportInbox } from "../../shared/contracts/support";
import { createSignedInUser } from "../test/account-factory";
import { basicAuth } from "../test/admin-factory";
import { createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

// The undo window is measured on the server's clock: this app's clock moves when a test says.
let clock = new Date("2026-11-27T10:00:00Z");
let t: TestApp;
beforeAll(async () => {
  await prepareTestDatabase();
  t = await createTestApp({
    env: { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "safety-secret" },
    now: () => clock,
  });
});
afterAll(async () => t.close());
const admin = basicAuth("boss", "safety-secret");
const wait = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
let nextAddress = 30;

type Family = Awaited<ReturnType<typeof createSignedInUser>>;
const family = () => createSignedInUser(t, { ipAddress: `198.51.100.${nextAddress++}` });

/** Ada writes to Ben, Ben's grown-up accepts: the message is in Ben's inbox. */
async function deliveredMessage(content: string) {
  const [ada, ben] = [await family(), await family()];
  const sent = await ada.send({
    method: "POST",
    url: "/api/messages/send",
    payload: { toUserId: ben.body.username, subject: "Hello", content },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const accepted = await ben.send({
    method: "POST",
    url: `/api/family/requests/${ada.body.username}/accept`,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const inbox = (await ben.send({ method: "GET", url: "/api/messages/inbox" })).json();
  const [message] = (inbox as TMessagePage).messages;
  return { ada, ben, id: message!.id };
}

const report = (who: Family, id: string) =>
  who.send({ method: "POST", url: `/api/messages/${id}/report` });
const undo = (who: Family, id: string) =>
  who.send({ method: "DELETE", url: `/api/messages/${id}/report` });
const inboxOf = async (who: Family) =>
  ((await who.send({ method: "GET", url: "/api/messages/inbox" })).json() as TMessagePage).messages;
async function safetyReportsAbout(content: string) {
  const support = await t.app.inject({
    method: "GET",
    url: "/api/admin/support?subject=safety_report",
    headers: admin,
  });
  return (support.json() as TSupportInbox).submissions.filter((s) => s.message.includes(content));
}

it("takes a report back within the undo window: the message returns, the Safety report goes", async () => {
  const { ada, ben, id } = await deliveredMessage("A kite for you");
  expect((await report(ben, id)).statusCode).toBe(201);
  expect(await safetyReportsAbout("A kite for you")).toHaveLength(1);
  expect((await undo(ada, id)).statusCode).toBe(404); // only the family that reported
  wait(REPORT_UNDO_SECONDS - 1);

  const undone = await undo(ben, id);
  expect(undone.statusCode, undone.body).toBe(200);
  expect(undone.json()).toEqual({ message: FAMILY_TEXT.reportUndone });
  expect((await inboxOf(ben)).map((message) => message.id)).toEqual([id]);
  expect(await safetyReportsAbout("A kite for you")).toEqual([]);
  const again = await undo(ben, id);
  expect(again.statusCode).toBe(404);
  expect(again.json().message).toBe(FAMILY_TEXT.noReportToUndo);
});

it("keeps the report once the window (and its network grace) is over", async () => {
  const { ben, id } = await deliveredMessage("A boat for you");
  expect((await report(ben, id)).statusCode).toBe(201);
  wait(REPORT_UNDO_SECONDS + 6);
  const late = await undo(ben, id);
  expect(late.statusCode).toBe(409);
  expect(late.json().message).toBe(FAMILY_TEXT.reportUndoTooLate);
  expect(await inboxOf(ben)).toEqual([]);
  expect(await safetyReportsAbout("A boat for you")).toHaveLength(1);
});

it("refuses an id that is not one with a clear 400", async () => {
  const ben = await family();
  const crafted = await undo(ben, "not-an-id");
  expect(crafted.statusCode).toBe(400);
  expect(typeof crafted.json().message).toBe("string");
});
