import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZUser } from "../../shared/contracts/auth";
import { generatedImages, sessions, userActivity, userSessions, users } from "../db/schema";
import {
  createSignedInUser,
  pathOf,
  register,
  registerBody,
  signIn,
  type Send,
} from "../test/account-factory";
import { mailedLink } from "../test/outbox";
import { browser, createTestApp, type TestApp } from "../test/test-app";

let clock = new Date("2026-04-01T09:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { TRIAL_IMAGES: "50", TRUST_PROXY: "true" } });
});
afterAll(() => t.close());

const makePicture = (send: Send, description = "a happy dinosaur") =>
  send({ method: "POST", url: "/api/images/generate", payload: { description } });
const gallery = async (send: Send) =>
  (await send({ method: "GET", url: "/api/images" })).json() as Array<{ id: string }>;
const sessionCookie = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.find((cookie) => cookie.name === "dd.sid");
const withCookie = (value: string) => ({ cookie: `dd.sid=${value}` });

async function verifiedAccount(ipAddress: string) {
  const send = browser(t.app, ipAddress);
  const body = registerBody();
  await register(send, body);
  // Confirmed from another browser: in `send`, the one that signed up, the link would sign in.
  await browser(
    t.app,
    ipAddress,
  )({
    method: "GET",
    url: pathOf(await mailedLink(t, body.email, "verify")),
  });
  return { body, send };
}

