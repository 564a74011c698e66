import { X } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "@/web/lib/cn";
import { buttonVariants } from "./button";
import {
  clearToastOnNavigation,
  currentToast,
  dismissToast,
  subscribeToToasts,
  type TToastVariant,
} from "./toast-store";
import { useToastPlacement } from "./use-toast-placement";

const variantClasses: Record<TToastVariant, string> = {
  default: "border-sky-brand bg-white text-ink",
  success: "border-dino bg-[#f0fff4] text-ink",
  destructive: "border-red-500 bg-red-50 text-red-900",
};

/** The spec's hotkey that moves the focus to the notifications. */
export const NOTIFICATIONS_HOTKEY = "F8";

/**
 * Shows the one current toast, readable by screen readers, and clears it when the app goes to
 * another page. On a phone it sits at the bottom, where it hides neither the header nor the top
 * of the new picture the page has just scrolled to; on a wider screen, at the top. Wherever a
 * control is in the way (the book's Back, Play and Next, a red Delete, a dialog's Send) it moves
 * to the free band nearest that edge (useToastPlacement); where no band is tall enough for it, it
 * shows its title only (its words stay for screen readers). F8 moves the focus to it (spec).
 */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, currentToast);
  const [path] = useLocation();
  const viewport = useRef<HTMLDivElement>(null);
  const shown = useRef<HTMLDivElement>(null);
  const { top, isCompact } = useToastPlacement(viewport, shown, toast?.id);
  useEffect(() => clearToastOnNavigation(path), [path]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== NOTIFICATIONS_HOTKEY) return;
      event.preventDefault();
      viewport.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <div
      ref={viewport}
      data-toast-viewport=""
      // A dialog under a toast is not tapped "outside" when the toast is: its X removes the toast
      // before Radix, listening on the document, could see the tap was on it (see dialog.tsx).
      onPointerDown={(event) => event.stopPropagation()}
      tabIndex={-1}
      aria-label={`Notifications (${NOTIFICATIONS_HOTKEY})`}
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-[60] flex justify-center px-3 outline-none sm:top-3 sm:bottom-auto"
      style={top === undefined ? undefined : { top, bottom: "auto" }}
    >
      {toast && (
        <div
          key={toast.id}
          ref={shown}
          data-testid="toast"
          className={cn(
            "pointer-events-auto flex w-full max-w-md gap-3 rounded-2xl border-4 shadow-xl",
            isCompact ? "items-center px-4 py-1" : "items-start p-4",
            variantClasses[toast.variant],
          )}
        >
          <div className="min-w-0 flex-1">
            <p className={cn("font-display text-xl font-bold", isCompact && "truncate")}>
              {toast.title}
            </p>
            {toast.description && (
              <p className={isCompact ? "sr-only" : "mt-1 text-base"}>{toast.description}</p>
            )}
            {toast.action && (
              <Link
                href={toast.action.href}
                onClick={dismissToast}
                className={cn(buttonVariants({ variant: "sunny", size: "md" }), "mt-3")}
              >
                {toast.action.label}
              </Link>
            )}
          </div>
          <button
            type="button"
            onClick={dismissToast}
            aria-label="Close message"
            className="-m-1 inline-flex size-12 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
          >
            <X className="size-6" aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
