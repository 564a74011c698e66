import { cn } from "@/web/lib/cn";

interface UsageBarProps {
  /** Names the figure for tests: `usage-<name>`. */
  name: "pictures" | "stories";
  label: string;
  used: number;
  limit: number;
  /** "3 of 5" and "Pictures used this month", in the screen's language (English by default). */
  countText?: string;
  usedLabel?: string;
}

/** "3 of 5 pictures this month", with a bar that turns orange near the end and red at it. */
export function UsageBar({ name, label, used, limit, countText, usedLabel }: UsageBarProps) {
  const fraction = limit > 0 ? Math.min(used / limit, 1) : 1;
  const colour = fraction >= 1 ? "bg-red-500" : fraction >= 0.8 ? "bg-[#ed8936]" : "bg-dino";
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-lg">
        <span className="font-semibold">{label}</span>
        <span data-testid={`usage-${name}`}>{countText ?? `${used} of ${limit}`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={usedLabel ?? `${label} used this month`}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        className="h-4 overflow-hidden rounded-full bg-sky-100"
      >
        <div
          className={cn("h-full rounded-full transition-[width]", colour)}
          style={{ width: `${fraction * 100}%` }}
        />
      </div>
    </div>
  );
}
