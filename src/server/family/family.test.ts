import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import {
  FAMILY_TEXT,
  type TFamilyConnections,
  type TFamilyRequests,
  type TGrownUpMessagePage,
} from "../../shared/contracts/family";
import type { TMessage, TMessagePage } from "../../shared/contracts/messages";
import type { TSupportInbox } from "../../shared/contracts/support";
import { blockedIdentities } from "../db/schema";
import { createSignedInUser, signIn } from "../test/account-factory";
import { basicAuth } from "../test/admin-factory";
import { createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

// One app for the file: every test signs up families of its own, so none sees another's.
let t: TestApp;
beforeAll(async () => {
  await prepareTestDatabase();
  t = await createTestApp({ env: { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "safety-secret" } });
});
afterAll(async () => t.close());
let nextAddress = 80;

type Family = Awaited<ReturnType<typeof createSignedInUser>>;
const admin = basicAuth("boss", "safety-secret");

async function start(count = 3) {
  const families: Family[] = [];
  for (let index = 0; index < count; index++) {
    const family = await createSignedInUser(t, {
      ipAddress: `198.51.100.${nextAddress++}`,
      body: { firstName: ["Ada", "Ben", "Cleo"][index]! },
    });
    const childName = ["Mia", "Leo", "Zoe"][index]!;
    await family.send({ method: "PUT", url: "/api/settings", payload: { childName } });
    families.push(family);
  }
  return families as [Family, Family, Family];
}

const send = (from: Family, toUserId: string, content = "I drew a dragon for you!") =>
  from.send({
    method: "POST",
    url: "/api/messages/send",
    payload: { toUserId, subject: "Hello", content },
  });
const json = async <T>(who: Family, url: string, method: "GET" | "POST" = "GET") => {
  const response = await who.send({ method, url });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as T;
};
const inbox = (who: Family) => json<TMessagePage>(who, "/api/messages/inbox");
const sentBox = (who: Family) => json<TMessagePage>(who, "/api/messages/sent");
const unread = async (who: Family) =>
  (await json<{ unreadCount: number }>(who, "/api/messages/unread-count")).unreadCount;
const requests = (who: Family) => json<TFamilyRequests>(who, "/api/family/requests");
const connections = (who: Family) => json<TFamilyConnections>(who, "/api/family/connections");
const answer = (who: Family, from: Family, verb: "accept" | "decline") =>
  who.send({ method: "POST", url: `/api/family/requests/${from.body.username}/${verb}` });
const block = (who: Family, username: string) =>
  who.send({ method: "POST", url: "/api/family/blocks", payload: { username } });

describe("a message from a family one is not connected with", () => {
  it("never reaches the child: not in the inbox, its count or its pages; only a grown-up's Requests", async () => {
    const [ada, ben] = await start(2);
    const response = await send(ada, ben.body.username);
    expect(response.statusCode).toBe(201);
    const message = response.json() as TMessage;
    expect(message.delivery).toBe("waiting");
    expect((await sentBox(ada)).messages.map((m) => m.delivery)).toEqual(["waiting"]);

    expect((await inbox(ben)).messages).toEqual([]);
    expect(await unread(ben)).toBe(0);
    const read = await ben.send({ method: "PATCH", url: `/api/messages/${message.id}/read` });
    expect(read.statusCode).toBe(404);
    const waiting = await requests(ben);
    expect(waiting.requests).toEqual([
      {
        family: { username: ada.body.username, childName: "Mia" },
        messages: [
          expect.objectContaining({ id: message.id, content: "I drew a dragon for you!" }),
        ],
      },
    ]);
    expect((await requests(ada)).requests).toEqual([]);
  });

  it("arrives once a grown-up accepts, and then both families write to each other freely", async () => {
    const [ada, ben] = await start(2);
    await send(ada, ben.body.username, "First");
    await send(ada, ben.body.email, "Second");
    const accepted = await answer(ben, ada, "accept");
    expect(accepted.json()).toEqual({ message: FAMILY_TEXT.accepted });
    expect((await inbox(ben)).messages.map((m) => m.content)).toEqual(["Second", "First"]);
    expect(await unread(ben)).toBe(2);
    expect((await requests(ben)).requests).toEqual([]);
    expect((await sentBox(ada)).messages.map((m) => m.delivery)).toEqual([
      "delivered",
      "delivered",
    ]);

    const reply = (await send(ben, ada.body.username, "Thanks!")).json() as TMessage;
    expect(reply.delivery).toBe("delivered");
    expect((await inbox(ada)).messages.map((m) => m.content)).toEqual(["Thanks!"]);
    for (const [who, other] of [
      [ada, ben],
      [ben, ada],
    ] as const) {
      expect((await connections(who)).connections.map((c) => c.family.username)).toEqual([
        other.body.username,
      ]);
    }
    expect((await answer(ben, ada, "accept")).statusCode).toBe(404);
  });

  it("is dropped when declined; the sender still sees only 'waiting'", async () => {
    const [ada, ben] = await start(2);
    await send(ada, ben.body.username);
    expect((await answer(ben, ada, "decline")).json()).toEqual({ message: FAMILY_TEXT.declined });
    expect((await requests(ben)).requests).toEqual([]);
    expect((await inbox(ben)).messages).toEqual([]);
    expect((await sentBox(ada)).messages.map((m) => m.delivery)).toEqual(["waiting"]);
    expect((await answer(ben, ada, "decline")).statusCode).toBe(404);
    // A later message waits 30 days before it is a new request (request-limits.test.ts).
    await send(ada, ben.body.username, "Please?");
    expect((await requests(ben)).requests).toEqual([]);
  });

  it("never reaches a family that blocked the sender, by username, e-mail or a new request", async () => {
    const [ada, ben] = await start(2);
    await send(ada, ben.body.username, "Before");
    expect((await block(ben, ada.body.username)).json()).toEqual({ message: FAMILY_TEXT.blocked });
    for (const to of [ada.body.username, ada.body.email.toUpperCase()]) {
      const response = await send(
        ada,
        to === ada.body.username ? ben.body.username : ben.body.email,
      );
      expect(response.statusCode).toBe(201);
      expect((response.json() as TMessage).delivery).toBe("waiting");
    }
    expect((await requests(ben)).requests).toEqual([]);
    expect((await inbox(ben)).messages).toEqual([]);
    expect(await unread(ben)).toBe(0);
    expect((await connections(ben)).blocked.map((b) => b.family.username)).toEqual([
      ada.body.username,
    ]);
    // The family that blocked is told plainly why its own message cannot go.
    const toBlocked = await send(ben, ada.body.username);
    expect(toBlocked.statusCode).toBe(403);
    expect(toBlocked.json().message).toBe(FAMILY_TEXT.youBlockedThem);

    const unblocked = await ben.send({
      method: "DELETE",
      url: `/api/family/blocks/${ada.body.username}`,
    });
    expect(unblocked.statusCode).toBe(204);
    await send(ada, ben.body.username, "After");
    expect((await requests(ben)).requests[0]?.messages.map((m) => m.content)).toEqual(["After"]);
  });

  it("keeps nothing new from a blocked family for the family that blocked it (issue 35 item 6)", async () => {
    const [ada, ben] = await start(2);
    await send(ada, ben.body.username, "Before");
    await block(ben, ada.body.username);
    for (const content of ["After one", "After two"]) {
      const response = await send(ada, ben.body.email, content);
      expect(response.statusCode).toBe(201);
    }
    // Ben's grown-ups' page and export hold only what came before the block.
    const received = await json<TGrownUpMessagePage>(ben, "/api/family/messages/received");
    expect(received.messages.map((m) => `${m.content}: ${m.status}`)).toEqual(["Before: declined"]);
    const exported = await ben.send({ method: "GET", url: "/api/account/export" });
    const data = strFromU8(unzipSync(new Uint8Array(exported.rawPayload))["data.json"]!);
    expect(data).toContain("Before");
    expect(data).not.toContain("After");
    // Ada sees what any sender sees: her messages wait.
    expect((await sentBox(ada)).messages.map((m) => `${m.content}: ${m.delivery}`)).toEqual([
      "After two: waiting",
      "After one: waiting",
      "Before: waiting",
    ]);
  });

  it("blocking a connected family ends the connection for both", async () => {
    const [ada, ben] = await start(2);
    await send(ada, ben.body.username);
    await answer(ben, ada, "accept");
    await block(ada, ben.body.username);
    expect((await connections(ada)).connections).toEqual([]);
    expect((await connections(ben)).connections).toEqual([]);
    expect((await block(ada, ada.body.username)).statusCode).toBe(400);
    expect((await block(ada, "nobody_at_all")).statusCode).toBe(404);
  });

  it("removing a connection makes later messages wait again", async () => {
    const [ada, ben] = await start(2);
    await send(ada, ben.body.username);
    await answer(ben, ada, "accept");
    const removed = await ben.send({
      method: "DELETE",
      url: `/api/family/connections/${ada.body.username}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(((await send(ada, ben.body.username)).json() as TMessage).delivery).toBe("waiting");
    expect(
      (await ben.send({ method: "DELETE", url: `/api/family/connections/${ada.body.username}` }))
        .statusCode,
    ).toBe(404);
  });

  it("needs a signed-in family for every call", async () => {
    await start(0);
    for (const [method, url] of [
      ["GET", "/api/family/requests"],
      ["GET", "/api/family/connections"],
      ["POST", "/api/family/requests/someone/accept"],
      ["GET", "/api/family/messages/received"],
      ["GET", "/api/family/messages/sent"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe("the grown-ups' messages switch", () => {
  it("off stops messages both ways; on again, they flow", async () => {
    const [ada, ben] = await start(2);
    const switchMessages = (who: Family, messagesEnabled: boolean) =>
      who.send({ method: "PUT", url: "/api/settings", payload: { messagesEnabled } });
    expect((await switchMessages(ben, false)).json().messagesEnabled).toBe(false);
    const toBen = await send(ada, ben.body.username);
    expect(toBen.statusCode).toBe(403);
    expect(toBen.json().message).toBe(FAMILY_TEXT.messagesOffThere);
    const fromBen = await send(ben, ada.body.username);
    expect(fromBen.statusCode).toBe(403);
    expect(fromBen.json().message).toBe(FAMILY_TEXT.messagesOffHere);
    expect((await requests(ben)).requests).toEqual([]);
    await switchMessages(ben, true);
    expect((await send(ada, ben.body.username)).statusCode).toBe(201);
  });
});

describe("personal details", () => {
  it("a message (and a story shared as one) that holds them is refused kindly and stored nowhere", async () => {
    const [ada, ben] = await start(2);
    for (const content of [
      "call me on five five five one two three four",
      "my email is ada at gmail dot com",
      "come to 12 Oak Drive",
    ]) {
      const response = await send(ada, ben.body.username, content);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: expect.stringMatching(/^Let's keep personal details private!/),
        title: "Let's keep it private",
      });
    }
    expect((await sentBox(ada)).messages).toEqual([]);
    expect((await requests(ben)).requests).toEqual([]);
  });
});

describe("Report", () => {
  it("hides the message, blocks nobody, files a Safety report; the admin blocks the account", async () => {
    const [ada, ben, cleo] = await start(3);
    await send(ada, ben.body.username, "Hello friend");
    await answer(ben, ada, "accept");
    const [message] = (await inbox(ben)).messages;
    expect(
      (await ada.send({ method: "POST", url: `/api/messages/${message!.id}/report` })).statusCode,
    ).toBe(404);
    const reported = await ben.send({ method: "POST", url: `/api/messages/${message!.id}/report` });
    expect(reported.statusCode).toBe(201);
    expect(reported.json()).toEqual({ message: FAMILY_TEXT.reported });
    expect((await inbox(ben)).messages).toEqual([]);
    expect((await connections(ben)).connections).toHaveLength(1);

    const support = await t.app.inject({
      method: "GET",
      url: "/api/admin/support?subject=safety_report",
      headers: admin,
    });
    const { submissions } = support.json() as TSupportInbox;
    const report = submissions.find((s) => s.email === ben.body.email)!;
    expect(report.subject).toBe("safety_report");
    expect(report.email).toBe(ben.body.email);
    for (const part of [ada.body.username, ben.body.username, "Hello friend"]) {
      expect(report.message).toContain(part);
    }
    // The reporter's export holds the report: no e-mail address in its words (issue 35 item 5).
    for (const address of [ada.body.email, ben.body.email]) {
      expect(report.message).not.toContain(address);
    }
    expect(report.reportedAccount).toEqual({
      id: ada.user.id,
      username: ada.body.username,
      isBlocked: false,
    });

    const blocked = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${ada.user.id}/block`,
      headers: admin,
    });
    expect(blocked.json()).toEqual({ id: ada.user.id, isBlocked: true });
    // Its session ends, it cannot sign in, and nobody can reach it.
    expect((await ada.send({ method: "GET", url: "/api/messages/inbox" })).statusCode).toBe(401);
    const signInAgain = await signIn(ada.send, ada.body.username);
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().message).toBe(AUTH_MESSAGES.accountBlocked);
    expect((await send(cleo, ada.body.username)).statusCode).toBe(404);

    const lifted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/users/${ada.user.id}/block`,
      headers: admin,
    });
    expect(lifted.json()).toEqual({ id: ada.user.id, isBlocked: false });
    expect((await signIn(ada.send, ada.body.username)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/admin/users/${ada.user.id}/block` }))
        .statusCode,
    ).toBe(401);
  });
});

