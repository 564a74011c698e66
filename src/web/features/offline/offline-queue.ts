import type { OfflinePictureStore, TOfflinePicture } from "./offline-picture";

/** What the server said to one offline picture. */
export type TSendOutcome =
  | { kind: "sent" }
  /** It will not take it (quota used up, words): the picture stays on the device. */
  | { kind: "refused"; note: string }
  /** No answer, or a passing trouble (busy, too many at once): try again later. */
  | { kind: "later" };

export interface SyncSummary {
  sent: number;
  kept: number;
  waiting: number;
}

interface OfflineQueueDeps {
  store: OfflinePictureStore;
  send(picture: TOfflinePicture): Promise<TSendOutcome>;
  now?: () => number;
  /** Runs the sync alone across this browser's tabs (Web Locks), where available. */
  exclusively?: <T>(work: () => Promise<T>) => Promise<T>;
}

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

export const retryDelayMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/**
 * Sends the owner's waiting offline pictures to the server, oldest first, one at a time. A sync
 * already running is joined rather than started twice, a sent picture leaves the device, and the
 * picture's key makes the server answer a repeat with the picture it already made.
 */
export function createOfflineQueue({
  store,
  send,
  now = Date.now,
  exclusively = (work) => work(),
}: OfflineQueueDeps) {
  let running: Promise<SyncSummary> | null = null;

  async function syncOnce(ownerKey: string): Promise<SyncSummary> {
    const summary: SyncSummary = { sent: 0, kept: 0, waiting: 0 };
    const mine = (await store.list()).filter(
      (picture) => picture.ownerKey === ownerKey && picture.status === "waiting",
    );
    let isServerReachable = true;
    for (const picture of mine) {
      if (!isServerReachable || picture.nextTryAt > now()) {
        summary.waiting++;
        continue;
      }
      const outcome = await send(picture).catch((): TSendOutcome => ({ kind: "later" }));
      if (outcome.kind === "sent") {
        await store.remove(picture.key);
        summary.sent++;
      } else if (outcome.kind === "refused") {
        await store.put({ ...picture, status: "kept", note: outcome.note });
        summary.kept++;
      } else {
        const attempts = picture.attempts + 1;
        await store.put({ ...picture, attempts, nextTryAt: now() + retryDelayMs(attempts) });
        summary.waiting++;
        isServerReachable = false;
      }
    }
    return summary;
  }

  return {
    sync(ownerKey: string): Promise<SyncSummary> {
      running ??= exclusively(() => syncOnce(ownerKey)).finally(() => {
        running = null;
      });
      return running;
    },
    /** A kept picture is offered again (after a plan change, say), straight away. */
    async tryAgain(picture: TOfflinePicture): Promise<void> {
      await store.put({ ...picture, status: "waiting", note: undefined, nextTryAt: 0 });
    },
  };
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;
