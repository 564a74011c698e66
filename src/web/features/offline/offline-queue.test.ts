import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { indexedDbPictureStore } from "./indexed-db-store";
import type { TOfflinePicture } from "./offline-picture";
import { createOfflineQueue, retryDelayMs, type TSendOutcome } from "./offline-queue";

let clock = 1_000_000;
const now = () => clock;

function picture(key: string, overrides: Partial<TOfflinePicture> = {}): TOfflinePicture {
  return {
    key,
    ownerKey: "user:1",
    description: `picture ${key}`,
    seed: 42,
    png: new Blob(["png"], { type: "image/png" }),
    createdAt: new Date(clock).toISOString(),
    status: "waiting",
    attempts: 0,
    nextTryAt: 0,
    ...overrides,
  };
}

/** A fake server: answers each key from a script (default: sent), and records every call. */
function fakeServer(answers: Record<string, TSendOutcome[]> = {}) {
  const calls: string[] = [];
  return {
    calls,
    async send(sent: TOfflinePicture): Promise<TSendOutcome> {
      calls.push(sent.key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answers[sent.key]?.shift() ?? { kind: "sent" };
    },
  };
}

async function freshStore(...pictures: TOfflinePicture[]) {
  for (const old of await indexedDbPictureStore.list()) await indexedDbPictureStore.remove(old.key);
  for (const one of pictures) await indexedDbPictureStore.put(one);
  return indexedDbPictureStore;
}

describe("the offline picture queue", () => {
  it("sends the owner's waiting pictures once and takes them off the device", async () => {
    const store = await freshStore(
      picture("a"),
      picture("b"),
      picture("theirs", { ownerKey: "user:2" }),
    );
    const server = fakeServer();
    const queue = createOfflineQueue({ store, send: server.send, now });
    expect(await queue.sync("user:1")).toEqual({ sent: 2, kept: 0, waiting: 0 });
    expect(server.calls).toEqual(["a", "b"]);
    expect((await store.list()).map((left) => left.key)).toEqual(["theirs"]);
  });

  it("never sends a picture twice, however often a sync is asked for at once", async () => {
    const store = await freshStore(picture("a"), picture("b"));
    const server = fakeServer();
    const queue = createOfflineQueue({ store, send: server.send, now });
    await Promise.all([queue.sync("user:1"), queue.sync("user:1"), queue.sync("user:1")]);
    await queue.sync("user:1");
    expect(server.calls).toEqual(["a", "b"]);
  });

  it("keeps a picture the quota refuses on the device with a kind note, and stops sending it", async () => {
    const note = "No more pictures can be saved this month, so this one stays on this device.";
    const store = await freshStore(picture("a"));
    const server = fakeServer({ a: [{ kind: "refused", note }] });
    const queue = createOfflineQueue({ store, send: server.send, now });
    expect(await queue.sync("user:1")).toEqual({ sent: 0, kept: 1, waiting: 0 });
    const [kept] = await store.list();
    expect(kept).toMatchObject({ key: "a", status: "kept", note });
    expect(await kept!.png.text()).toBe("png");
    await queue.sync("user:1");
    expect(server.calls).toEqual(["a"]);

    await queue.tryAgain(kept!);
    expect(await queue.sync("user:1")).toEqual({ sent: 1, kept: 0, waiting: 0 });
    expect(await store.list()).toEqual([]);
  });

  it("retries later with the same key when the server cannot be reached, waiting longer each time", async () => {
    const store = await freshStore(picture("a"), picture("b"));
    const server = fakeServer({ a: [{ kind: "later" }, { kind: "later" }] });
    const queue = createOfflineQueue({ store, send: server.send, now });

    expect(await queue.sync("user:1")).toEqual({ sent: 0, kept: 0, waiting: 2 });
    expect(server.calls).toEqual(["a"]); // no point knocking again straight away
    const [first] = await store.list();
    expect(first).toMatchObject({ attempts: 1, nextTryAt: clock + retryDelayMs(1) });

    await queue.sync("user:1");
    expect(server.calls).toEqual(["a", "b"]); // a is resting; b goes
    clock += retryDelayMs(1);
    await queue.sync("user:1");
    expect((await store.list())[0]).toMatchObject({ key: "a", attempts: 2 });
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    clock += retryDelayMs(2);
    expect(await queue.sync("user:1")).toEqual({ sent: 1, kept: 0, waiting: 0 });
    expect(server.calls).toEqual(["a", "b", "a", "a"]);
    expect(await store.list()).toEqual([]);
  });

  it("treats a send that throws as a passing trouble, not a loss", async () => {
    const store = await freshStore(picture("a"));
    const queue = createOfflineQueue({
      store,
      send: () => Promise.reject(new TypeError("Failed to fetch")),
      now,
    });
    expect(await queue.sync("user:1")).toEqual({ sent: 0, kept: 0, waiting: 1 });
    expect(await store.list()).toHaveLength(1);
  });
});
