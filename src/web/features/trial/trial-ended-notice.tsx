import { TRIAL_COMPLETE_MESSAGE, TRIAL_COMPLETE_TITLE } from "@/shared/contracts/trial-messages";
import { PartyPopper } from "lucide-react";
import type { Ref } from "react";
import { Link } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { SIGN_UP_PATH } from "@/web/features/auth/next-path";
import { inCurrentLanguage } from "@/web/i18n/server-words";
import { useT } from "@/web/i18n/use-t";

/**
 * In the create section once a visitor's free pictures are used (issue 36): the greyed idea box
 * and buttons say why beside them, and show the way on, not only in a toast.
 */
export function TrialEndedNotice({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const t = useT("create");
  return (
    <div
      ref={ref}
      data-testid="trial-ended"
      className="flex scroll-mt-24 flex-col gap-3 rounded-3xl border-4 border-dashed border-berry bg-pink-50 p-4"
    >
      <div className="flex items-start gap-3">
        <PartyPopper className="size-10 shrink-0 text-berry" aria-hidden />
        <div>
          <h3 className="text-2xl font-bold">{inCurrentLanguage(TRIAL_COMPLETE_TITLE)}</h3>
          <p className="text-lg">{inCurrentLanguage(TRIAL_COMPLETE_MESSAGE)}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link href={SIGN_UP_PATH} className={buttonVariants({ variant: "berry" })}>
          {t("signUpFree")}
        </Link>
        <Link href="/auth" className={buttonVariants({ variant: "outline" })}>
          {t("haveAccount")}
        </Link>
      </div>
    </div>
  );
}
