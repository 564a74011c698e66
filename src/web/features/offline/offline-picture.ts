import { isNoAnswer } from "@/web/lib/api";

/** A picture drawn on the device while offline, kept in IndexedDB until the server has it. */
export interface TOfflinePicture {
  /** Made on the device; sent as the generate call's `offlineKey`, so it is never made twice. */
  key: string;
  /** Whose it is: `user:<id>` or `visitor` (only they see it and send it). */
  ownerKey: string;
  description: string;
  seed: number;
  png: Blob;
  createdAt: string;
  /** waiting: to be sent; kept: the server said no (quota, words), so it stays on the device. */
  status: "waiting" | "kept";
  /** Why it was kept, in words for a family. */
  note?: string;
  attempts: number;
  /** Not sent again before this time (ms since 1970), after a failed try. */
  nextTryAt: number;
}

export interface OfflinePictureStore {
  list(): Promise<TOfflinePicture[]>;
  put(picture: TOfflinePicture): Promise<void>;
  remove(key: string): Promise<void>;
}

export const ownerKeyOf = (userId: string | null | undefined): string =>
  userId ? `user:${userId}` : "visitor";

/** The browser knows it is offline, or the call failed without any answer from the server. */
export function isNoConnection(error: unknown): boolean {
  return !navigator.onLine || isNoAnswer(error);
}

/** A description drawn offline uses words a children's app refuses; `message` says so kindly. */
export class UnkindWordsError extends Error {}
