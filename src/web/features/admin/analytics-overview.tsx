import { ADMIN_MESSAGES, type TAdminAnalytics } from "@/shared/contracts/admin";
import { PLAN_LIST } from "@/shared/plan-table";
import { Notice } from "@/web/components/ui/notice";
import { friendlyMessageOf } from "@/web/lib/api";
import { formatUsd } from "./admin-format";
import { AdminPanel, Figure } from "./admin-panel";
import { useAdminAnalytics } from "./admin-queries";
import { TrendChart } from "./trend-chart";

function SubscriptionBreakdown({
  breakdown,
}: {
  breakdown: TAdminAnalytics["subscriptionBreakdown"];
}) {
  const total = Math.max(
    1,
    PLAN_LIST.reduce((sum, plan) => sum + breakdown[plan.id], 0),
  );
  const colours = { free: "bg-sky-brand", premium: "bg-grape", platinum: "bg-sunny" } as const;
  return (
    <ul className="space-y-3">
      {PLAN_LIST.map((plan) => (
        <li key={plan.id} data-testid={`plan-${plan.id}`}>
          <div className="flex justify-between text-lg">
            <span className="font-semibold">{plan.name}</span>
            <span className="tabular-nums">{breakdown[plan.id]}</span>
          </div>
          <div className="h-3 overflow-hidden rounded-full bg-sky-50">
            <div
              className={`h-full rounded-full ${colours[plan.id]}`}
              style={{ width: `${(breakdown[plan.id] / total) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Totals, the month's money, plans and the week's trends. */
export function AnalyticsOverview() {
  const { data, error, isPending } = useAdminAnalytics();
  if (isPending) return <p className="text-lg text-slate-600">Loading the figures...</p>;
  if (error) {
    return (
      <Notice tone="warning">
        <p className="font-semibold">{ADMIN_MESSAGES.fetchFailed}</p>
        <p>{friendlyMessageOf(error, ADMIN_MESSAGES.loadAgain)}</p>
      </Notice>
    );
  }
  const { financial } = data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AdminPanel title="Totals" className="lg:col-span-2">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label="Users" value={data.totalUsers} testId="total-users" />
          <Figure label="Paid users" value={data.userMetrics.paidUsers} testId="paid-users" />
          <Figure label="Pictures" value={data.totalImages} testId="total-images" />
          <Figure
            label="By the image model"
            value={data.totalApiImages}
            testId="total-api-images"
          />
          <Figure label="Stories" value={data.totalStories} testId="total-stories" />
        </div>
      </AdminPanel>
      <AdminPanel title="This month">
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          <Figure
            label="Revenue"
            value={formatUsd(financial.totalMonthlyRevenue)}
            testId="monthly-revenue"
          />
          <Figure
            label="Engine costs"
            value={formatUsd(financial.totalMonthlyCost)}
            testId="monthly-cost"
          />
          <Figure
            label="Net profit"
            value={formatUsd(financial.netProfit)}
            tone={financial.netProfit < 0 ? "bad" : "good"}
            testId="net-profit"
          />
        </div>
      </AdminPanel>
      <AdminPanel title="Plans">
        <SubscriptionBreakdown breakdown={data.subscriptionBreakdown} />
      </AdminPanel>
      <AdminPanel title="Last 7 days" className="lg:col-span-2">
        <div className="grid gap-6 md:grid-cols-2">
          <TrendChart title="Activity" days={data.recentActivity} colour="#4299e1" />
          <TrendChart title="New users" days={data.userGrowth} colour="#48bb78" />
        </div>
      </AdminPanel>
    </div>
  );
}
