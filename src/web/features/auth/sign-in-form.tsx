import { ZLoginBody, type TEmailNotVerifiedBody } from "@/shared/contracts/auth";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/web/components/ui/button";
import { Notice } from "@/web/components/ui/notice";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { useZodForm } from "@/web/lib/use-zod-form";
import { useSignIn } from "./auth-calls";
import { signInFailureToast } from "./auth-failure-toasts";
import { emailNotVerifiedOf } from "./email-not-verified";
import { ResendVerificationButton } from "./resend-verification-button";

/** Long enough to read 'Welcome back!' before the page reloads. */
const WELCOME_RELOAD_DELAY_MS = 900;

/**
 * Sign In: username or e-mail and password. Success reloads the whole page at `next` (so the
 * gallery shows the pictures moved over from the visitor's session).
 */
export function SignInForm({ next }: { next: string }) {
  const form = useZodForm(ZLoginBody, { username: "", password: "" });
  const signIn = useSignIn();
  const [unverified, setUnverified] = useState<TEmailNotVerifiedBody | null>(null);

  const submit = form.handleSubmit((body) => {
    setUnverified(null);
    signIn.mutate(body, {
      onSuccess: () => {
        toast({ title: "Welcome back!", variant: "success" });
        setTimeout(() => window.location.assign(next), WELCOME_RELOAD_DELAY_MS);
      },
      onError: (error) => {
        const refusal = emailNotVerifiedOf(error);
        setUnverified(refusal);
        toast(
          refusal
            ? { title: refusal.title, description: refusal.message }
            : { ...signInFailureToast(error), variant: "destructive" },
        );
      },
    });
  });

  const isBusy = signIn.isPending || signIn.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field("username")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field("password")}
      />
      <div className="flex justify-end">
        <Link
          href="/reset-password"
          className="inline-flex min-h-12 items-center rounded-full px-3 font-display text-lg font-semibold text-sky-deep underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      {unverified && (
        <Notice tone="warning" data-testid="email-not-verified">
          <p>{unverified.message}</p>
          <ResendVerificationButton email={unverified.email} />
        </Notice>
      )}
      <Button type="submit" variant="dino" size="lg" className="w-full" disabled={isBusy}>
        <LogIn aria-hidden /> {isBusy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
