import { Sparkles } from "lucide-react";
import { useSyncExternalStore } from "react";
import { isUpdateWaiting, subscribeToUpdates, updateNow } from "./update-store";

export const UPDATE_READY_TEXT = "New magic is ready — tap to update";

/** A big friendly button at the bottom of the screen (above the footer's links) while a new version waits. */
export function UpdateBanner() {
  const isWaiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, isUpdateWaiting);
  if (!isWaiting) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[max(1rem,calc(var(--footer-in-view,0px)+0.75rem))] z-[55] flex justify-center px-3 pb-[env(safe-area-inset-bottom)]">
      <button
        type="button"
        onClick={() => void updateNow()}
        className="pointer-events-auto flex min-h-14 items-center gap-3 rounded-full border-4 border-white bg-sky-deep px-6 py-3 font-display text-lg font-bold text-white shadow-xl"
      >
        <Sparkles className="size-6" aria-hidden />
        {UPDATE_READY_TEXT}
      </button>
    </div>
  );
}
