import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGES,
  type TSupportInbox,
  type TSupportSubmission,
} from "../../shared/contracts/support";
import { eq } from "drizzle-orm";
import { supportSubmissions, users } from "../db/schema";
import { createSignedInUser, type Send } from "../test/account-factory";
import { basicAuth } from "../test/admin-factory";
import { createTestApp, prepareTestDatabase, resetTestApp, type TestApp } from "../test/test-app";
import { SUPPORT_RATE_RULE } from "./support-service";

const auth = basicAuth("boss", "support-secret");
let t: TestApp;
beforeAll(prepareTestDatabase);
beforeAll(async () => {
  t = await createTestApp({
    env: {
      ADMIN_USERNAME: "boss",
      ADMIN_PASSWORD: "support-secret",
      COMPANY_NAME: "Dino Works Ltd",
    },
    now: tickingClock(),
  });
});
afterEach(() => resetTestApp(t));
afterAll(() => t.close());

/** A clock that moves on a second at every reading, so "newest first" is never a tie. */
function tickingClock() {
  let at = Date.parse("2026-05-20T12:00:00Z");
  return () => new Date((at += 1000));
}

const send = (payload: unknown, remoteAddress = "198.51.100.20") =>
  t.app.inject({ method: "POST", url: "/api/support", payload: payload as object, remoteAddress });

const wish = { email: "Parent@Example.com ", subject: "wish_list", message: "  More dinosaurs!  " };

describe("POST /api/support", () => {
  it("stores a message as open, trimmed, and the admin inbox lists it", async () => {
    const response = await send(wish);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), message: SUPPORT_MESSAGES.sent });
    const inbox = await t.app.inject({ method: "GET", url: "/api/admin/support", headers: auth });
    const body = inbox.json() as TSupportInbox;
    expect(body.submissions).toEqual([
      {
        id: response.json().id,
        email: "parent@example.com",
        subject: "wish_list",
        message: "More dinosaurs!",
        status: "open",
        isPriority: false,
        senderPlan: null,
        reportedAccount: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
  });

  it("asks for every field with the spec's words", async () => {
    for (const payload of [
      { ...wish, email: "" },
      { ...wish, subject: "" },
      { ...wish, message: "   " },
      { email: wish.email, subject: wish.subject },
    ]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(SUPPORT_MESSAGES.missing);
    }
  });

  it("refuses a bad address, an unknown subject and a very long message", async () => {
    const badEmail = await send({ ...wish, email: "not-an-address" });
    expect(badEmail.json()).toMatchObject({ message: "Please enter a valid email address" });
    const badSubject = await send({ ...wish, subject: "billing" });
    expect(badSubject.statusCode).toBe(400);
    expect(badSubject.json().message).toMatch(/User Assistance, Wish List or Ideas Sharing/);
    const long = await send({ ...wish, message: "a".repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) });
    expect(long.json()).toMatchObject({ message: SUPPORT_MESSAGES.messageTooLong });
    expect(
      (await send({ ...wish, message: "a".repeat(SUPPORT_MESSAGE_MAX_LENGTH) })).statusCode,
    ).toBe(201);
  });

  it("limits how many messages one address sends in an hour", async () => {
    for (let index = 0; index < SUPPORT_RATE_RULE.max; index++) {
      expect((await send(wish)).statusCode).toBe(201);
    }
    const refused = await send(wish);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Please wait/);
    expect((await send(wish, "198.51.100.21")).statusCode).toBe(201);
  });
});

