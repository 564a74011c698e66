import { useState, type ReactNode } from "react";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { GATE_TEXT, GateForm } from "./gate-form";
import { hasRecentGatePass } from "./gate-pass";

/** A grown-up's page or section: the parental gate in its place until a grown-up passes it. */
export function GrownUpsOnly({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(() => hasRecentGatePass());
  if (isOpen) return children;
  return (
    <section
      aria-labelledby="grown-ups-only-title"
      className="mx-auto max-w-lg space-y-4 rounded-3xl border-4 border-white bg-cream p-6 shadow-lg"
    >
      <div className="flex items-center gap-3">
        <DinoMascot className="size-16 shrink-0" />
        <h2 id="grown-ups-only-title" className="font-display text-3xl font-bold text-sky-deep">
          {GATE_TEXT.title}
        </h2>
      </div>
      <GateForm onPass={() => setIsOpen(true)} autoFocus={false} />
    </section>
  );
}
