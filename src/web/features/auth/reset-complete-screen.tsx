import type { TResetPasswordResponse } from "@/shared/contracts/auth";
import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { OutboxNote } from "./outbox-note";

interface ResetCompleteScreenProps {
  answer: TResetPasswordResponse;
  email: string;
}

/** After a reset request: the new password starts working once the e-mailed link is clicked. */
export function ResetCompleteScreen({ answer, email }: ResetCompleteScreenProps) {
  const isMailed = answer.delivery === "email";
  return (
    <section aria-labelledby="reset-complete-title" className="space-y-5 text-center">
      <FluentEmoji name="key" className="mx-auto size-20" />
      <h1 id="reset-complete-title" className="text-3xl font-bold text-sky-deep">
        Password Reset Complete
      </h1>
      <p className="text-lg">
        One last step: {isMailed ? "we sent an email to " : "we wrote an email for "}
        <strong className="wrap-anywhere">{email}</strong>. Click the link in it to confirm. Your
        new password works only after you click that link, and the link lasts 1 hour.
      </p>
      {!isMailed && <OutboxNote />}
      <Link
        href="/auth"
        className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full sm:w-auto")}
      >
        <LogIn aria-hidden /> Sign In with New Password
      </Link>
    </section>
  );
}
