import type { InputHTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

/** A big native checkbox a small finger can hit, in the app's green. */
export function Checkbox({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-7 shrink-0 cursor-pointer rounded-lg accent-dino",
        "focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-brand",
        className,
      )}
      {...props}
    />
  );
}
