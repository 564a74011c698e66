import type { TUser } from "@/shared/contracts/auth";
import {
  PLAN_LIST,
  PLANS,
  planRank,
  ZPaidPlanId,
  type TPaidPlanId,
  type TPlan,
} from "@/shared/plans";
import { Check, X } from "lucide-react";
import { Link } from "wouter";
import { signInPathFor } from "@/web/features/auth/next-path";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { PLAN_EMOJI } from "./plan-emoji";
import { usePlanWords } from "./use-plan-words";

type TPlanWords = ReturnType<typeof usePlanWords>;

interface PlanOptionsProps {
  /** null for a visitor: the plans are shown with a way to sign in. */
  user: TUser | null;
  chosen: TPaidPlanId | null;
  onChoose(planId: TPaidPlanId): void;
}

function features(plan: TPlan, t: TPlanWords["t"]): Array<{ text: string; isIncluded: boolean }> {
  return [
    { text: t("picturesAMonth", { count: plan.imagesPerMonth }), isIncluded: true },
    { text: t("storiesAMonth", { count: plan.storiesPerMonth }), isIncluded: true },
    { text: t(plan.canUseFaceSwap ? "faceSwap" : "noFaceSwap"), isIncluded: plan.canUseFaceSwap },
    // The admin support inbox lists these families' waiting messages first (docs/admin.md).
    {
      text: t(plan.hasPrioritySupport ? "prioritySupport" : "noPrioritySupport"),
      isIncluded: plan.hasPrioritySupport,
    },
  ];
}

/** What the plan's button says and does for this user. */
function PlanAction({ plan, user, chosen, onChoose }: PlanOptionsProps & { plan: TPlan }) {
  const { t } = usePlanWords();
  const paid = ZPaidPlanId.safeParse(plan.id);
  if (!user) {
    if (!paid.success) return null;
    return (
      <Link
        href={signInPathFor("/subscription")}
        className={cn(buttonVariants({ variant: "outline" }), "w-full")}
      >
        {t("signInToChoose")}
      </Link>
    );
  }
  const current = user.subscriptionPlan;
  if (!paid.success) {
    return null;
  }
  const isRunningBiggerPlan = planRank(current) > planRank(plan.id) && current !== "free";
  if (isRunningBiggerPlan) {
    return <p className="py-3 text-center">{t("includedInPlan", { plan: PLANS[current].name })}</p>;
  }
  const label = current === plan.id ? t("addDays") : t("choose", { plan: plan.name });
  return (
    <Button
      variant={plan.id === "platinum" ? "grape" : "primary"}
      className="w-full"
      aria-pressed={chosen === plan.id}
      onClick={() => onChoose(paid.data)}
    >
      {label}
    </Button>
  );
}

/** The three plans side by side (stacked on a phone), from the shared plan table. */
export function PlanOptions(props: PlanOptionsProps) {
  const { t, price } = usePlanWords();
  return (
    <section aria-labelledby="plans-title" className="space-y-4">
      <h2 id="plans-title" className="text-3xl font-bold text-sky-deep">
        {t("choosePlan")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {PLAN_LIST.map((plan) => {
          const isCurrent = props.user?.subscriptionPlan === plan.id;
          const isChosen = props.chosen === plan.id;
          return (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className={cn(
                "flex flex-col gap-4 rounded-[2rem] border-4 bg-white/90 p-5 shadow-lg",
                isChosen ? "border-sky-brand" : isCurrent ? "border-dino" : "border-white",
              )}
            >
              <div className="flex items-center gap-3">
                <FluentEmoji name={PLAN_EMOJI[plan.id]} className="size-12" />
                <div className="min-w-0 flex-1">
                  <h3 className="text-2xl font-bold">{plan.name}</h3>
                  <p className="text-lg">
                    {plan.priceUsd ? (
                      <>
                        <span className="font-display text-2xl font-bold text-sky-deep">
                          {price(plan.priceUsd)}
                        </span>{" "}
                        {t("aMonth")}
                      </>
                    ) : (
                      <>
                        <span className="font-display text-2xl font-bold text-dino-deep">
                          {price(0)}
                        </span>{" "}
                        {t("forever")}
                      </>
                    )}
                  </p>
                </div>
                {isCurrent && (
                  <span className="self-start rounded-full bg-[#f0fff4] px-3 py-1 text-sm font-bold text-dino-ink">
                    {t("currentPlan")}
                  </span>
                )}
              </div>
              <ul className="flex-1 space-y-1 text-lg">
                {features(plan, t).map(({ text, isIncluded }) => (
                  <li key={text} className="flex items-center gap-2">
                    {isIncluded ? (
                      <Check className="size-5 shrink-0 text-dino-deep" aria-hidden />
                    ) : (
                      <X className="size-5 shrink-0 text-slate-400" aria-hidden />
                    )}
                    {text}
                  </li>
                ))}
              </ul>
              <PlanAction plan={plan} {...props} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
