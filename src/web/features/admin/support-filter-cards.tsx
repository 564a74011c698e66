import {
  SUPPORT_SUBJECT_LABELS,
  SUPPORT_SUBJECTS,
  type TSupportCounts,
  type TSupportSubject,
} from "@/shared/contracts/support";
import { cn } from "@/web/lib/cn";

/** What the inbox shows: every message, only a paying family's (priority support), or a subject. */
export type TSupportFilter = "all" | "priority" | TSupportSubject;

const CARDS: ReadonlyArray<{ value: TSupportFilter; label: string }> = [
  { value: "all", label: "All" },
  { value: "priority", label: "Priority" },
  ...SUPPORT_SUBJECTS.map((value) => ({ value, label: SUPPORT_SUBJECT_LABELS[value] })),
];

/** All, Priority, User Assistance, Wish List, Ideas Sharing, Safety Report: each with its count. */
export function SupportFilterCards({
  counts,
  chosen,
  onChoose,
}: {
  counts: TSupportCounts | undefined;
  chosen: TSupportFilter;
  onChoose(filter: TSupportFilter): void;
}) {
  return (
    <div
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
      role="group"
      aria-label="Filter messages"
    >
      {CARDS.map((card) => {
        const isChosen = card.value === chosen;
        return (
          <button
            key={card.value}
            type="button"
            aria-pressed={isChosen}
            data-testid={`filter-${card.value}`}
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
              {counts ? counts[card.value] : "–"}
            </span>
          </button>
        );
      })}
    </div>
  );
}
