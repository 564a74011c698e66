/**
 * One toast at a time (spec section 9): showing a new toast replaces the current one, and a
 * toast belongs to the page it was shown on — going to another page clears it.
 */
export type TToastVariant = "default" | "success" | "destructive";

export interface TToast {
  id: number;
  title: string;
  description?: string;
  variant: TToastVariant;
  durationMs: number;
  /** A way forward the toast offers, e.g. to the plans page. */
  action?: TToastAction;
  /** The path the toast belongs to: it was shown there, or it greets the page it leads to. */
  page: string;
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

export interface TToastOptions {
  title: string;
  description?: string;
  variant?: TToastVariant;
  durationMs?: number;
  action?: TToastAction;
  /** For a toast that announces a move to another page ("saved, going home"): stays on there. */
  keptOnPage?: string;
}

const currentPath = () => (typeof window === "undefined" ? "/" : window.location.pathname);

export function toast(options: TToastOptions): void {
  clearTimeout(dismissTimer);
  current = {
    id: nextId++,
    title: options.title,
    description: options.description,
    variant: options.variant ?? "default",
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
    action: options.action,
    page: options.keptOnPage ?? currentPath(),
  };
  dismissTimer = setTimeout(dismissToast, current.durationMs);
  emit();
}

/**
 * The app arrived at `path`: a toast from another page is cleared, so an old failure never sits
 * over the next screen. A toast the new page showed as it opened stays.
 */
export function clearToastOnNavigation(path: string): void {
  if (current && current.page !== path) dismissToast();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): TToast | null {
  return current;
}
