import { PLANS, type TPaidPlanId } from "@/shared/plan-table";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { signInPathFor } from "@/web/features/auth/next-path";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { buttonVariants } from "@/web/components/ui/button";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { AppHeader } from "@/web/features/layout/app-header";
import { PageLoading } from "@/web/features/layout/page-loading";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { CurrentPlanCard } from "@/web/features/subscription/current-plan-card";
import { PaymentCard } from "@/web/features/subscription/payment-card";
import { paymentToasts } from "@/web/features/subscription/payment-toasts";
import { PlanOptions } from "@/web/features/subscription/plan-options";
import { SubscriptionSuccess } from "@/web/features/subscription/subscription-success";
import { usePaymentsConfig, useUsage } from "@/web/features/subscription/subscription-queries";
import { usePlanWords } from "@/web/features/subscription/use-plan-words";
import { useParentalGate } from "@/web/features/parental-gate/use-parental-gate";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** `/subscription`: the current plan and usage, the three plans, and the payment card. */
export function SubscriptionPage() {
  const { t } = usePlanWords();
  useDocumentTitle(t("pageTitle"));
  const { user, isLoading } = useCurrentUser();
  const usage = useUsage(Boolean(user));
  const paymentsConfig = usePaymentsConfig();
  const [chosen, setChosen] = useState<TPaidPlanId | null>(null);
  const gate = useParentalGate();
  const isSuccess = new URLSearchParams(useSearch()).get("success") === "true";

  function finishPayment() {
    setChosen(null);
    window.scrollTo({ top: 0 });
  }

  function cancelPayment() {
    setChosen(null);
    paymentToasts.cancelled();
  }

  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-5xl space-y-6 px-3 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <FluentEmoji name="crown" className="size-14 shrink-0" />
          <div>
            <h1 className="text-4xl font-bold text-sky-deep">{t("pageTitle")}</h1>
            <p className="text-lg">{t("intro")}</p>
          </div>
        </div>
        {isSuccess && user && <SubscriptionSuccess />}
        {isLoading ? (
          <PageLoading />
        ) : (
          <>
            {user ? (
              <CurrentPlanCard user={user} usage={usage.data} usageError={usage.error} />
            ) : (
              <div className="rounded-[2rem] border-4 border-white bg-white/90 p-5 text-lg shadow-xl">
                <p>
                  {t("visitorPlan", {
                    pictures: PLANS.free.imagesPerMonth,
                    stories: PLANS.free.storiesPerMonth,
                  })}
                </p>
                <Link
                  href={signInPathFor("/subscription")}
                  className={buttonVariants({ className: "mt-3" })}
                >
                  {t("signIn")}
                </Link>
              </div>
            )}
            <PlanOptions
              user={user}
              chosen={chosen}
              onChoose={(plan) => gate.check(() => setChosen(plan))}
            />
            {gate.dialog}
            {chosen && user && paymentsConfig.data && (
              <PaymentCard
                key={chosen}
                plan={{ ...PLANS[chosen], id: chosen }}
                config={paymentsConfig.data}
                onCancel={cancelPayment}
                onPaid={finishPayment}
              />
            )}
          </>
        )}
        <SiteFooter />
      </main>
    </>
  );
}
