import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import type { ReactNode } from "react";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { useT } from "@/web/i18n/use-t";
import { cn } from "@/web/lib/cn";
import {
  OVERLAY_STAGE_TEXTS,
  PICTURE_OVERLAY_DURATION_MS,
  overlayProgress,
  type TOverlayProgress,
} from "./overlay-timing";
import { useBackgroundMusic } from "./use-background-music";
import { useElapsedTicks } from "./use-elapsed-ticks";

interface GenerationOverlayProps {
  isOpen: boolean;
  /** True once the result has arrived: a short 'Ta-da!' flourish instead of the countdown. */
  isCelebrating: boolean;
  title?: string;
  durationMs?: number;
  /** Shown instead of the countdown and bar (a story's own progress card). */
  children?: ReactNode;
}

/** Moves focus into the overlay so screen readers announce it (a stable ref: runs once). */
function focusWhenShown(overlay: HTMLDivElement | null): void {
  overlay?.focus();
}

/**
 * Full-screen 'Creating your magical picture...' with a dancing dino, countdown, bar and music;
 * a happy 'Ta-da!' when the result arrives.
 */
export function GenerationOverlay({
  isOpen,
  isCelebrating,
  title,
  durationMs = PICTURE_OVERLAY_DURATION_MS,
  children,
}: GenerationOverlayProps) {
  const t = useT("create");
  const elapsed = useElapsedTicks(isOpen);
  useBackgroundMusic(isOpen);
  if (!isOpen) return null;

  const progress = overlayProgress(elapsed, durationMs, isCelebrating);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="generation-title"
      data-testid="generation-overlay"
      tabIndex={-1}
      ref={focusWhenShown}
      className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto overscroll-contain outline-none bg-gradient-to-b from-sky-brand via-grape to-berry p-4 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1rem,env(safe-area-inset-bottom))] text-white"
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
          <DinoMascot
            className={cn(
              "size-44 drop-shadow-xl sm:size-56",
              isCelebrating ? "animate-ta-da" : "animate-dino-dance",
            )}
          />
        </div>
        {isCelebrating ? (
          <TaDa />
        ) : (
          <Progress title={title ?? t("overlayTitle")} progress={progress}>
            {children}
          </Progress>
        )}
      </div>
    </div>
  );
}

/** The flourish: a big 'Ta-da!' popping in between two party poppers. */
function TaDa() {
  const t = useT("create");
  return (
    <div data-testid="overlay-ta-da" className="flex items-center gap-3">
      <FluentEmoji name="party-popper" className="size-14 animate-object-pop" />
      <h2
        id="generation-title"
        aria-live="assertive"
        className="animate-object-pop font-display text-6xl font-bold drop-shadow-lg"
      >
        {t("taDa")}
      </h2>
      <FluentEmoji name="party-popper" className="size-14 -scale-x-100 animate-object-pop" />
    </div>
  );
}

interface ProgressProps {
  title: string;
  progress: TOverlayProgress;
  children?: ReactNode;
}

/** The title, the stage text, and the countdown with its bar (or the caller's own progress). */
function Progress({ title, progress, children }: ProgressProps) {
  const t = useT("create");
  return (
    <>
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
              {t("secondsLeft", { seconds: progress.secondsLeft })}
            </span>
            <span data-testid="overlay-percent">
              {t("percentComplete", { percent: progress.percentComplete })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t("pictureProgress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percentComplete}
            className="h-7 w-full overflow-hidden rounded-full border-4 border-white/80 bg-white/25"
          >
            <div
              className="h-full rounded-full bg-sunny transition-[width] duration-100 ease-linear"
              style={{ width: `${progress.percentComplete}%` }}
            />
          </div>
        </>
      )}
    </>
  );
}
