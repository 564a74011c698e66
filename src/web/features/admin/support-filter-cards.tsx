import {
  SUPPORT_SUBJECT_LABELS,
  SUPPORT_SUBJECTS,
  type TSupportCounts,
  type TSupportSubject,
} from "@/shared/contracts/support";
import { cn } from "@/web/lib/cn";

const CARDS = [
  { value: undefined, label: "All" },
  ...SUPPORT_SUBJECTS.map((value) => ({ value, label: SUPPORT_SUBJECT_LABELS[value] })),
] as const;

/** All, User Assistance, Wish List, Ideas Sharing: each with its count; one is chosen. */
export function SupportFilterCards({
  counts,
  chosen,
  onChoose,
}: {
  counts: TSupportCounts | undefined;
  chosen: TSupportSubject | undefined;
  onChoose(subject: TSupportSubject | undefined): void;
}) {
  return (
    <div
      className="grid grid-cols-2 gap-3 md:grid-cols-4"
      role="group"
      aria-label="Filter by subject"
    >
      {CARDS.map((card) => {
        const isChosen = card.value === chosen;
        return (
          <button
            key={card.label}
            type="button"
            aria-pressed={isChosen}
            data-testid={`filter-${card.value ?? "all"}`}
            onClick={() => onChoose(card.value)}
            className={cn(
              "rounded-2xl border-4 bg-white p-3 text-left transition-colors",
              "focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-brand",
              isChosen ? "border-sky-brand bg-sky-50" : "border-sky-100 hover:border-sky-200",
            )}
          >
            <span className="block font-display text-lg font-semibold leading-tight">
              {card.label}
            </span>
            <span className="block font-display text-3xl font-bold tabular-nums text-sky-deep">
              {counts ? counts[card.value ?? "all"] : "–"}
            </span>
          </button>
        );
      })}
    </div>
  );
}
