import type { OfflinePictureStore, TOfflinePicture } from "./offline-picture";

const DATABASE = "doodle-dino-offline";
const PICTURES = "pictures";

let opening: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(PICTURES, { keyPath: "key" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error("This browser could not open its picture store"));
    };
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (pictures: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(PICTURES, mode);
    const request = action(transaction.objectStore(PICTURES));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("The picture store failed"));
  });
}

/** Offline pictures in this browser's IndexedDB, oldest first. */
export const indexedDbPictureStore: OfflinePictureStore = {
  async list() {
    const pictures = await run(
      "readonly",
      (store) => store.getAll() as IDBRequest<TOfflinePicture[]>,
    );
    return pictures.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },
  async put(picture) {
    await run("readwrite", (store) => store.put(picture));
  },
  async remove(key) {
    await run("readwrite", (store) => store.delete(key));
  },
};
