import { Lock } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { rememberGatePass } from "./gate-pass";
import { isGateAnswer, newGateQuestion } from "./gate-question";

export const GATE_TEXT = {
  title: "Grown-ups only",
  intro: "Please ask a grown-up to help with this.",
  wrong: "That's not it. Here is a new number to try.",
  continue: "Continue",
} as const;

/**
 * The parental gate's question: a number written in words, typed as digits. A wrong answer gets a
 * new number. It keeps a child from wandering into a grown-up's place; it is no security boundary
 * (the server checks who is signed in and what they own).
 */
export function GateForm({ onPass, autoFocus = true }: { onPass(): void; autoFocus?: boolean }) {
  const [question, setQuestion] = useState(() => newGateQuestion());
  const [typed, setTyped] = useState("");
  const [isWrong, setIsWrong] = useState(false);
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isGateAnswer(question, typed)) {
      rememberGatePass();
      onPass();
      return;
    }
    setIsWrong(true);
    setTyped("");
    setQuestion(newGateQuestion());
  }

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="parental-gate">
      <p className="flex items-center gap-2 text-lg">
        <Lock className="size-6 shrink-0 text-sky-deep" aria-hidden /> {GATE_TEXT.intro}
      </p>
      <div className="space-y-2">
        <label htmlFor={inputId} className="block font-display text-xl font-semibold">
          Type this number in digits: <strong className="text-berry-deep">{question.words}</strong>
        </label>
        <Input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
          maxLength={3}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={isWrong}
          aria-describedby={isWrong ? errorId : undefined}
        />
        {isWrong && (
          <p id={errorId} role="alert" className="text-lg font-semibold text-red-700">
            {GATE_TEXT.wrong}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary" className="w-full sm:w-auto">
        {GATE_TEXT.continue}
      </Button>
    </form>
  );
}
