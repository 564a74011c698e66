import { ZRegisterBody, type TRegisterResponse } from "@/shared/contracts/auth";
import { UserPlus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/web/components/ui/button";
import { TextField } from "@/web/components/ui/text-field";
import { toast } from "@/web/components/ui/toast-store";
import { useZodForm } from "@/web/lib/use-zod-form";
import { useRegister } from "./auth-calls";
import { signUpFailureToast } from "./auth-failure-toasts";

const EMPTY_FORM = {
  firstName: "",
  lastName: "",
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
};

/** Sign Up: a grown-up's details; success moves on to the 'Confirm Your Email' screen. */
export function SignUpForm({ onRegistered }: { onRegistered(answer: TRegisterResponse): void }) {
  const form = useZodForm(ZRegisterBody, EMPTY_FORM);
  const register = useRegister();

  const submit = form.handleSubmit((body) => {
    register.mutate(body, {
      onSuccess: onRegistered,
      onError: (error) => toast({ ...signUpFailureToast(error), variant: "destructive" }),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...form.field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" {...form.field("lastName")} />
      </div>
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field("username")}
      />
      <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...form.field("password")}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
      />
      <Button
        type="submit"
        variant="berry"
        size="lg"
        className="w-full"
        disabled={register.isPending}
      >
        <UserPlus aria-hidden /> {register.isPending ? "Creating account..." : "Create Account"}
      </Button>
      <p className="text-center text-base">
        What we keep about your family, and for how long:{" "}
        <Link href="/privacy" className="font-semibold text-sky-deep underline">
          our Privacy page
        </Link>
        .
      </p>
    </form>
  );
}
