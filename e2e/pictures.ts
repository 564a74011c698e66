import type { APIRequestContext } from "@playwright/test";
import { randomInt } from "node:crypto";
import { expect } from "./fixtures";

/** Premium through the demo checkout, so one family can make more than 5 pictures. */
export async function upgradeToPremium(request: APIRequestContext): Promise<void> {
  const order = await request.post("/api/paypal/order", { data: { planId: "premium" } });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: string };
  const confirmed = await request.post("/api/subscription/confirm-paypal-payment", {
    data: { orderId: id, planId: "premium" },
  });
  expect(confirmed.status()).toBe(200);
}

/** The picture brake allows 20 a minute from one address: a new address every 15 pictures. */
const PICTURES_PER_ADDRESS = 15;

/** Makes pictures through the API ("{idea} number N"), oldest first; answers their ids. */
export async function makePictures(
  request: APIRequestContext,
  count: number,
  idea: string,
): Promise<string[]> {
  const ids: string[] = [];
  let headers = {};
  for (let made = 1; made <= count; made++) {
    if (made % PICTURES_PER_ADDRESS === 1) {
      headers = { "X-Forwarded-For": `203.0.${randomInt(0, 256)}.${randomInt(1, 255)}` };
    }
    const picture = await request.post("/api/images/generate", {
      headers,
      data: { description: `${idea} number ${made}` },
    });
    expect(picture.status()).toBe(201);
    ids.push(((await picture.json()) as { id: string }).id);
  }
  return ids;
}
