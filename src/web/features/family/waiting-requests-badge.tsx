import { cn } from "@/web/lib/cn";
import { badgeCountText } from "@/web/lib/badge-count-text";
import { waitingRequestsWords } from "./waiting-requests";

/**
 * A header button's corner count of family requests waiting for a grown-up: sunny yellow, apart
 * from the pink unread count, and spoken in full to a screen reader.
 */
export function WaitingRequestsBadge({ count, className }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      data-testid="waiting-requests"
      className={cn(
        "absolute -top-2 flex min-w-7 items-center justify-center rounded-full border-2 border-white bg-sunny px-1.5 font-display text-sm font-bold text-ink",
        className,
      )}
    >
      {badgeCountText(count)}
      <span className="sr-only"> {waitingRequestsWords(count)}</span>
    </span>
  );
}
