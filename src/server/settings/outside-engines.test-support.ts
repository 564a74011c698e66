import { expect } from "vitest";
import type { Send } from "../test/account-factory";

/** A grown-up switches outside engines on for the family (what the gated switch sends). */
export async function allowOutsideEngines(send: Send, allowed = true) {
  const response = await send({
    method: "PUT",
    url: "/api/settings",
    payload: { outsideEnginesAllowed: allowed },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ outsideEnginesAllowed: allowed });
}
