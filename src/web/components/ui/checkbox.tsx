import type { InputHTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

/**
 * A checkbox on its own (named by aria-label, no words beside it) inside a 44×44 px label, so a
 * small finger that lands near the box still ticks it.
 */
export function LoneCheckbox({ className, ...props }: Parameters<typeof Checkbox>[0]) {
  return (
    <label
      className={cn("flex size-11 shrink-0 cursor-pointer items-center justify-center", className)}
    >
      <Checkbox {...props} />
    </label>
  );
}

/**
 * A big native checkbox a small finger can hit, in the app's green. `isPartlyTicked` shows the
 * dash of a box that stands for several things of which only some are ticked ("mixed" to a
 * screen reader).
 */
export function Checkbox({
  className,
  isPartlyTicked = false,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { isPartlyTicked?: boolean }) {
  return (
    <input
      type="checkbox"
      ref={(input) => {
        if (input) input.indeterminate = isPartlyTicked;
      }}
      className={cn(
        "size-7 shrink-0 cursor-pointer rounded-lg accent-dino",
        "focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-brand",
        className,
      )}
      {...props}
    />
  );
}
