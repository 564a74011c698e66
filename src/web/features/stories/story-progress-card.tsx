import { useElapsedTicks } from "@/web/features/generation/use-elapsed-ticks";
import { storyProgress } from "./story-timing";
import { useStoryTiming } from "./use-story-timing";

/**
 * 'Picture N of M', seconds left from the server's measured time per scene (the spec's estimate
 * until it has said) and a bar; full once the story came.
 */
export function StoryProgressCard({ story, isComplete }: { story: string; isComplete: boolean }) {
  const elapsed = useElapsedTicks(true);
  const timing = useStoryTiming();
  const progress = storyProgress(story, elapsed, isComplete, timing.data?.typicalMsPerScene);
  return (
    <div
      className="w-full space-y-3 rounded-3xl bg-white/95 p-5 text-ink shadow-xl"
      data-testid="story-progress"
    >
      <div className="flex items-baseline justify-between gap-3 font-display text-xl font-semibold">
        <span>
          Picture {progress.picture} of {progress.pictures}
        </span>
        <span>
          {progress.secondsLeft} {progress.secondsLeft === 1 ? "second" : "seconds"} left
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Story progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="h-6 w-full overflow-hidden rounded-full bg-sky-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-berry to-grape transition-[width] duration-100 ease-linear"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="text-right font-display text-lg font-semibold">{progress.percent}% complete</p>
    </div>
  );
}