describe("a block outlives the blocked account (issue 35 item 2)", () => {
  it("holds against a new account with the same e-mail or the same username", async () => {
    const [ada, ben] = await start(2);
    await block(ben, ada.body.username);
    let previous: Family = ada;
    const comebacks = [
      { username: ada.body.username, email: ada.body.email },
      { username: `${ada.body.username}x`, email: ada.body.email.toUpperCase() },
      { username: ada.body.username.toUpperCase(), email: `new-${ada.body.email}` },
    ];
    for (const comeback of comebacks) {
      const gone = await previous.send({
        method: "DELETE",
        url: "/api/account",
        payload: { confirm: "DELETE" },
      });
      expect(gone.statusCode, gone.body).toBeLessThan(300);
      // What is kept for the block names nobody: keyed hashes, no address or username.
      const kept = JSON.stringify(await t.db.select().from(blockedIdentities));
      for (const clear of [ada.body.email, ada.body.username.toLowerCase()]) {
        expect(kept.toLowerCase()).not.toContain(clear.toLowerCase());
      }
      const again = await createSignedInUser(t, {
        ipAddress: `198.51.100.${nextAddress++}`,
        body: { ...comeback, firstName: "Ada" },
      });
      expect((await connections(ben)).blocked.map((b) => b.family.username)).toEqual([
        comeback.username,
      ]);
      await send(again, ben.body.username, "It's me again");
      expect((await requests(ben)).requests).toEqual([]);
      previous = again;
    }
    // Unblocked, the newest account reaches Ben again; its e-mail and username are forgotten
    // (the other e-mail and username Ben's block once held stay blocked).
    await ben.send({ method: "DELETE", url: `/api/family/blocks/${previous.body.username}` });
    expect(await t.db.select().from(blockedIdentities)).toHaveLength(2);
    await send(previous, ben.body.username, "Friends?");
    expect((await requests(ben)).requests).toHaveLength(1);
  });
});

