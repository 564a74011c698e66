import type { TRegisterResponse } from "@/shared/contracts/auth";
import { ArrowLeft } from "lucide-react";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button } from "@/web/components/ui/button";
import { LocalLinkShortcut } from "./local-link-shortcut";
import { OutboxNote } from "./outbox-note";
import { ResendVerificationButton } from "./resend-verification-button";

const INBOX_STEPS = [
  "Open your email inbox.",
  "Find the email from Doodle Dino (peek in Spam too).",
  "Click the link inside it.",
  "Come back here and sign in.",
] as const;

/** No mail server: the e-mail waits on the computer Doodle Dino runs on. */
const OUTBOX_STEPS = [
  "Ask the grown-up who runs this Doodle Dino.",
  "They find the email in its outbox folder or its log.",
  "Open the link inside it.",
  "Come back here and sign in.",
] as const;

interface ConfirmEmailScreenProps {
  answer: TRegisterResponse;
  onBack(): void;
}

/** After sign-up: the address must be confirmed before the first sign-in. */
export function ConfirmEmailScreen({ answer, onBack }: ConfirmEmailScreenProps) {
  const isMailed = answer.delivery === "email";
  return (
    <section aria-labelledby="confirm-email-title" className="space-y-5 text-center">
      <FluentEmoji name="e-mail" className="mx-auto size-20" />
      <h2 id="confirm-email-title" className="text-3xl font-bold text-sky-deep">
        Confirm Your Email
      </h2>
      <p className="text-lg">
        {isMailed ? "We sent a link to " : "We wrote an email with a link for "}
        <strong className="wrap-anywhere">{answer.email}</strong>. Click it to switch on your
        account.
      </p>
      {answer.verificationLink ? (
        <LocalLinkShortcut href={answer.verificationLink} label="Confirm My Email" />
      ) : (
        <>
          {!isMailed && <OutboxNote showsWhatToDo={false} />}
          <ol className="space-y-2 text-left">
            {(isMailed ? INBOX_STEPS : OUTBOX_STEPS).map((step, index) => (
              <li key={step} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sky-deep font-display text-xl font-bold text-white">
                  {index + 1}
                </span>
                <span className="text-lg">{step}</span>
              </li>
            ))}
          </ol>
          <p className="text-base text-slate-600">
            {isMailed ? "Nothing after a few minutes?" : "Link lost or too old?"}
          </p>
          <ResendVerificationButton email={answer.email} isOutboxExplained={!isMailed} />
        </>
      )}
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden /> Back to Sign Up
      </Button>
    </section>
  );
}
