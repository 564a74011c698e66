import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { STATE_CHANGING_ROUTES, sampleUrl } from "../src/server/test/state-changing-routes";
import { registerConfirmedAccount, signIn } from "./accounts";
import { expect, test } from "./fixtures";

/**
 * The attack of a sibling site: a page on another port of the same host is the same *site*, so the
 * family's SameSite=Lax cookie goes along with its requests. From such a page a signed-in family's
 * browser sends every state-changing call the way a page can without asking the server first
 * (no-cors, text/plain or no body; other methods than POST only after a CORS preflight, which
 * the server never grants), and an <img> asks for GET /api/logout. Every one is refused, and the
 * family is still signed in afterwards.
 */
let sibling: Server;
let siblingOrigin: string;

test.beforeAll(async () => {
  sibling = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<!doctype html><title>A sibling site</title><h1>Free stickers!</h1>");
  });
  await new Promise<void>((resolve) => sibling.listen(0, "127.0.0.1", resolve));
  siblingOrigin = `http://127.0.0.1:${(sibling.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => sibling.close(() => resolve())));

test("a page on another port cannot change anything for a signed-in family", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerConfirmedAccount(request);
  await page.goto("/auth");
  await signIn(page, account);

  const statuses = new Map<string, number>();
  page.on("response", (response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (url.origin === baseURL && request.frame()?.url().startsWith(siblingOrigin)) {
      statuses.set(`${request.method()} ${url.pathname}`, response.status());
    }
  });

  let logoutAsked = false;
  page.on("request", (request) => {
    if (request.url() === `${baseURL}/api/logout`) logoutAsked = true;
  });
  await page.goto(siblingOrigin);
  const attacks = STATE_CHANGING_ROUTES.map(({ method, url }) => ({
    method,
    url: `${baseURL}${sampleUrl(url)}`,
  }));
  await page.evaluate(async (calls) => {
    for (const call of calls) {
      if (call.method === "POST") {
        const plain = { method: "POST", mode: "no-cors", credentials: "include" } as const;
        await fetch(call.url, { ...plain, body: JSON.stringify({ confirm: "DELETE" }) });
        await fetch(call.url, plain);
      } else {
        // Other methods need the server's leave first (a CORS preflight), which it never gives.
        const body = JSON.stringify({ confirm: "DELETE" });
        await fetch(call.url, { method: call.method, credentials: "include", body }).catch(
          () => {},
        );
      }
    }
    const image = document.createElement("img");
    const loaded = new Promise((resolve) => (image.onerror = image.onload = resolve));
    image.src = `${location.protocol}//${location.hostname}:${new URL(calls[0]!.url).port}/api/logout`;
    document.body.append(image);
    await loaded;
  }, attacks);

  for (const { method, url } of STATE_CHANGING_ROUTES) {
    const status = statuses.get(`${method} ${sampleUrl(url)}`);
    expect(status, `${method} ${url}`).toBe(method === "POST" ? 403 : undefined);
  }
  expect(logoutAsked).toBe(true);

  await page.goto("/");
  await expect(page.getByTestId("account-menu-name")).toHaveText(account.firstName);
});
