import { MessagesScreen } from "@/web/features/messages/messages-screen";

/** `/sent` (signed in only). */
export function SentPage() {
  return <MessagesScreen box="sent" />;
}
