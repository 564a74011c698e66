import { eq } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createSignedInUser, type Send } from "../test/account-factory";
import { basicAuth } from "../test/admin-factory";
import { STATE_CHANGING_ROUTES, sampleUrl } from "../test/state-changing-routes";
import { browser, createTestApp, type TestApp } from "../test/test-app";
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from "./own-origin";

const ADMIN = { username: "origin-admin", password: "origin-admin-password-1" };
const READING_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The test app answers at http://localhost (light-my-request's Host); a sibling on another port. */
const SIBLING = "http://localhost:8080";

const routeTable: string[] = [];
let t: TestApp;
let family: { send: Send; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (!READING_METHODS.has(method)) routeTable.push(`${method} ${route.url}`);
      }
    },
  });
  family = await createSignedInUser(t, { ipAddress: "203.0.113.80" });
  await t.db
    .update(users)
    .set({ subscriptionPlan: "premium", subscriptionEndDate: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, family.user.id));
});
afterAll(() => t.close());

it("knows every state-changing route of the route table (add a new one to state-changing-routes.ts)", () => {
  const listed = STATE_CHANGING_ROUTES.map(({ method, url }) => `${method} ${url}`);
  expect([...listed].sort()).toEqual([...routeTable].sort());
});

/** What a page on another port or a sibling subdomain can send with the family's cookie. */
const CROSS_SITE_ATTACKS: Array<[string, Record<string, string>, string | undefined, number]> = [
  [
    "a no-cors text/plain fetch from a sibling (fetch metadata)",
    { "sec-fetch-site": "same-site", origin: SIBLING, "content-type": "text/plain" },
    "{}",
    403,
  ],
  [
    "a body-less fetch from a sibling",
    { "sec-fetch-site": "same-site", origin: SIBLING },
    undefined,
    403,
  ],
  [
    "a form post from another site",
    { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
    "a=1",
    403,
  ],
  [
    "a JSON fetch from a sibling over plain http (Origin only)",
    { origin: SIBLING, "content-type": "application/json" },
    "{}",
    403,
  ],
  ["an opaque origin (a sandboxed frame)", { origin: "null" }, undefined, 403],
  [
    "an old browser's text/plain post that names no origin",
    { "content-type": "text/plain" },
    "{}",
    415,
  ],
  [
    "an old browser's empty form post",
    { "content-type": "application/x-www-form-urlencoded" },
    undefined,
    415,
  ],
  ["a body with no type", {}, "{}", 415],
];

describe.each(STATE_CHANGING_ROUTES)("$method $url", ({ method, url }) => {
  const headersFor = (extra: Record<string, string>) =>
    url.startsWith("/api/admin/")
      ? { ...basicAuth(ADMIN.username, ADMIN.password), ...extra }
      : extra;

  it.each(CROSS_SITE_ATTACKS)("refuses %s", async (_what, headers, payload, status) => {
    const response = await family.send({
      method: method as "POST",
      url: sampleUrl(url),
      headers: headersFor(headers),
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(status === 403 ? CROSS_SITE_MESSAGE : JSON_ONLY_MESSAGE);
  });

  it("lets the app's own page through the door", async () => {
    const response = await browser(
      t.app,
      "203.0.113.81",
    )({
      method: method as "POST",
      url: sampleUrl(url),
      headers: headersFor({ "sec-fetch-site": "same-origin", origin: "http://localhost" }),
      payload: {},
    });
    expect([403, 415]).not.toContain(response.statusCode);
  });
});

it("after every attack the family is still signed in and its plan is not cancelled", async () => {
  const me = await family.send({ method: "GET", url: "/api/auth/user" });
  expect(me.statusCode).toBe(200);
  const [row] = await t.db.select().from(users).where(eq(users.id, family.user.id));
  expect(row?.subscriptionStatus).toBe("active");
  expect(row?.subscriptionPlan).toBe("premium");
});
