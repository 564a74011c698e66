import { Check } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cn } from "@/web/lib/cn";

export interface TChoice<TValue extends string> {
  value: TValue;
  label: string;
  /** A line under the label, in plain words. */
  description?: string;
  /** A picture above (or beside) the label. */
  art?: ReactNode;
}

interface ChoiceGroupProps<TValue extends string> {
  legend: string;
  hint?: string;
  choices: ReadonlyArray<TChoice<TValue>>;
  value: TValue | null;
  onChange(value: TValue): void;
  /** The grid of the choices, e.g. "grid-cols-3". */
  className?: string;
  /** Stack the art above the label (icon tiles) instead of beside it. */
  isTiled?: boolean;
}

/**
 * One choice out of a few, as big tappable cards: real radio buttons underneath, so the
 * keyboard and screen readers work as everywhere else.
 */
export function ChoiceGroup<TValue extends string>({
  legend,
  hint,
  choices,
  value,
  onChange,
  className,
  isTiled = false,
}: ChoiceGroupProps<TValue>) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="font-display text-lg font-semibold">{legend}</legend>
      {hint && <p className="text-base text-slate-600">{hint}</p>}
      <div className={cn("grid gap-2", className)}>
        {choices.map((choice) => {
          const isChosen = choice.value === value;
          return (
            <label
              key={choice.value}
              className={cn(
                "relative flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-4 bg-white px-4 py-2",
                "transition-colors has-[:focus-visible]:outline-4 has-[:focus-visible]:outline-offset-2",
                "has-[:focus-visible]:outline-sky-brand",
                isTiled && "flex-col justify-center gap-1 px-2 text-center",
                isChosen ? "border-sky-brand bg-sky-50" : "border-sky-100 hover:border-sky-200",
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={isChosen}
                onChange={() => onChange(choice.value)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              {choice.art}
              <span className="min-w-0">
                <span className="block font-display text-lg leading-tight font-semibold">
                  {choice.label}
                </span>
                {choice.description && (
                  <span className="block text-base text-slate-600">{choice.description}</span>
                )}
              </span>
              {isChosen && (
                <Check
                  className="pointer-events-none absolute top-1.5 right-1.5 size-5 rounded-full bg-sky-deep p-0.5 text-white"
                  aria-hidden
                />
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
