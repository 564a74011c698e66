import { afterEach, describe, expect, it, vi } from "vitest";
import type { TOfflinePicture } from "./offline-picture";
import { QUOTA_KEPT_NOTE, sendOfflinePicture, TAKEN_KEPT_NOTE } from "./send-offline-picture";

const picture = {
  key: "6f9c1c1e-2a7c-4d8e-9a55-0d2b1b9d7f10",
  description: "a whale",
  seed: 7,
} as TOfflinePicture;

const answering = (status: number, body: object) =>
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status }));

describe("sendOfflinePicture", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a picture whose key is in an account's gallery, saying so kindly", async () => {
    answering(409, { message: "This picture was already sent from another account." });
    expect(await sendOfflinePicture(picture)).toEqual({ kind: "refused", note: TAKEN_KEPT_NOTE });
  });

  it("keeps a picture past the quota with the server's sentence and the kept note", async () => {
    answering(403, { message: "Trial complete." });
    expect(await sendOfflinePicture(picture)).toEqual({
      kind: "refused",
      note: `Trial complete. ${QUOTA_KEPT_NOTE}`,
    });
  });

  it("tries again later when there is no answer or the server is busy", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await sendOfflinePicture(picture)).toEqual({ kind: "later" });
    answering(503, { message: "busy" });
    expect(await sendOfflinePicture(picture)).toEqual({ kind: "later" });
  });
});
