import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";
import { OFFLINE_NOTE } from "./offline-words";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOffline = () => !navigator.onLine;

/** A strip above every page while the device has no connection; in the flow, so it hides nothing. */
export function OfflineNote() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-sunny px-3 py-2 text-center text-base font-semibold text-slate-900"
    >
      <WifiOff className="size-5 shrink-0" aria-hidden />
      {OFFLINE_NOTE}
    </p>
  );
}
