import type { TResetPasswordResponse } from "@/shared/contracts/auth";
import { useState } from "react";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { AuthCard } from "@/web/features/auth/auth-card";
import { ResetCompleteScreen } from "@/web/features/auth/reset-complete-screen";
import { ResetPasswordForm } from "@/web/features/auth/reset-password-form";
import { AppHeader } from "@/web/features/layout/app-header";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** `/reset-password`: choose a new password, then confirm it from the e-mail. */
export function ResetPasswordPage() {
  useDocumentTitle("Reset Password");
  const [requested, setRequested] = useState<{
    answer: TResetPasswordResponse;
    email: string;
  } | null>(null);

  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-xl px-3 pb-10 sm:px-6">
        <AuthCard>
          {requested ? (
            <ResetCompleteScreen answer={requested.answer} email={requested.email} />
          ) : (
            <>
              <div className="flex items-center gap-3">
                <FluentEmoji name="key" className="size-16" />
                <div>
                  <h1 className="text-3xl font-bold text-sky-deep">Reset Password</h1>
                  <p className="text-lg">
                    Choose a new password. We&apos;ll email you to confirm it.
                  </p>
                </div>
              </div>
              <ResetPasswordForm onRequested={(answer, email) => setRequested({ answer, email })} />
            </>
          )}
        </AuthCard>
      </main>
    </>
  );
}