describe("POST /api/auth/login", () => {
  it.each([
    [{}, "Username is required"],
    [{ username: "  ", password: "secret" }, "Username is required"],
    [{ username: "sam" }, "Password is required"],
    [{ username: "sam", password: "" }, "Password is required"],
  ])("refuses %j with the spec's words", async (payload, message) => {
    const response = await browser(
      t.app,
      "203.0.113.1",
    )({
      method: "POST",
      url: "/api/auth/login",
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("signs in by username or e-mail in any case and answers the presented user", async () => {
    const { body } = await verifiedAccount("203.0.113.2");
    for (const name of [body.username, body.username.toUpperCase(), body.email.toUpperCase()]) {
      const send = browser(t.app, "203.0.113.2");
      const response = await signIn(send, name, body.password);
      expect(response.statusCode).toBe(200);
      const user = ZUser.strict().parse(response.json());
      expect(user).toMatchObject({
        username: body.username,
        email: body.email,
        firstName: "Robin",
        lastName: "Parent",
        emailVerified: true,
        subscriptionPlan: "free",
        subscriptionStatus: "active",
        monthlyImagesUsed: 0,
      });
      const me = await send({ method: "GET", url: "/api/auth/user" });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(user);
      expect(me.body).not.toMatch(/argon2|password|token|signup|visitor/i);
    }
  });

  it("answers the same 401 for a wrong password and an unknown user", async () => {
    const { body } = await verifiedAccount("203.0.113.3");
    const send = browser(t.app, "203.0.113.3");
    const wrong = await signIn(send, body.username, "not-the-password");
    const unknown = await signIn(send, "nobody_at_all", "not-the-password");
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Invalid username/email or password." });
    }
    expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("keeps the session in the database behind an HttpOnly, SameSite=Lax cookie, Secure over HTTPS", async () => {
    const { body } = await verifiedAccount("203.0.113.4");
    const plain = await signIn(browser(t.app, "203.0.113.4"), body.username);
    const cookie = plain.headers["set-cookie"] as string;
    expect(cookie).toMatch(/^dd\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const viaProxy = await browser(
      t.app,
      "203.0.113.4",
    )({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: body.username, password: body.password },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(viaProxy.statusCode).toBe(200);
    expect(viaProxy.headers["set-cookie"]).toMatch(/; Secure/);

    const userId = plain.json().id as string;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]?.sess).toMatchObject({ userId });
  });

  it("regenerates the session at sign-in: the visitor's old cookie is not signed in", async () => {
    const { body } = await verifiedAccount("203.0.113.5");
    const send = browser(t.app, "203.0.113.5");
    const visitor = await makePicture(send);
    const before = sessionCookie(visitor)?.value as string;
    expect(before).toBeTruthy();
    const login = await signIn(send, body.username);
    const after = sessionCookie(login)?.value as string;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const stale = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: withCookie(before),
    });
    expect(stale.statusCode).toBe(401);
    // Answered after the sign-in, the old cookie's request must not clear the new cookie.
    expect(stale.headers["set-cookie"]).toBeUndefined();
    const fresh = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: withCookie(after),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("does not accept a forged or tampered session cookie", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "203.0.113.6" });
    const cookie = sessionCookie(await send({ method: "GET", url: "/api/auth/user" }));
    const value = cookie?.value ?? "";
    for (const forged of ["made-up", `${value.slice(0, -3)}abc`, value.split(".")[0] ?? ""]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/auth/user",
        headers: withCookie(forged),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it("records the sign-in for the admin console: time, address, browser", async () => {
    const { body } = await verifiedAccount("203.0.113.7");
    const response = await browser(
      t.app,
      "203.0.113.7",
    )({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: body.username, password: body.password },
      headers: { "user-agent": "KidTablet/1.0", "x-forwarded-for": "198.18.0.9" },
    });
    const userId = response.json().id as string;
    const [row] = await t.db.select().from(userSessions).where(eq(userSessions.userId, userId));
    expect(row).toMatchObject({
      loginTime: clock,
      logoutTime: null,
      ipAddress: "198.18.0.9",
      userAgent: "KidTablet/1.0",
    });
    const activity = await t.db.select().from(userActivity).where(eq(userActivity.userId, userId));
    expect(activity.map((entry) => entry.activityType)).toEqual([
      "sign_up",
      "email_verified",
      "sign_in",
    ]);
  });
});

describe("visitor pictures move to the account (DESIGN decision 2)", () => {
  it("at sign-in in the same browser", async () => {
    const send = browser(t.app, "203.0.113.20");
    await makePicture(send, "a red kite");
    await makePicture(send, "a blue boat");
    const stranger = browser(t.app, "203.0.113.21");
    await makePicture(stranger, "someone else's cat");

    const body = registerBody();
    await register(send, body);
    await send({ method: "GET", url: pathOf(await mailedLink(t, body.email, "verify")) });
    expect(await gallery(send)).toHaveLength(2);
    const login = await signIn(send, body.username);
    expect(login.statusCode).toBe(200);
    const pictures = await gallery(send);
    expect(pictures).toHaveLength(2);
    const rows = await t.db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.userId, login.json().id));
    expect(rows.every((row) => row.visitorId === null)).toBe(true);
    expect(await gallery(stranger)).toHaveLength(1);
  });

  it("from the browser that signed up, even when the e-mail link is opened and signed in elsewhere", async () => {
    const laptop = browser(t.app, "203.0.113.22");
    await makePicture(laptop, "a smiling sun");
    const body = registerBody();
    await register(laptop, body);
    const phone = browser(t.app, "203.0.113.23");
    await phone({ method: "GET", url: pathOf(await mailedLink(t, body.email, "verify")) });
    expect((await signIn(phone, body.username)).statusCode).toBe(200);
    expect((await gallery(phone)).length).toBe(1);
    expect(await gallery(laptop)).toHaveLength(0);
    const [row] = await t.db.select().from(users).where(eq(users.username, body.username));
    expect(row?.signupVisitorId).toBeNull();
  });

  it("never shows one user's pictures to another user, nor lets them delete one", async () => {
    const alice = await createSignedInUser(t, { ipAddress: "203.0.113.24" });
    const bob = await createSignedInUser(t, { ipAddress: "203.0.113.25" });
    const picture = (await makePicture(alice.send, "alice's castle")).json();
    expect((await gallery(alice.send)).map((image) => image.id)).toContain(picture.id);
    expect(await gallery(bob.send)).toHaveLength(0);
    const attempt = await bob.send({ method: "DELETE", url: `/api/images/${picture.id}` });
    expect(attempt.statusCode).toBe(404);
    expect(await gallery(alice.send)).toHaveLength(1);
    const activity = await t.db
      .select()
      .from(userActivity)
      .where(eq(userActivity.userId, alice.user.id));
    expect(activity.find((entry) => entry.activityType === "picture_made")?.activityData).toEqual({
      imageId: picture.id,
    });
  });
});

describe("sign-out and the navigation calls", () => {
  it("GET /api/login sends the browser to /auth", async () => {
    const response = await browser(t.app)({ method: "GET", url: "/api/login" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth");
  });

  it("GET /api/logout ends the session, records time and duration, and goes to /", async () => {
    const { send, user } = await createSignedInUser(t, { ipAddress: "203.0.113.30" });
    const cookie = sessionCookie(await send({ method: "GET", url: "/api/auth/user" }))?.value;
    const start = clock;
    clock = new Date(start.getTime() + 95_000);
    try {
      const response = await send({
        method: "GET",
        url: "/api/logout",
        headers: { "sec-fetch-site": "same-origin" },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/");
    } finally {
      clock = start;
    }
    expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    const replay = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: withCookie(cookie as string),
    });
    expect(replay.statusCode).toBe(401);
    const [row] = await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(row?.logoutTime?.getTime()).toBe(start.getTime() + 95_000);
    expect(row?.sessionDuration).toBe(95);
    const activity = await t.db.select().from(userActivity).where(eq(userActivity.userId, user.id));
    expect(activity.at(-1)?.activityType).toBe("logout");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it.each([
    ["a link on another site", { "sec-fetch-site": "cross-site" }],
    ["an unknown fetch site", { "sec-fetch-site": "somewhere" }],
    ["an older browser, from another site", { referer: "https://evil.example/page" }],
    ["an older browser, from a look-alike host", { referer: "http://localhost.evil.example/" }],
    ["an older browser, from an opaque origin", { origin: "null" }],
    ["a request that says nothing of where it came from", {}],
    ["a sibling site (an <img> on another port or subdomain)", { "sec-fetch-site": "same-site" }],
    ["an older browser, from another port", { referer: "http://localhost:8080/attack" }],
  ])("GET /api/logout from %s goes home and signs nobody out", async (_from, headers) => {
    const { send, user } = await createSignedInUser(t, { ipAddress: "203.0.113.32" });
    const response = await send({ method: "GET", url: "/api/logout", headers });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect((await send({ method: "GET", url: "/api/auth/user" })).json().id).toBe(user.id);
  });

  it.each([
    ["a page of the app", { "sec-fetch-site": "same-origin" }],
    ["the address bar", { "sec-fetch-site": "none" }],
    ["an older browser, from a page of the app", { referer: "http://localhost:80/account" }],
  ])("GET /api/logout from %s signs out", async (_from, headers) => {
    const { send } = await createSignedInUser(t, { ipAddress: "203.0.113.33" });
    const response = await send({
      method: "GET",
      url: "/api/logout",
      headers: { host: "localhost:80", ...headers },
    });
    expect(response.headers.location).toBe("/");
    expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("POST /api/auth/logout answers 204, also for a visitor", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "203.0.113.31" });
    expect((await send({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
    expect((await send({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await browser(t.app)({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(
      204,
    );
  });

  it("GET /api/auth/user answers 401 with a readable message when signed out", async () => {
    const response = await browser(t.app)({ method: "GET", url: "/api/auth/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Please sign in first." });
  });
});

describe("sign-in limits", () => {
  const wrongTries = async (name: string, from: string, count: number) => {
    for (let attempt = 0; attempt < count; attempt++) {
      expect((await signIn(browser(t.app, from), name, "guess")).statusCode).toBe(401);
    }
  };
  const ACCOUNT_LIMIT =
    "Too many sign-in attempts for this account. Please wait 15 minutes and try again.";

  it("stops an address after 10 wrong passwords at an account, by username or e-mail, even for the right one", async () => {
    const { body } = await verifiedAccount("203.0.113.40");
    for (let attempt = 0; attempt < 10; attempt++) {
      const name = attempt % 2 === 0 ? body.username : body.email.toUpperCase();
      expect((await signIn(browser(t.app, "198.51.100.100"), name, "guess")).statusCode).toBe(401);
    }
    const locked = await signIn(browser(t.app, "198.51.100.100"), body.email, body.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(ACCOUNT_LIMIT);
    const other = await verifiedAccount("203.0.113.41");
    expect((await signIn(browser(t.app, "198.51.100.100"), other.body.username)).statusCode).toBe(
      200,
    );

    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await signIn(browser(t.app, "198.51.100.100"), body.username)).statusCode).toBe(200);
  });

  it("a stranger guessing from many addresses cannot lock the owner out, and gets 3 tries an address", async () => {
    const { body } = await verifiedAccount("203.0.113.44");
    for (let address = 0; address < 4; address++) {
      await wrongTries(body.username, `198.51.100.${130 + address}`, 3);
    }
    // 12 failures: the account is guarded. A stranger's next address gets 3 tries, then 429.
    await wrongTries(body.username, "198.51.100.140", 3);
    const stopped = await signIn(browser(t.app, "198.51.100.140"), body.username, body.password);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe(ACCOUNT_LIMIT);
    // The owner, from an address with no failures, signs in at once.
    expect((await signIn(browser(t.app, "203.0.113.44"), body.username)).statusCode).toBe(200);
    expect((await signIn(browser(t.app, "198.51.100.141"), body.email)).statusCode).toBe(200);
  });

  it("a right password gives its attempt back, so a family signing in often is never locked", async () => {
    const { body } = await verifiedAccount("203.0.113.42");
    for (let round = 0; round < 12; round++) {
      expect((await signIn(browser(t.app, "203.0.113.42"), body.username)).statusCode).toBe(200);
    }
  });

  it("50 failures from a school's one address lock nobody behind it out, and hold a guesser there to 3 tries an account", async () => {
    const { body } = await verifiedAccount("203.0.113.43");
    const school = "192.0.2.99";
    for (let attempt = 0; attempt < 50; attempt++) {
      expect((await signIn(browser(t.app, school), `someone_${attempt}`, "guess")).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(browser(t.app, school), body.username)).statusCode).toBe(200);

    const target = await verifiedAccount("203.0.113.45");
    await wrongTries(target.body.username, school, 3);
    const refused = await signIn(browser(t.app, school), target.body.username);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many sign-in attempts from this network\. Please wait/,
    );
    expect((await signIn(browser(t.app, "192.0.2.98"), target.body.username)).statusCode).toBe(200);
  });

  it("counts an IPv6 network as one address: a /64 cannot spread its guesses", async () => {
    const { body } = await verifiedAccount("203.0.113.46");
    for (let attempt = 0; attempt < 10; attempt++) {
      const from = `2001:db8:1:2:${attempt.toString(16)}::${attempt + 1}`;
      expect((await signIn(browser(t.app, from), body.username, "guess")).statusCode).toBe(401);
    }
    const locked = await signIn(browser(t.app, "2001:db8:1:2:ffff::9"), body.username);
    expect(locked.statusCode).toBe(429);
    expect((await signIn(browser(t.app, "2001:db8:1:3::1"), body.username)).statusCode).toBe(200);
  });
});