describe("Report on a request (issue 35 item 3)", () => {
  it("files the same Safety report, blocks the family and leaves the request list", async () => {
    const [ada, ben, cleo] = await start(3);
    const waiting = (await send(ada, ben.body.username, "Be my friend")).json() as TMessage;
    const byOther = await cleo.send({ method: "POST", url: `/api/messages/${waiting.id}/report` });
    expect(byOther.statusCode).toBe(404);
    const reported = await ben.send({ method: "POST", url: `/api/messages/${waiting.id}/report` });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json()).toEqual({ message: FAMILY_TEXT.requestReported });
    expect((await requests(ben)).requests).toEqual([]);
    expect((await connections(ben)).blocked.map((b) => b.family.username)).toEqual([
      ada.body.username,
    ]);
    const received = await json<TGrownUpMessagePage>(ben, "/api/family/messages/received");
    expect(received.messages.map((m) => `${m.content}: ${m.status}`)).toEqual([
      "Be my friend: reported",
    ]);
    const support = await t.app.inject({
      method: "GET",
      url: "/api/admin/support?subject=safety_report",
      headers: admin,
    });
    const report = (support.json() as TSupportInbox).submissions.find(
      (s) => s.email === ben.body.email,
    )!;
    expect(report.message).toContain("Be my friend");
    expect(report.reportedAccount).toEqual(
      expect.objectContaining({ id: ada.user.id, username: ada.body.username }),
    );
    // Ada is told nothing: her message still waits, as any declined one does.
    expect((await sentBox(ada)).messages.map((m) => m.delivery)).toEqual(["waiting"]);
    const again = await ben.send({ method: "POST", url: `/api/messages/${waiting.id}/report` });
    expect(again.statusCode).toBe(404);
  });
});

