import { Inbox, Mail, Send } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useUnreadCount } from "./message-calls";

/** The header's Messages menu (spec core.md §2): Inbox with the unread count, and Sent. */
export function MessagesMenu() {
  const [, navigate] = useLocation();
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const unreadText = unread > 99 ? "99+" : String(unread);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="relative shrink-0 px-3" data-testid="messages-menu">
          <Mail aria-hidden />
          <span className="sr-only lg:not-sr-only">Messages</span>
          {unread > 0 && (
            <span
              data-testid="unread-count"
              className="absolute -top-2 -right-2 flex min-w-7 items-center justify-center rounded-full border-2 border-white bg-berry-deep px-1.5 font-display text-sm font-bold text-white"
            >
              {unreadText}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => navigate("/inbox")}>
          <Inbox className="text-sky-brand" aria-hidden /> Inbox
          {unread > 0 && (
            <span className="ml-auto rounded-full bg-berry-deep px-2.5 text-base font-bold text-white">
              {unreadText} new
            </span>
          )}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/sent")}>
          <Send className="text-dino-deep" aria-hidden /> Sent
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
