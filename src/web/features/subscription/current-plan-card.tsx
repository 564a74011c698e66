import type { TUser } from "@/shared/contracts/auth";
import type { TUsage } from "@/shared/contracts/subscription";
import { PLANS } from "@/shared/plan-table";
import { Check, X } from "lucide-react";
import { friendlyMessageOf } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { CancelSubscriptionButton } from "./cancel-subscription-dialog";
import { PLAN_EMOJI } from "./plan-emoji";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { UsageBar } from "./usage-bar";
import { usePlanWords } from "./use-plan-words";

/** "Active", or "Ending April 9, 2026" for a plan cancelled at the end of its period (spec §4). */
function planStatusText(user: TUser, { t, date }: ReturnType<typeof usePlanWords>): string {
  if (user.subscriptionStatus === "cancel_at_period_end" && user.subscriptionEndDate) {
    return t("statusEnding", { date: date(user.subscriptionEndDate) });
  }
  if (user.subscriptionStatus === "pending") return t("statusPending");
  return t("statusActive");
}

/** The signed-in user's plan, its status, this month's usage, and Cancel for a paid plan. */
export function CurrentPlanCard({
  user,
  usage,
  usageError,
}: {
  user: TUser;
  usage: TUsage | undefined;
  usageError?: Error | null;
}) {
  const words = usePlanWords();
  const { t, date } = words;
  const plan = PLANS[user.subscriptionPlan];
  const isEnding = user.subscriptionStatus === "cancel_at_period_end";
  const isPaid = plan.id !== "free";
  return (
    <section
      aria-labelledby="current-plan-title"
      data-testid="current-plan"
      className="space-y-5 rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-xl sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-3">
        <FluentEmoji name={PLAN_EMOJI[plan.id]} className="size-14" />
        <div className="min-w-0 flex-1">
          <p className="text-lg text-slate-600">{t("yourPlan")}</p>
          <h2 id="current-plan-title" className="text-3xl font-bold text-sky-deep">
            {plan.name}
          </h2>
        </div>
        <span
          data-testid="plan-status"
          className={cn(
            "rounded-full px-4 py-1 font-display text-lg font-semibold",
            isEnding ? "bg-yellow-100 text-[#975a16]" : "bg-[#f0fff4] text-dino-ink",
          )}
        >
          {planStatusText(user, words)}
        </span>
      </div>
      {isPaid && user.subscriptionEndDate && !isEnding && (
        <p className="text-lg">{t("paidUntil", { date: date(user.subscriptionEndDate) })}</p>
      )}
      {usage ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <UsageBar
            name="pictures"
            label={t("usagePictures")}
            used={usage.imagesUsed}
            limit={usage.imagesLimit}
            countText={t("usageCount", { used: usage.imagesUsed, limit: usage.imagesLimit })}
            usedLabel={t("usageLabel", { label: t("usagePictures") })}
          />
          <UsageBar
            name="stories"
            label={t("usageStories")}
            used={usage.storiesUsed}
            limit={usage.storiesLimit}
            countText={t("usageCount", { used: usage.storiesUsed, limit: usage.storiesLimit })}
            usedLabel={t("usageLabel", { label: t("usageStories") })}
          />
        </div>
      ) : usageError ? (
        <p role="alert" className="text-lg">
          {friendlyMessageOf(usageError, t("usageCouldNotLoad"))}
        </p>
      ) : (
        <p className="text-lg">{t("usageLoading")}</p>
      )}
      <p className="flex items-center gap-2 text-lg">
        {plan.canUseFaceSwap ? (
          <Check className="size-6 text-dino-deep" aria-hidden />
        ) : (
          <X className="size-6 text-slate-400" aria-hidden />
        )}
        {t(plan.canUseFaceSwap ? "faceSwapIncluded" : "faceSwapNotIncluded")}
      </p>
      <p className="flex items-center gap-2 text-lg">
        {plan.hasPrioritySupport ? (
          <Check className="size-6 text-dino-deep" aria-hidden />
        ) : (
          <X className="size-6 text-slate-400" aria-hidden />
        )}
        {t(plan.hasPrioritySupport ? "priorityIncluded" : "priorityNotIncluded")}
      </p>
      {isPaid && !isEnding && (
        <CancelSubscriptionButton plan={plan} endDate={user.subscriptionEndDate} />
      )}
    </section>
  );
}
