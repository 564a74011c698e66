import { toast, type TToastVariant } from "@/web/components/ui/toast-store";
import { goToSignIn } from "@/web/features/auth/go-to-sign-in";
import { ApiError } from "@/web/lib/api";

/** Spec: after a 'Please log in' notice the browser goes to the login path 1.5 s later. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/** Returns a cancel, so that a notice the child has already left does not redirect them. */
export function goToLoginSoon(): () => void {
  const timer = setTimeout(goToSignIn, LOGIN_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

export interface TDiaryToast {
  title: string;
  description: string;
  variant: TToastVariant;
  /** A 401: after the toast the browser goes to sign in. */
  isSignInNeeded: boolean;
}

/** Saving from the gallery failed (spec social.md §8, core.md §8). */
export function saveFailureToast(error: unknown): TDiaryToast {
  const status = statusOf(error);
  if (status === 401) {
    return {
      title: "Please log in",
      description: "You need to be logged in to save pictures to your diary.",
      variant: "destructive",
      isSignInNeeded: true,
    };
  }
  if (status === 409) {
    return {
      title: "Already saved",
      description: "This picture is already saved in your diary!",
      variant: "default",
      isSignInNeeded: false,
    };
  }
  return {
    title: "Save failed",
    description: "Failed to save picture to diary. Please try again!",
    variant: "destructive",
    isSignInNeeded: false,
  };
}

/** Removing from the diary failed (spec social.md §8). */
export function removeFailureToast(error: unknown): TDiaryToast {
  if (statusOf(error) === 401) {
    return {
      title: "Please log in",
      description: "You need to be logged in to manage your diary.",
      variant: "destructive",
      isSignInNeeded: true,
    };
  }
  return {
    title: "Remove failed",
    description: "Failed to remove picture from diary. Please try again!",
    variant: "destructive",
    isSignInNeeded: false,
  };
}

function showFailure({ isSignInNeeded, ...message }: TDiaryToast): void {
  toast(message);
  if (isSignInNeeded) goToLoginSoon();
}

export const showSaveFailure = (error: unknown) => showFailure(saveFailureToast(error));
export const showRemoveFailure = (error: unknown) => showFailure(removeFailureToast(error));

export function showSaved(): void {
  toast({
    title: "Saved to your diary!",
    description: "Your picture is waiting for you in My Diary.",
    variant: "success",
    action: { label: "Open My Diary", href: "/diary" },
  });
}

export function showRemoved(): void {
  toast({
    title: "Removed from diary",
    description: "Picture has been removed from your diary.",
    variant: "success",
  });
}
