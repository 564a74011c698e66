import { Inbox, Send, Users } from "lucide-react";
import { useLocation } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useWaitingRequestCount } from "@/web/features/family/waiting-requests";
import { WaitingCountPill } from "@/web/features/family/waiting-count-pill";
import { useUnreadCount } from "./unread-count";
import { badgeCountText } from "@/web/lib/badge-count-text";
import { MessagesMenuButton } from "./messages-menu-button";

/** The header's Messages menu (spec core.md §2): Inbox with the unread count, Sent, and
 * the grown-ups' page (requests, connections, everything sent and received). */
export function MessagesMenu({ isOpenAtFirst = false }: { isOpenAtFirst?: boolean }) {
  const [, navigate] = useLocation();
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const waiting = useWaitingRequestCount();
  return (
    <DropdownMenu defaultOpen={isOpenAtFirst}>
      <DropdownMenuTrigger asChild>
        <MessagesMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => navigate("/inbox")}>
          <Inbox className="text-sky-brand" aria-hidden /> Inbox
          {unread > 0 && (
            <span className="ml-auto rounded-full bg-berry-deep px-2.5 text-base font-bold text-white">
              {badgeCountText(unread)} new
            </span>
          )}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/sent")}>
          <Send className="text-dino-deep" aria-hidden /> Sent
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/family")}>
          <Users className="text-berry-deep" aria-hidden /> For grown-ups
          <WaitingCountPill count={waiting} />
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
