import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { useT } from "@/web/i18n/use-t";
import { capitalise, IDEAS } from "./ideas";

interface IdeaButtonsProps {
  isDisabled: boolean;
  /** Greyed, yet a tap answers `onLockedTap` (the finished trial says why). */
  isLocked?: boolean;
  onLockedTap?(): void;
  onPick(idea: string): void;
}

/** Three ready-made ideas for a child who is not sure what to say. */
export function IdeaButtons({ isDisabled, isLocked, onLockedTap, onPick }: IdeaButtonsProps) {
  const t = useT("home");
  return (
    <div>
      <p className="mb-2 font-display text-lg font-semibold text-grape">{t("needAnIdea")}</p>
      <div className="grid gap-2 sm:grid-cols-3">
        {IDEAS.map((idea) => (
          <button
            key={idea.emoji}
            type="button"
            disabled={isDisabled}
            aria-disabled={isLocked || undefined}
            onClick={() => (isLocked ? onLockedTap?.() : onPick(capitalise(t(idea.text))))}
            className="flex min-h-14 items-center gap-3 rounded-2xl border-2 border-grape/30 bg-white px-4 py-2 text-left text-base font-semibold shadow-sm transition hover:-translate-y-0.5 hover:border-grape hover:shadow-md disabled:cursor-not-allowed disabled:opacity-50 disabled:grayscale disabled:hover:translate-y-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:grayscale aria-disabled:hover:translate-y-0"
          >
            <FluentEmoji name={idea.emoji} />
            {capitalise(t(idea.text))}
          </button>
        ))}
      </div>
    </div>
  );
}