describe("admin support inbox", () => {
  it("filters by subject, counts every subject, and sets any status from any status", async () => {
    await send({ ...wish, subject: "user_assistance", message: "Help please" });
    await send({ ...wish, message: "A unicorn theme" });
    await send({ ...wish, message: "Robots too" });
    await send({ ...wish, subject: "ideas_sharing", message: "Sing along mode" });

    const wishes = await t.app.inject({
      method: "GET",
      url: "/api/admin/support?subject=wish_list",
      headers: auth,
    });
    const inbox = wishes.json() as TSupportInbox;
    expect(inbox.submissions.map((item) => item.message)).toEqual([
      "Robots too",
      "A unicorn theme",
    ]);
    expect(inbox.counts).toEqual({
      all: 4,
      priority: 0,
      user_assistance: 1,
      wish_list: 2,
      ideas_sharing: 1,
      safety_report: 0,
    });

    const id = inbox.submissions[0]!.id;
    for (const status of ["resolved", "open", "closed", "in_progress"] as const) {
      const updated = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/support/${id}/status`,
        headers: auth,
        payload: { status },
      });
      expect(updated.statusCode).toBe(200);
      expect((updated.json() as TSupportSubmission).status).toBe(status);
    }
  });

  it("refuses an unknown status, an unknown subject filter and an unknown submission", async () => {
    const { id } = (await send(wish)).json() as { id: string };
    const patch = (url: string, payload: unknown) =>
      t.app.inject({ method: "PATCH", url, headers: auth, payload: payload as object });
    const badStatus = await patch(`/api/admin/support/${id}/status`, { status: "done" });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe(
      "The status must be open, in_progress, resolved or closed.",
    );
    expect((await patch(`/api/admin/support/${id}/status`, {})).statusCode).toBe(400);
    expect((await patch("/api/admin/support/nope/status", { status: "closed" })).statusCode).toBe(
      400,
    );
    const unknown = "/api/admin/support/00000000-0000-4000-a000-000000000000/status";
    expect((await patch(unknown, { status: "closed" })).statusCode).toBe(404);
    const badFilter = await t.app.inject({
      method: "GET",
      url: "/api/admin/support?subject=billing",
      headers: auth,
    });
    expect(badFilter.statusCode).toBe(400);
  });
});

describe("priority support (Premium and Platinum)", () => {
  const inbox = async (query = "") => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/support${query}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as TSupportInbox;
  };
  // The app's clock reads May 2026 (tickingClock): a plan ending in 2027 runs, one that ended in
  // January is over even before the sweep moves it back to free.
  const setPlan = (userId: string, plan: "free" | "premium" | "platinum", isOver = false) =>
    t.db
      .update(users)
      .set({
        subscriptionPlan: plan,
        subscriptionEndDate:
          plan === "free"
            ? null
            : new Date(isOver ? "2026-01-01T00:00:00Z" : "2027-01-01T00:00:00Z"),
      })
      .where(eq(users.id, userId));
  const write = async (from: Send, message: string, subject = "user_assistance") => {
    const response = await from({
      method: "POST",
      url: "/api/support",
      payload: { email: "family@example.com", subject, message },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  };

  it("lists a paying family's waiting messages first, marked, with a count per filter", async () => {
    const premium = await createSignedInUser(t);
    const platinum = await createSignedInUser(t);
    const free = await createSignedInUser(t);
    const lapsed = await createSignedInUser(t);
    await setPlan(premium.user.id, "premium");
    await setPlan(platinum.user.id, "platinum");
    await setPlan(lapsed.user.id, "premium", true);

    await write(premium.send, "Premium, oldest");
    await send({ ...wish, message: "Signed out, with a paying family's address" });
    const platinumDone = await write(platinum.send, "Platinum, answered", "wish_list");
    await write(free.send, "Free family");
    await write(lapsed.send, "Plan ran out in January");
    await write(platinum.send, "Platinum, newest", "ideas_sharing");
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/support/${platinumDone}/status`,
      headers: auth,
      payload: { status: "resolved" },
    });

    const all = await inbox();
    expect(all.submissions.map((item) => [item.message, item.isPriority, item.senderPlan])).toEqual(
      [
        ["Platinum, newest", true, "platinum"],
        ["Premium, oldest", true, "premium"],
        // Answered: back among the others by date, still marked.
        ["Plan ran out in January", false, "premium"],
        ["Free family", false, "free"],
        ["Platinum, answered", true, "platinum"],
        ["Signed out, with a paying family's address", false, null],
      ],
    );
    expect(all.counts).toEqual({
      all: 6,
      priority: 3,
      user_assistance: 3,
      wish_list: 2,
      ideas_sharing: 1,
      safety_report: 0,
    });

    const onlyPriority = await inbox("?priority=true");
    expect(onlyPriority.submissions.map((item) => item.message)).toEqual([
      "Platinum, newest",
      "Premium, oldest",
      "Platinum, answered",
    ]);
    expect(onlyPriority.counts).toEqual(all.counts);
    const priorityWishes = await inbox("?subject=wish_list&priority=true");
    expect(priorityWishes.submissions.map((item) => item.message)).toEqual(["Platinum, answered"]);
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/admin/support?priority=yes",
      headers: auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("goes by the family's plan today: an upgrade lifts a waiting message, an ended plan lowers it", async () => {
    const family = await createSignedInUser(t);
    await write(family.send, "Written on the free plan");
    await send({ ...wish, message: "Someone else, later" });
    expect((await inbox()).submissions[0]?.message).toBe("Someone else, later");

    await setPlan(family.user.id, "premium");
    const lifted = await inbox();
    expect(lifted.submissions[0]).toMatchObject({
      message: "Written on the free plan",
      isPriority: true,
      senderPlan: "premium",
    });
    expect(lifted.counts.priority).toBe(1);

    await setPlan(family.user.id, "free");
    expect((await inbox()).submissions.map((item) => item.isPriority)).toEqual([false, false]);
  });

  it("keeps a waiting safety report above everything: a child's safety is never a paid extra", async () => {
    const premium = await createSignedInUser(t);
    await setPlan(premium.user.id, "premium");
    await t.db.insert(supportSubmissions).values({
      email: "reporter@example.com",
      subject: "safety_report",
      message: "A rude message",
      createdAt: new Date(Date.parse("2026-01-01T00:00:00Z")),
    });
    await write(premium.send, "Premium question");
    expect((await inbox()).submissions.map((item) => item.message)).toEqual([
      "A rude message",
      "Premium question",
    ]);
  });

  it("forgets the sender, and the priority, when the family deletes its account", async () => {
    const family = await createSignedInUser(t);
    await setPlan(family.user.id, "platinum");
    await write(family.send, "Before we go");
    const deleted = await family.send({
      method: "DELETE",
      url: "/api/account",
      payload: { confirm: "DELETE" },
    });
    expect(deleted.statusCode).toBe(200);
    const [item] = (await inbox()).submissions;
    expect(item).toMatchObject({ message: "Before we go", isPriority: false, senderPlan: null });
  });
});

describe("GET /api/site-info", () => {
  it("shows no phone or address until they are configured", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/site-info" });
    expect(response.json()).toEqual({
      companyName: "Dino Works Ltd",
      supportPhone: null,
      supportAddress: null,
    });
  });

  it("answers the configured company, phone and address", async () => {
    const configured = await createTestApp({
      env: {
        COMPANY_NAME: "Dino Works Ltd",
        SUPPORT_PHONE: "+44 20 7946 0000",
        SUPPORT_ADDRESS: "1 Fossil Lane",
      },
    });
    try {
      const response = await configured.app.inject({ method: "GET", url: "/api/site-info" });
      expect(response.json()).toEqual({
        companyName: "Dino Works Ltd",
        supportPhone: "+44 20 7946 0000",
        supportAddress: "1 Fossil Lane",
      });
    } finally {
      await configured.close();
    }
  });
});
