import { MessagesScreen } from "@/web/features/messages/messages-screen";

/** `/inbox` (signed in only). */
export function InboxPage() {
  return <MessagesScreen box="inbox" />;
}
