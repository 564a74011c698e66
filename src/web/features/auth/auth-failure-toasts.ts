import { humanMessageOf } from "@/web/lib/api";
import { messageInErrorText, errorTextOf } from "@/web/lib/error-text";

/**
 * The server's sentence in a failed call's text (spec section 8), else the app's one friendly
 * mapping (no answer: the offline sentence; a 5xx: the server is resting).
 */
function sentenceOf(error: unknown): { title?: string; message?: string } {
  const parsed = messageInErrorText(errorTextOf(error));
  return { title: parsed?.title, message: parsed?.message ?? humanMessageOf(error) };
}

/** The toast for a failed sign-in (spec section 8). */
export function signInFailureToast(error: unknown): { title: string; description: string } {
  const { title, message } = sentenceOf(error);
  return {
    title: title ?? "Login failed",
    description: message ?? "Invalid username/email or password.",
  };
}

/** The toast for a failed sign-up: the server's sentence, or its raw text, or the default. */
export function signUpFailureToast(error: unknown): { title: string; description: string } {
  const { title, message } = sentenceOf(error);
  return {
    title: title ?? "Registration failed",
    description: message ?? (errorTextOf(error) || "Failed to create account. Please try again."),
  };
}

/** The toast for a failed password reset. */
export function resetFailureToast(error: unknown): { title: string; description: string } {
  const { message } = sentenceOf(error);
  return {
    title: "Password reset failed",
    description: `Could not reset password: ${message ?? (errorTextOf(error) || "Unknown error")}`,
  };
}
