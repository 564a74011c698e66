import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "./auth/sign-out";
import type { ImageProvider } from "./providers/images/image-provider";
import { createSignedInUser, signIn, type Send } from "./test/account-factory";
import { basicAuth } from "./test/admin-factory";
import {
  fuzzRequests,
  fuzzRoutesOf,
  type FuzzRequest,
  type FuzzRoute,
} from "./test/fuzz/fuzz-requests";
import { seededRandom } from "./test/fuzz/seeded-random";
import { CookieJar, createTestApp, type TestApp } from "./test/test-app";

/**
 * Every route in Fastify's route table — those added later too, found through `onRoute` — is sent
 * control characters, lone surrogates, wrong types, huge and deep values, crafted ids and cursors,
 * malformed bodies and hostile headers, by a visitor, a signed-in family and (on admin routes) the
 * admin. No answer may be a 5xx. FUZZ_PROFILE=1 prints each route's count and time.
 */

const ADMIN = { username: "fuzz-admin", password: "fuzz-admin-password-1" };
/** A 1×1 PNG: drawing is not what is under test here, the HTTP boundary is. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const quickIllustrator: ImageProvider = {
  name: "fuzz",
  generate: async () => ({
    png: TINY_PNG,
    thumbnail: TINY_PNG,
    thumbnailContentType: "image/png",
    detectedObjects: [],
    engine: "builtin",
    provider: "fuzz",
  }),
};

const routes: FuzzRoute[] = [];
let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "doodle-dino-fuzz-web-"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Doodle Dino</title>");
  t = await createTestApp({
    env: { WEB_DIR: webDir, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    imageProvider: quickIllustrator,
    onRoute: (route) => routes.push(...fuzzRoutesOf(route)),
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** Each request comes from an address of its own, so per-address brakes do not hide a route. */
let addressCount = 0;
const nextAddress = () => {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

/** A signed-in family, signed in again (or signed up anew) whenever a fuzzed call ended it. */
function signedInFamily() {
  let jar = new CookieJar();
  let account: { username: string; password: string } | undefined;
  let mayHaveEnded = true;
  const send: Send = async (request) => {
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      remoteAddress: nextAddress(),
      headers: { ...jar.header(), ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    });
    jar.store(response);
    return response;
  };
  return {
    /** A call that went through may have signed out or deleted the account. */
    noteAnswer(statusCode: number) {
      if (statusCode < 400) mayHaveEnded = true;
    },
    async headers(): Promise<Record<string, string>> {
      if (!mayHaveEnded) return jar.header();
      mayHaveEnded = false;
      if ((await send({ method: "GET", url: "/api/auth/user" })).statusCode === 200) {
        return jar.header();
      }
      jar = new CookieJar();
      if (account && (await signIn(send, account.username, account.password)).statusCode === 200) {
        return jar.header();
      }
      const { body } = await createSignedInUser(t, { send });
      account = { username: body.username, password: body.password };
      return jar.header();
    },
  };
}

interface Asker {
  who: string;
  headers(): Promise<Record<string, string>>;
  noteAnswer?(statusCode: number): void;
  /** Malformed bodies and hostile headers do not depend on who asks: sent once. */
  isThorough: boolean;
}

function askersOf(route: FuzzRoute, family: ReturnType<typeof signedInFamily>): Asker[] {
  const visitor: Asker = { who: "a visitor", headers: async () => ({}), isThorough: true };
  // HEAD runs its GET route's handler and schemas: a visitor's pass is enough.
  if (route.method === "HEAD") return [{ ...visitor, isThorough: false }];
  const admin: Asker = {
    who: "the admin",
    headers: async () => basicAuth(ADMIN.username, ADMIN.password),
    isThorough: false,
  };
  return [
    visitor,
    {
      who: "a signed-in family",
      headers: family.headers,
      noteAnswer: family.noteAnswer,
      isThorough: false,
    },
    ...(route.url.startsWith("/api/admin") ? [admin] : []),
  ];
}

function inject(request: FuzzRequest, headers: Record<string, string>) {
  const { body } = request;
  const payload =
    body === undefined
      ? undefined
      : "raw" in body
        ? { text: body.raw, contentType: body.contentType }
        : { text: JSON.stringify(body.json), contentType: "application/json" };
  return t.app.inject({
    method: request.method as "GET",
    url: request.url,
    remoteAddress: nextAddress(),
    headers: {
      ...(payload ? { "content-type": payload.contentType } : {}),
      ...headers,
      ...request.headers,
    },
    ...(payload ? { payload: payload.text } : {}),
  });
}

const shorten = (value: string, length = 240) =>
  value.length > length ? `${value.slice(0, length)}… (${value.length} characters)` : value;

function describeFailure(
  route: FuzzRoute,
  request: FuzzRequest,
  who: string,
  answer: { statusCode: number; body: string },
) {
  return [
    `${answer.statusCode} on ${route.method} ${route.url} (${request.what}, ${who})`,
    `  ${request.method} ${shorten(request.url)}`,
    `  headers ${shorten(JSON.stringify(request.headers))}`,
    `  body ${shorten(JSON.stringify(request.body) ?? "none")}`,
    `  answer ${shorten(answer.body)}`,
  ].join("\n");
}

describe("every route, fuzzed", () => {
  it(
    "answers control characters, wrong types, huge values and crafted ids without a 5xx",
    { timeout: 180_000 },
    async () => {
      expect(routes.length).toBeGreaterThan(20);
      const random = seededRandom(20261123);
      const family = signedInFamily();
      const failures: string[] = [];
      let sent = 0;
      for (const route of routes) {
        for (const asker of askersOf(route, family)) {
          const started = performance.now();
          const sentBefore = sent;
          const requests = fuzzRequests(route, random, {
            cookieName: SESSION_COOKIE_NAME,
            isThorough: asker.isThorough,
          });
          for (const request of requests) {
            const answer = await inject(request, await asker.headers());
            sent += 1;
            asker.noteAnswer?.(answer.statusCode);
            if (answer.statusCode >= 500) {
              failures.push(describeFailure(route, request, asker.who, answer));
            }
          }
          if (process.env.FUZZ_PROFILE) {
            const ms = Math.round(performance.now() - started);
            console.info(
              `${route.method} ${route.url}, ${asker.who}: ${sent - sentBefore} in ${ms} ms`,
            );
          }
        }
      }
      console.info(
        `fuzz: ${sent} requests to ${routes.length} routes, ${failures.length} answered 5xx`,
      );
      expect(failures.join("\n\n")).toBe("");
      expect(sent).toBeGreaterThan(routes.length * 20);
    },
  );
});
