/** Whether a new version of the app is waiting, and how to switch to it (reloads the page). */
type Listener = () => void;

let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

export function offerUpdate(apply: () => Promise<void>): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

export function isUpdateWaiting(): boolean {
  return applyUpdate !== null;
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function updateNow(): Promise<void> {
  await applyUpdate?.();
}
