import { messageInErrorText, errorTextOf } from "@/web/lib/error-text";

/** The toast for a failed sign-in (spec section 8). */
export function signInFailureToast(error: unknown): { title: string; description: string } {
  const parsed = messageInErrorText(errorTextOf(error));
  return {
    title: parsed?.title ?? "Login failed",
    description: parsed?.message ?? "Invalid username/email or password.",
  };
}

/** The toast for a failed sign-up: the server's sentence, or its raw text, or the default. */
export function signUpFailureToast(error: unknown): { title: string; description: string } {
  const text = errorTextOf(error);
  const parsed = messageInErrorText(text);
  return {
    title: parsed?.title ?? "Registration failed",
    description: parsed?.message ?? (text || "Failed to create account. Please try again."),
  };
}

/** The toast for a failed password reset. */
export function resetFailureToast(error: unknown): { title: string; description: string } {
  const text = errorTextOf(error);
  return {
    title: "Password reset failed",
    description: `Could not reset password: ${messageInErrorText(text)?.message ?? (text || "Unknown error")}`,
  };
}
