/**
 * The app's one offline queue (IndexedDB, the generate call) and making a picture offline. The
 * drawing code and its artwork load only here, when a picture is first drawn on the device.
 */
import { currentLanguage } from "@/web/i18n/current-language";
import { indexedDbPictureStore } from "./indexed-db-store";
import type { TOfflinePicture } from "./offline-picture";
import { createOfflineQueue } from "./offline-queue";
import { sendOfflinePicture } from "./send-offline-picture";

const SYNC_LOCK = "doodle-dino-offline-sync";

export const offlineQueue = createOfflineQueue({
  store: indexedDbPictureStore,
  send: sendOfflinePicture,
  exclusively: <T>(work: () => Promise<T>): Promise<T> =>
    "locks" in navigator ? (navigator.locks.request(SYNC_LOCK, work) as Promise<T>) : work(),
});

export async function listOfflinePictures(ownerKey: string): Promise<TOfflinePicture[]> {
  const pictures = await indexedDbPictureStore.list();
  return pictures.filter((picture) => picture.ownerKey === ownerKey).reverse();
}

export const removeOfflinePicture = (key: string) => indexedDbPictureStore.remove(key);

/** Draws the picture here and keeps it until the server has it. */
export async function makePictureOffline(
  description: string,
  ownerKey: string,
): Promise<TOfflinePicture> {
  const { drawInBrowser } = await import("./draw-in-browser");
  const { png, seed } = await drawInBrowser(description, currentLanguage());
  const picture: TOfflinePicture = {
    key: crypto.randomUUID(),
    ownerKey,
    description,
    seed,
    png,
    createdAt: new Date().toISOString(),
    status: "waiting",
    attempts: 0,
    nextTryAt: 0,
  };
  await indexedDbPictureStore.put(picture);
  return picture;
}
