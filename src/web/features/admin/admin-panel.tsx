import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

/** A white card with a heading, the console's building block. */
export function AdminPanel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("rounded-3xl bg-white/90 p-4 shadow-sm sm:p-5", className)}>
      <h2 className="mb-3 text-2xl font-bold text-sky-deep">{title}</h2>
      {children}
    </section>
  );
}

/** A labelled figure. */
export function Figure({
  label,
  value,
  tone = "plain",
  testId,
}: {
  label: string;
  value: ReactNode;
  tone?: "plain" | "good" | "bad";
  testId?: string;
}) {
  return (
    <div className="rounded-2xl bg-sky-50 px-4 py-3">
      <p className="text-base text-slate-600">{label}</p>
      <p
        data-testid={testId}
        className={cn(
          "font-display text-3xl font-bold tabular-nums",
          tone === "good" && "text-dino-deep",
          tone === "bad" && "text-red-700",
        )}
      >
        {value}
      </p>
    </div>
  );
}
