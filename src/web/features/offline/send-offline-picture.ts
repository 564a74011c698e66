import { apiRequest, ApiError } from "@/web/lib/api";
import type { TOfflinePicture } from "./offline-picture";
import type { TSendOutcome } from "./offline-queue";

export const QUOTA_KEPT_NOTE =
  "No more pictures can be added to your gallery right now, so this one stays safe on this device.";

/** The server has this picture's key in another account's gallery (it never moves from one). */
export const TAKEN_KEPT_NOTE =
  "Dot couldn't add this picture to this gallery, so it stays safe on this device. You can download it or try again.";

/** Troubles that pass: a timeout, too many at once, a busy or restarting server. */
const isPassing = (status: number) => status === 408 || status === 429 || status >= 500;

/** POST /api/images/generate with the picture's words, seed and key. */
export async function sendOfflinePicture(picture: TOfflinePicture): Promise<TSendOutcome> {
  try {
    await apiRequest("POST", "/api/images/generate", {
      description: picture.description,
      seed: picture.seed,
      offlineKey: picture.key,
    });
    return { kind: "sent" };
  } catch (error) {
    if (!(error instanceof ApiError) || isPassing(error.status)) return { kind: "later" };
    if (error.status === 403) {
      const reason = error.body?.message ? `${error.body.message} ` : "";
      return { kind: "refused", note: `${reason}${QUOTA_KEPT_NOTE}` };
    }
    if (error.status === 409) return { kind: "refused", note: TAKEN_KEPT_NOTE };
    return {
      kind: "refused",
      note: error.body?.message ?? "Dino could not add this one to your gallery.",
    };
  }
}
