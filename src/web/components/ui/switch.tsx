import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "role" | "type" | "aria-checked"
> {
  isOn: boolean;
  /** The switch's name, written beside it. */
  label: string;
}

/** An on/off switch with its name: a big sliding knob, green when on (role "switch"). */
export function Switch({ isOn, label, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      className={cn(
        "flex min-h-12 items-center gap-3 rounded-full px-2 font-display text-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          "relative h-8 w-14 shrink-0 rounded-full transition-colors",
          isOn ? "bg-dino" : "bg-slate-300",
        )}
      >
        <span
          className={cn(
            "absolute top-1 left-1 size-6 rounded-full bg-white shadow transition-transform",
            isOn && "translate-x-6",
          )}
        />
      </span>
      {label}
    </button>
  );
}
