import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { REMOVED_MEDIA_HEADER, removedMediaHeader } from "../../shared/contracts/removed-media";
import { mediaFileNames, mediaUrlFor, type MediaStore } from "./media-store";

/** The files one request removed; closed once its answer is on its way. */
interface Removals {
  names: Set<string>;
  isOpen: boolean;
}

const removalsOfThisRequest = new AsyncLocalStorage<Removals>();

/**
 * The store, noting each file it removes for the request that asked (if any: a sweep is nobody's
 * request). Whatever removes media — deleting a picture, a face photo, a story with its scene
 * pictures and recordings, a recording replaced, the account — is told to the page the same way.
 */
export function notingRemovals<Store extends MediaStore>(store: Store): Store {
  const remove = store.remove.bind(store);
  store.remove = async (...fileNames) => {
    const removals = removalsOfThisRequest.getStore();
    if (removals?.isOpen) for (const name of mediaFileNames(fileNames)) removals.names.add(name);
    await remove(...fileNames);
  };
  return store;
}

/**
 * Names the media files a call removed in its answer's `Removed-Media` header, so the page
 * deletes them from the device's caches too (`web/features/offline/kept-answers.ts`): without
 * it, the service worker's offline copy of a deleted face photo or recording lived on.
 * Each request's handler runs inside its own list (set in `preHandler`, after the body is read,
 * so the list follows the handler's every await); installed before any route.
 */
export function announceRemovedMedia(app: FastifyInstance): void {
  const removalsOf = new WeakMap<FastifyRequest, Removals>();
  app.addHook("preHandler", (request, _reply, done) => {
    const removals: Removals = { names: new Set(), isOpen: true };
    removalsOf.set(request, removals);
    removalsOfThisRequest.run(removals, done);
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    const removals = removalsOf.get(request);
    if (removals) {
      removals.isOpen = false;
      if (removals.names.size > 0) {
        reply.header(
          REMOVED_MEDIA_HEADER,
          removedMediaHeader([...removals.names].map(mediaUrlFor)),
        );
      }
    }
    done(null, payload);
  });
}
