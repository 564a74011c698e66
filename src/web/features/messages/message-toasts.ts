import { MESSAGE_TEXT, MESSAGES_LOGIN_REDIRECT_MS } from "@/shared/contracts/messages";
import { toast } from "@/web/components/ui/toast-store";
import { goToSignIn } from "@/web/features/auth/go-to-sign-in";
import { ApiError, humanMessageOf } from "@/web/lib/api";

/**
 * A failed messages call: signed out → 'Unauthorized' and the login path after 0.5 s (spec
 * social.md §4, §8); otherwise 'Error' with the server's sentence or the spec's fallback.
 */
export function toastMessageFailure(error: unknown, fallback: string): void {
  if (error instanceof ApiError && error.status === 401) {
    toast({
      title: MESSAGE_TEXT.unauthorizedTitle,
      description: MESSAGE_TEXT.unauthorized,
      variant: "destructive",
    });
    setTimeout(goToSignIn, MESSAGES_LOGIN_REDIRECT_MS);
    return;
  }
  toast({
    title: MESSAGE_TEXT.errorTitle,
    description: humanMessageOf(error) ?? fallback,
    variant: "destructive",
  });
}

export function toastMessageSuccess(description: string): void {
  toast({ title: MESSAGE_TEXT.successTitle, description, variant: "success" });
}
