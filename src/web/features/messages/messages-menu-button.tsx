import { Mail } from "lucide-react";
import { badgeCountText } from "@/web/lib/badge-count-text";
import { cn } from "@/web/lib/cn";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { HEADER_TILE_CLASS } from "@/web/features/layout/header-link";
import { WaitingRequestsBadge } from "@/web/features/family/waiting-requests-badge";
import { useWaitingRequestCount } from "@/web/features/family/waiting-requests";
import { useUnreadCount } from "./unread-count";

/**
 * The header's Messages button, with the unread count on its right corner and the family requests
 * waiting for a grown-up on its left.
 */
export function MessagesMenuButton(props: ButtonProps) {
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const waiting = useWaitingRequestCount();
  return (
    <Button
      variant="outline"
      className={cn("relative shrink-0 px-3", HEADER_TILE_CLASS)}
      data-testid="messages-menu"
      aria-haspopup="menu"
      {...props}
    >
      <WaitingRequestsBadge count={waiting} className="-left-2" />
      <Mail aria-hidden />
      <span>Messages</span>
      {unread > 0 && (
        <span
          data-testid="unread-count"
          className="absolute -top-2 -right-2 flex min-w-7 items-center justify-center rounded-full border-2 border-white bg-berry-deep px-1.5 font-display text-sm font-bold text-white"
        >
          {badgeCountText(unread)}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </Button>
  );
}
