import { Mail } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { HEADER_TILE_CLASS } from "@/web/features/layout/header-link";
import { useUnreadCount } from "./message-calls";

/** How many unread messages, as the header shows it. */
export function unreadCountText(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}

/** The header's Messages button, with the unread count on its corner. */
export function MessagesMenuButton(props: ButtonProps) {
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  return (
    <Button
      variant="outline"
      className={cn("relative shrink-0 px-3", HEADER_TILE_CLASS)}
      data-testid="messages-menu"
      aria-haspopup="menu"
      {...props}
    >
      <Mail aria-hidden />
      <span>Messages</span>
      {unread > 0 && (
        <span
          data-testid="unread-count"
          className="absolute -top-2 -right-2 flex min-w-7 items-center justify-center rounded-full border-2 border-white bg-berry-deep px-1.5 font-display text-sm font-bold text-white"
        >
          {unreadCountText(unread)}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </Button>
  );
}
