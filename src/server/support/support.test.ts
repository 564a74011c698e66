import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGES,
  type TSupportInbox,
  type TSupportSubmission,
} from "../../shared/contracts/support";
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
