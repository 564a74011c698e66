import type { InputHTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

/** A big, rounded text box that matches the idea box on the creation page. */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        "min-h-14 w-full rounded-2xl border-4 border-sky-200 bg-white px-4 text-xl",
        "placeholder:text-slate-400 focus:border-sky-brand focus:outline-none",
        "aria-[invalid=true]:border-red-300 aria-[invalid=true]:focus:border-red-500",
        className,
      )}
      {...props}
    />
  );
}
