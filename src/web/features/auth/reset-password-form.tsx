import { ZResetPasswordForm, type TResetPasswordResponse } from "@/shared/contracts/auth";
import { KeyRound } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { useZodForm } from "@/web/lib/use-zod-form";
import { useRequestPasswordReset } from "./auth-calls";
import { resetFailureToast } from "./auth-failure-toasts";

interface ResetPasswordFormProps {
  onRequested(answer: TResetPasswordResponse, email: string): void;
}

/** Email, new password and its confirmation; the new password waits for the e-mailed link. */
export function ResetPasswordForm({ onRequested }: ResetPasswordFormProps) {
  const form = useZodForm(ZResetPasswordForm, { email: "", password: "", confirmPassword: "" });
  const reset = useRequestPasswordReset();

  const submit = form.handleSubmit((body) => {
    reset.mutate(body, {
      onSuccess: (answer) => onRequested(answer, body.email),
      onError: (error) => toast({ ...resetFailureToast(error), variant: "destructive" }),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.field("password")}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-full"
        disabled={reset.isPending}
      >
        <KeyRound aria-hidden /> {reset.isPending ? "Sending..." : "Reset Password"}
      </Button>
    </form>
  );
}
