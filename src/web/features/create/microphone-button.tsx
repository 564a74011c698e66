import { Mic, MicOff } from "lucide-react";
import { useT } from "@/web/i18n/use-t";
import { cn } from "@/web/lib/cn";

interface MicrophoneButtonProps {
  isListening: boolean;
  isDisabled: boolean;
  /** Greyed, yet a tap answers `onLockedTap` (the finished trial says why). */
  isLocked?: boolean;
  onLockedTap?(): void;
  onToggle(): void;
}

/** The big round microphone: tap to talk, tap again to stop. */
export function MicrophoneButton({
  isListening,
  isDisabled,
  isLocked,
  onLockedTap,
  onToggle,
}: MicrophoneButtonProps) {
  const t = useT("create");
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        onClick={() => (isLocked ? onLockedTap?.() : onToggle())}
        disabled={isDisabled}
        aria-disabled={isLocked || undefined}
        aria-pressed={isListening}
        aria-label={isListening ? t("stopListening") : t("tapAndTell")}
        className={cn(
          "relative inline-flex size-28 items-center justify-center rounded-full text-white shadow-xl transition",
          "focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-sky-brand",
          "disabled:cursor-not-allowed disabled:opacity-50 disabled:grayscale",
          "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:grayscale",
          isListening
            ? "bg-red-500 shadow-[0_6px_0_#9b2c2c]"
            : "bg-berry shadow-[0_6px_0_#b83280] hover:scale-105",
        )}
      >
        {isListening && (
          <span className="absolute inset-0 animate-ping rounded-full bg-red-400/60" aria-hidden />
        )}
        {isListening ? (
          <MicOff className="relative size-12" aria-hidden />
        ) : (
          <Mic className="relative size-12" aria-hidden />
        )}
      </button>
      <p className="font-display text-lg font-semibold" aria-live="polite">
        {isListening ? t("listening") : t("tapAndTalk")}
      </p>
    </div>
  );
}
