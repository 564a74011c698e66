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

interface PlanOptionsProps {
  /** null for a visitor: the plans are shown with a way to sign in. */
  user: TUser | null;
  chosen: TPaidPlanId | null;
  onChoose(planId: TPaidPlanId): void;
}

function features(plan: TPlan): Array<{ text: string; isIncluded: boolean }> {
  return [
    { text: `${plan.imagesPerMonth} pictures a month`, isIncluded: true },
    {
      text: `${plan.storiesPerMonth} ${plan.storiesPerMonth === 1 ? "story" : "stories"} a month`,
      isIncluded: true,
    },
    { text: plan.canUseFaceSwap ? "Face swap" : "No face swap", isIncluded: plan.canUseFaceSwap },
    // The admin support inbox lists these families' waiting messages first (docs/admin.md).
    {
      text: plan.hasPrioritySupport ? "Priority support" : "No priority support",
      isIncluded: plan.hasPrioritySupport,
    },
  ];
}

/** What the plan's button says and does for this user. */
function PlanAction({ plan, user, chosen, onChoose }: PlanOptionsProps & { plan: TPlan }) {
  const paid = ZPaidPlanId.safeParse(plan.id);
  if (!user) {
    if (!paid.success) return null;
    return (
      <Link
        href={signInPathFor("/subscription")}
        className={cn(buttonVariants({ variant: "outline" }), "w-full")}
      >
        Sign in to choose
      </Link>
    );
  }
  const current = user.subscriptionPlan;
  if (!paid.success) {
    return null;
  }
  const isRunningBiggerPlan = planRank(current) > planRank(plan.id) && current !== "free";
  if (isRunningBiggerPlan) {
    return <p className="py-3 text-center">Included in your {PLANS[current].name} plan</p>;
  }
  const label = current === plan.id ? "Add 30 more days" : `Choose ${plan.name}`;
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
  return (
    <section aria-labelledby="plans-title" className="space-y-4">
      <h2 id="plans-title" className="text-3xl font-bold text-sky-deep">
        Choose a plan
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
                          ${plan.priceUsd}
                        </span>{" "}
                        a month
                      </>
                    ) : (
                      <>
                        <span className="font-display text-2xl font-bold text-dino-deep">$0</span>{" "}
                        forever
                      </>
                    )}
                  </p>
                </div>
                {isCurrent && (
                  <span className="self-start rounded-full bg-[#f0fff4] px-3 py-1 text-sm font-bold text-dino-ink">
                    Current plan
                  </span>
                )}
              </div>
              <ul className="flex-1 space-y-1 text-lg">
                {features(plan).map(({ text, isIncluded }) => (
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
