import { X } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
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

const variantClasses: Record<TToastVariant, string> = {
  default: "border-sky-brand bg-white text-ink",
  success: "border-dino bg-[#f0fff4] text-ink",
  destructive: "border-red-500 bg-red-50 text-red-900",
};

/**
 * Shows the one current toast near the top of the screen, readable by screen readers, and
 * clears it when the app goes to another page.
 */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, currentToast);
  const [path] = useLocation();
  useEffect(() => clearToastOnNavigation(path), [path]);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-3"
    >
      {toast && (
        <div
          key={toast.id}
          data-testid="toast"
          className={cn(
            "pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-2xl border-4 p-4 shadow-xl",
            variantClasses[toast.variant],
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="font-display text-xl font-bold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-base">{toast.description}</p>}
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
