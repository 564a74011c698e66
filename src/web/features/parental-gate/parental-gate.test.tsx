// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/web/components/ui/button";
import { GATE_TEXT } from "./gate-form";
import { GATE_PASS_MS } from "./gate-pass";
import { GrownUpsOnly } from "./grown-ups-only";
import { useParentalGate } from "./use-parental-gate";

const WORDS: Record<string, number> = {};
const ONES = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
TENS.forEach((tens, t) =>
  ONES.forEach((ones, o) => (WORDS[`${tens}-${ones}`] = (t + 2) * 10 + o + 1)),
);

/** What a reader types: the number the label spells out. */
function answerShown(): string {
  const words = screen.getByText(/-/, { selector: "strong" }).textContent ?? "";
  return String(WORDS[words]);
}

function Guarded({ onAction }: { onAction(): void }) {
  const gate = useParentalGate();
  return (
    <>
      <Button onClick={() => gate.check(onAction)}>Buy Premium</Button>
      {gate.dialog}
    </>
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the parental gate", () => {
  it("stands before the action: a wrong answer never runs it, the right one does", () => {
    const onAction = vi.fn();
    render(<Guarded onAction={onAction} />);
    fireEvent.click(screen.getByRole("button", { name: "Buy Premium" }));
    const dialog = screen.getByRole("dialog", { name: GATE_TEXT.title });
    const input = screen.getByRole("textbox", { name: /Type this number in digits/ });
    expect(dialog.contains(input)).toBe(true);

    fireEvent.change(input, { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: GATE_TEXT.continue }));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(GATE_TEXT.wrong);

    fireEvent.change(input, { target: { value: answerShown() } });
    fireEvent.click(screen.getByRole("button", { name: GATE_TEXT.continue }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not ask again for a while, then asks again", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const onAction = vi.fn();
    render(<Guarded onAction={onAction} />);
    fireEvent.click(screen.getByRole("button", { name: "Buy Premium" }));
    fireEvent.change(screen.getByRole("textbox"), { target: { value: answerShown() } });
    fireEvent.click(screen.getByRole("button", { name: GATE_TEXT.continue }));
    fireEvent.click(screen.getByRole("button", { name: "Buy Premium" }));
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("dialog")).toBeNull();

    vi.setSystemTime(Date.now() + GATE_PASS_MS + 1000);
    fireEvent.click(screen.getByRole("button", { name: "Buy Premium" }));
    expect(onAction).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("dialog", { name: GATE_TEXT.title })).toBeTruthy();
  });

  it("closing the gate drops the action", () => {
    const onAction = vi.fn();
    render(<Guarded onAction={onAction} />);
    fireEvent.click(screen.getByRole("button", { name: "Buy Premium" }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onAction).not.toHaveBeenCalled();
  });

  it("keeps a grown-up's page hidden until the answer is right", () => {
    render(
      <GrownUpsOnly>
        <p>Requests waiting</p>
      </GrownUpsOnly>,
    );
    expect(screen.queryByText("Requests waiting")).toBeNull();
    expect(screen.getByRole("heading", { name: GATE_TEXT.title })).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: answerShown() } });
    fireEvent.click(screen.getByRole("button", { name: GATE_TEXT.continue }));
    expect(screen.getByText("Requests waiting")).toBeTruthy();
  });
});