describe("the grown-ups' view of the family's messages", () => {
  const grownUps = (who: Family, box: "received" | "sent", query = "") =>
    json<TGrownUpMessagePage>(who, `/api/family/messages/${box}${query}`);
  const summary = (page: TGrownUpMessagePage) =>
    page.messages.map((m) => `${m.content}: ${m.status}`);

  it("shows every kept message of the family with what became of it, its own only", async () => {
    const [ada, ben, cleo] = await start(3);
    await send(ada, ben.body.username, "Kept");
    await answer(ben, ada, "accept");
    await send(ada, ben.body.username, "Reported");
    await send(ada, ben.body.username, "Deleted");
    await send(cleo, ben.body.username, "Declined");
    await answer(ben, cleo, "decline");
    await send(cleo, ben.body.username, "Still waiting");
    const byContent = new Map((await inbox(ben)).messages.map((m) => [m.content, m.id]));
    await ben.send({ method: "POST", url: `/api/messages/${byContent.get("Reported")}/report` });
    await ben.send({ method: "DELETE", url: `/api/messages/${byContent.get("Deleted")}` });
    await send(ben, ada.body.username, "To a friend");
    await send(ben, cleo.body.username, "To a stranger");
    const sentByBen = (await sentBox(ben)).messages;
    await ben.send({
      method: "DELETE",
      url: `/api/messages/${sentByBen.find((m) => m.content === "To a friend")!.id}?box=sent`,
    });

    // Received: newest first, the waiting request left to the requests list.
    expect(summary(await grownUps(ben, "received"))).toEqual([
      "Declined: declined",
      "Deleted: deleted",
      "Reported: reported",
      "Kept: delivered",
    ]);
    expect(summary(await grownUps(ben, "sent"))).toEqual([
      "To a stranger: waiting",
      "To a friend: deleted",
    ]);
    // Reading here marks nothing read; the sender's side learns nothing of the report.
    expect(await unread(ben)).toBe(1);
    expect(summary(await grownUps(ada, "sent"))).toEqual([
      "Deleted: delivered",
      "Reported: delivered",
      "Kept: delivered",
    ]);
    expect(summary(await grownUps(ada, "received"))).toEqual(["To a friend: delivered"]);
    // Cleo's declined message stays 'waiting' for Cleo, as everywhere else.
    expect(summary(await grownUps(cleo, "sent"))).toEqual([
      "Still waiting: waiting",
      "Declined: waiting",
    ]);
  });

  it("pages newest first and refuses a made-up cursor or page size with a 400", async () => {
    const [ada, ben] = await start(2);
    for (const content of ["One", "Two", "Three"]) await send(ada, ben.body.username, content);
    const first = await grownUps(ada, "sent", "?limit=2");
    expect(summary(first)).toEqual(["Three: waiting", "Two: waiting"]);
    const next = await grownUps(ada, "sent", `?limit=2&cursor=${first.nextCursor}`);
    expect(summary(next)).toEqual(["One: waiting"]);
    expect(next.nextCursor).toBeNull();
    for (const query of ["?cursor=not-a-cursor", "?limit=0", "?limit=many"]) {
      const response = await ada.send({ method: "GET", url: `/api/family/messages/sent${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
  });
});
