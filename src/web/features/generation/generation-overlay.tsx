import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import type { ReactNode } from "react";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import {
  OVERLAY_STAGE_TEXTS,
  PICTURE_OVERLAY_DURATION_MS,
  overlayProgress,
} from "./overlay-timing";
import { useBackgroundMusic } from "./use-background-music";
import { useElapsedTicks } from "./use-elapsed-ticks";

interface GenerationOverlayProps {
  isOpen: boolean;
  /** True once the picture has arrived: the overlay jumps to 100%. */
  isForcedComplete: boolean;
  title?: string;
  durationMs?: number;
  /** Shown instead of the countdown and bar (a story's own progress card). */
  children?: ReactNode;
}

/** Moves focus into the overlay so screen readers announce it (a stable ref: runs once). */
function focusWhenShown(overlay: HTMLDivElement | null): void {
  overlay?.focus();
}

/** Full-screen 'Creating your magical picture...' with a dancing dino, countdown, bar and music. */
export function GenerationOverlay({
  isOpen,
  isForcedComplete,
  title = "Creating your magical picture...",
  durationMs = PICTURE_OVERLAY_DURATION_MS,
  children,
}: GenerationOverlayProps) {
  const elapsed = useElapsedTicks(isOpen);
  useBackgroundMusic(isOpen);
  if (!isOpen) return null;

  const progress = overlayProgress(elapsed, durationMs, isForcedComplete);
  const secondsLabel = progress.secondsLeft === 1 ? "second" : "seconds";
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="generation-title"
      data-testid="generation-overlay"
      tabIndex={-1}
      ref={focusWhenShown}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto overscroll-contain outline-none bg-gradient-to-b from-sky-brand via-grape to-berry p-4 text-white"
    >
      <div className="flex w-full max-w-md flex-col items-center gap-5 py-6 text-center">
        <div className="relative">
          <FluentEmoji
            name="sparkles"
            className="absolute -top-2 -left-8 size-12 animate-sparkle"
          />
          <FluentEmoji
            name="star"
            className="absolute top-6 -right-10 size-10 animate-sparkle [animation-delay:0.5s]"
          />
          <DinoMascot className="size-44 animate-dino-dance drop-shadow-xl sm:size-56" />
        </div>
        <h2 id="generation-title" className="text-3xl font-bold drop-shadow sm:text-4xl">
          {title}
        </h2>
        <p aria-live="polite" className="min-h-8 font-display text-2xl font-semibold">
          {OVERLAY_STAGE_TEXTS[progress.stageIndex]}
        </p>
        {children ?? (
          <>
            <div className="flex w-full items-baseline justify-between font-display text-xl font-semibold">
              <span data-testid="overlay-countdown">
                {progress.secondsLeft} {secondsLabel}
              </span>
              <span data-testid="overlay-percent">{progress.percentComplete}% complete</span>
            </div>
            <div
              role="progressbar"
              aria-label="Time left"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress.barPercent)}
              className="h-7 w-full overflow-hidden rounded-full border-4 border-white/80 bg-white/25"
            >
              <div
                className="h-full rounded-full bg-sunny transition-[width] duration-100 ease-linear"
                style={{ width: `${progress.barPercent}%` }}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
