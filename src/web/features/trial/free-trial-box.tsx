import { TRIAL_COMPLETE_MESSAGE, TRIAL_COMPLETE_TITLE } from "@/shared/contracts/trial-messages";
import { DEFAULT_TRIAL_IMAGES } from "@/shared/limits";
import { Gift, PartyPopper } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { SIGN_UP_PATH } from "@/web/features/auth/next-path";
import { inCurrentLanguage } from "@/web/i18n/server-words";
import { useT } from "@/web/i18n/use-t";
import { cn } from "@/web/lib/cn";
import { useTrial } from "./use-trial";

/** The Pictures tab's free-trial card for visitors, turning into 'Trial Complete!' at the end. */
export function FreeTrialBox() {
  const t = useT("create");
  const { trial, isTrialExhausted } = useTrial();
  const max = trial?.maxTrialImages ?? DEFAULT_TRIAL_IMAGES;
  const remaining = trial?.remainingTrialImages ?? max;
  return (
    <section
      aria-labelledby="free-trial-title"
      data-testid="free-trial-box"
      className={cn(
        "flex flex-col gap-3 rounded-3xl border-4 border-dashed p-4 sm:flex-row sm:items-center sm:p-5",
        isTrialExhausted ? "border-berry bg-pink-50" : "border-sunny bg-yellow-50",
      )}
    >
      <div className="flex flex-1 items-start gap-3">
        {isTrialExhausted ? (
          <PartyPopper className="size-10 shrink-0 text-berry" aria-hidden />
        ) : (
          <Gift className="size-10 shrink-0 text-[#d69e2e]" aria-hidden />
        )}
        <div>
          <h2 id="free-trial-title" className="text-2xl font-bold">
            {isTrialExhausted ? inCurrentLanguage(TRIAL_COMPLETE_TITLE) : t("freeTrial")}
          </h2>
          <p className="text-lg">
            {isTrialExhausted
              ? inCurrentLanguage(TRIAL_COMPLETE_MESSAGE)
              : t("freeTrialText", { max, remaining })}
          </p>
        </div>
      </div>
      <Link href={SIGN_UP_PATH} className={buttonVariants({ variant: "berry" })}>
        {t("signUpFree")}
      </Link>
    </section>
  );
}
