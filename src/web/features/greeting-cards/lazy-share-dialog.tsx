import { Suspense, lazy } from "react";
import type { TShareLaunch } from "./share-dialog";

const ShareDialog = lazy(async () => ({ default: (await import("./share-dialog")).ShareDialog }));

/** The share dialog and the card drawing load only when a card is first started. */
export function LazyShareDialog({
  launch,
  onClose,
}: {
  launch: TShareLaunch | null;
  onClose(): void;
}) {
  if (!launch) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialog launch={launch} onClose={onClose} />
    </Suspense>
  );
}
