import type { TGrownUpBox, TGrownUpMessage } from "@/shared/contracts/family";
import { cn } from "@/web/lib/cn";
import { messageDateTime, personLabel } from "@/web/features/messages/message-format";
import { statusText, TONE_CLASSES } from "./grown-up-message-status";

/** One message on the grown-ups' page: who, when, subject, what became of it and a preview. */
export function GrownUpMessageRow({
  box,
  message,
  onOpen,
}: {
  box: TGrownUpBox;
  message: TGrownUpMessage;
  onOpen(): void;
}) {
  const status = statusText(box, message);
  const picture = message.attachedImage;
  const who =
    box === "received" ? `From: ${personLabel(message.from)}` : `To: ${personLabel(message.to)}`;
  const isQuiet = status.tone === "quiet" || message.status === "reported";
  return (
    <li data-testid={`grown-up-${box}-message`}>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          "flex w-full min-w-0 items-start gap-3 rounded-3xl border-4 bg-white p-4 text-left shadow-md",
          "hover:bg-sky-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-brand",
          isQuiet ? "border-slate-200" : "border-white",
        )}
      >
        <span className="block min-w-0 flex-1 space-y-1">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="min-w-0 font-display text-xl font-semibold break-words text-sky-deep">
              {message.subject}
            </span>
            <span
              className={cn(
                "rounded-full px-3 py-0.5 font-display text-base font-bold",
                TONE_CLASSES[status.tone],
              )}
            >
              {status.label}
            </span>
          </span>
          <span className="block text-lg font-semibold [overflow-wrap:anywhere]">{who}</span>
          <span
            className={cn(
              "line-clamp-2 block text-lg break-words",
              isQuiet ? "text-slate-500" : "text-slate-700",
            )}
          >
            {message.content}
          </span>
          <span className="block text-base text-slate-600">{messageDateTime(message.sentAt)}</span>
        </span>
        {picture && (
          <img
            src={picture.thumbnailUrl}
            alt={`Picture: ${picture.description}`}
            loading="lazy"
            className="size-14 shrink-0 rounded-2xl border-2 border-sky-100 object-cover sm:size-20"
          />
        )}
      </button>
    </li>
  );
}
