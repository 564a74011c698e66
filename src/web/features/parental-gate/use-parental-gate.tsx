import { useRef, useState, type ReactNode } from "react";
import { Dialog, DialogContent, DialogTitle } from "@/web/components/ui/dialog";
import { GATE_TEXT, GateForm } from "./gate-form";
import { hasRecentGatePass } from "./gate-pass";

export interface ParentalGate {
  /** Runs `action` at once when a grown-up passed the gate lately, else after the gate. */
  check(action: () => void): void;
  /** Render this once in the component that calls `check`. */
  dialog: ReactNode;
}

/**
 * The parental gate before one action (a purchase, a grown-up's setting, a link out): call
 * `gate.check(() => doIt())` from the button and render `gate.dialog`.
 */
export function useParentalGate(): ParentalGate {
  const [isOpen, setIsOpen] = useState(false);
  const pending = useRef<(() => void) | null>(null);

  function check(action: () => void) {
    if (hasRecentGatePass()) {
      action();
      return;
    }
    pending.current = action;
    setIsOpen(true);
  }

  function pass() {
    setIsOpen(false);
    const action = pending.current;
    pending.current = null;
    action?.();
  }

  const dialog = (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) pending.current = null;
        setIsOpen(open);
      }}
    >
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>{GATE_TEXT.title}</DialogTitle>
        <div className="mt-4">{isOpen && <GateForm onPass={pass} />}</div>
      </DialogContent>
    </Dialog>
  );
  return { check, dialog };
}
