import { Star } from "lucide-react";
import { useT } from "@/web/i18n/use-t";
import { cn } from "@/web/lib/cn";
import { useTrial } from "./use-trial";

/** The header's little pill: how many free pictures are left. */
export function TrialCounter({ className }: { className?: string }) {
  const t = useT("layout");
  const { trial } = useTrial();
  if (!trial) return null;
  const counts = { remaining: trial.remainingTrialImages, max: trial.maxTrialImages };
  const fullText = t("trialLeft", counts);
  return (
    <p
      data-testid="trial-counter"
      className={cn(
        "inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 font-display text-sm font-semibold sm:text-base",
        trial.isTrialExhausted ? "bg-red-100 text-red-800" : "bg-sunny/40 text-ink",
        className,
      )}
    >
      <Star className="size-4 fill-current" aria-hidden />
      <span className="sr-only">{fullText}</span>
      <span aria-hidden className="sm:hidden">
        {t("trialShort", counts)}
      </span>
      <span aria-hidden className="hidden sm:inline">
        {fullText}
      </span>
    </p>
  );
}
