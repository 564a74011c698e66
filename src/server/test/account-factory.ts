import { expect } from "vitest";
import type { TRegisterForm, TRegisterResponse, TUser } from "../../shared/contracts/auth";
import { mailedLink } from "./outbox";
import { browser, testAddress, type TestApp } from "./test-app";

export type Send = ReturnType<typeof browser>;

let counter = 0;

/** A valid sign-up body with a fresh username and address (overrides win). */
export function registerBody(overrides: Partial<TRegisterForm> = {}): TRegisterForm {
  counter += 1;
  const username =
    overrides.username ?? `parent${counter}_${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName: "Robin",
    lastName: "Parent",
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: "dino-secret",
    confirmPassword: overrides.password ?? "dino-secret",
    ...overrides,
  };
}

/** The path and query of an absolute link, for `app.inject`. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export async function register(send: Send, body: TRegisterForm) {
  const response = await send({ method: "POST", url: "/api/auth/register", payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TRegisterResponse;
}

export async function signIn(send: Send, username: string, password = "dino-secret") {
  return send({ method: "POST", url: "/api/auth/login", payload: { username, password } });
}

/**
 * Signs up, confirms the e-mail through the link mailed to the outbox and signs in, in a browser
 * of its own (or the one given).
 */
export async function createSignedInUser(
  t: TestApp,
  options: { send?: Send; ipAddress?: string; body?: Partial<TRegisterForm> } = {},
) {
  const send = options.send ?? browser(t.app, options.ipAddress ?? testAddress("family"));
  const body = registerBody(options.body);
  await register(send, body);
  const verificationLink = await mailedLink(t, body.email, "verify");
  // Opened in a browser of its own, which only confirms (in `send`, the browser that signed up,
  // it would sign in too: verify-email-sign-in.test.ts), so every test signs in the same way.
  const mailReader = browser(t.app, options.ipAddress ?? testAddress("family"));
  const verified = await mailReader({ method: "GET", url: pathOf(verificationLink) });
  expect(verified.headers.location).toBe("/auth?verified=1");
  const response = await signIn(send, body.username, body.password);
  expect(response.statusCode, response.body).toBe(200);
  return { send, body, user: response.json() as TUser };
}
