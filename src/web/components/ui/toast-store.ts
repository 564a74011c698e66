/** One toast at a time (spec section 9): showing a new toast replaces the current one. */
export type TToastVariant = "default" | "success" | "destructive";

export interface TToast {
  id: number;
  title: string;
  description?: string;
  variant: TToastVariant;
  durationMs: number;
  /** A way forward the toast offers, e.g. to the plans page. */
  action?: TToastAction;
}

export interface TToastAction {
  label: string;
  href: string;
}

export const TOAST_DURATION_MS = 5000;

type Listener = () => void;

let current: TToast | null = null;
let nextId = 1;
let dismissTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(): void {
  clearTimeout(dismissTimer);
  current = null;
  emit();
}

export function toast(options: {
  title: string;
  description?: string;
  variant?: TToastVariant;
  durationMs?: number;
  action?: TToastAction;
}): void {
  clearTimeout(dismissTimer);
  current = {
    id: nextId++,
    title: options.title,
    description: options.description,
    variant: options.variant ?? "default",
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
    action: options.action,
  };
  dismissTimer = setTimeout(dismissToast, current.durationMs);
  emit();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): TToast | null {
  return current;
}
