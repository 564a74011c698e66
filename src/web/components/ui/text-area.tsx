import type { TextareaHTMLAttributes } from "react";
import { cn } from "@/web/lib/cn";

/** A big, rounded box for a few lines of text, matching `Input`. */
export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={cn(
        "w-full rounded-2xl border-4 border-sky-200 bg-white p-4 text-xl",
        "placeholder:text-slate-400 focus:border-sky-brand focus:outline-none",
        "aria-[invalid=true]:border-red-300 aria-[invalid=true]:focus:border-red-500",
        className,
      )}
      {...props}
    />
  );
}
