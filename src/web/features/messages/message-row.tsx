import type { TMessage, TMessageBox } from "@/shared/contracts/messages";
import { Trash2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { messageDate, messageDateTime, messageTime, personLabel } from "./message-format";

interface MessageRowProps {
  message: TMessage;
  box: TMessageBox;
  isDeleting: boolean;
  onOpen(): void;
  onDelete(): void;
}

/** One row: subject, 'New' while unread, who, a two-line preview, when, and a delete icon. */
export function MessageRow({ message, box, isDeleting, onOpen, onDelete }: MessageRowProps) {
  const isNew = box === "inbox" && !message.isRead;
  const picture = message.attachedImage;
  const who =
    box === "inbox" ? `From: ${personLabel(message.from)}` : `To: ${personLabel(message.to)}`;
  const when =
    box === "inbox"
      ? messageDateTime(message.sentAt)
      : `Sent on ${messageDate(message.sentAt)} at ${messageTime(message.sentAt)}`;
  return (
    <li
      data-testid="message-row"
      className={cn(
        "flex items-stretch overflow-hidden rounded-3xl border-4 bg-white shadow-md",
        isNew ? "border-sunny" : "border-white",
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 space-y-1 p-4 text-left hover:bg-sky-50 focus-visible:outline-4 focus-visible:outline-sky-brand"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              "min-w-0 break-words font-display text-xl text-sky-deep",
              isNew ? "font-bold" : "font-semibold",
            )}
          >
            {message.subject}
          </span>
          {box === "sent" && message.delivery === "waiting" && (
            <span className="rounded-full bg-sunny px-3 py-0.5 font-display text-base font-bold text-ink">
              Waiting for a grown-up
            </span>
          )}
          {isNew && (
            <span className="rounded-full bg-berry-deep px-3 py-0.5 font-display text-base font-bold text-white">
              New
            </span>
          )}
        </span>
        {/* On a phone the picture sits in the row's words, big enough for a child to see. */}
        {picture && (
          <img
            src={picture.thumbnailUrl}
            alt={`Picture: ${picture.description}`}
            loading="lazy"
            className="block size-24 rounded-2xl border-2 border-sky-100 object-cover sm:hidden"
          />
        )}
        <span className="block text-lg font-semibold [overflow-wrap:anywhere]">{who}</span>
        {/* No display class beside line-clamp-2: a later "block" in the stylesheet undid its
            -webkit-box, and the whole message showed instead of two lines. */}
        <span
          data-testid="message-preview"
          className="line-clamp-2 text-lg break-words text-slate-600"
        >
          {message.content}
        </span>
        <span className="block text-base text-slate-500">{when}</span>
      </button>
      {picture && (
        <div className="hidden items-center py-3 sm:flex">
          <img
            src={picture.thumbnailUrl}
            alt={`Picture: ${picture.description}`}
            loading="lazy"
            className="size-20 rounded-2xl border-2 border-sky-100 object-cover"
          />
        </div>
      )}
      <div className="flex items-center pr-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete message: ${message.subject}`}
          disabled={isDeleting}
          onClick={onDelete}
          className="text-red-600 hover:bg-red-50"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
