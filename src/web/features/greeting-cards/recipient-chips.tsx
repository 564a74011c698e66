import { X } from "lucide-react";
import type { TGreetingRecipient } from "./greeting-handoff";

/** The chosen people as chips; each one's × takes them off the list. */
export function RecipientChips({
  recipients,
  onRemove,
}: {
  recipients: TGreetingRecipient[];
  onRemove(recipient: TGreetingRecipient): void;
}) {
  if (recipients.length === 0)
    return <p className="text-base text-slate-600">Nobody chosen yet: tick someone below.</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Chosen people" data-testid="recipient-chips">
      {recipients.map((recipient) => (
        <li
          key={recipient.id}
          className="flex items-center gap-1 rounded-full bg-dino-deep py-1 pr-1 pl-4 font-display text-lg font-semibold text-white"
        >
          {recipient.name}
          <button
            type="button"
            onClick={() => onRemove(recipient)}
            aria-label={`Remove ${recipient.name}`}
            className="flex size-11 items-center justify-center rounded-full hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="size-5" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
