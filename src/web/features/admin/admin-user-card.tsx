import type { TAdminUserRow } from "@/shared/contracts/admin";
import { CircleAlert } from "lucide-react";
import { EmailAddress } from "@/web/components/ui/email-address";
import { cn } from "@/web/lib/cn";
import { formatLastLogin, formatPlayTime, formatUsd } from "./admin-format";

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** One family: who, their plan, what they did and what they cost this month. */
export function AdminUserCard({ user }: { user: TAdminUserRow }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
  const { statistics, costAnalysis } = user;
  return (
    <li
      data-testid="admin-user"
      className={cn(
        "rounded-2xl border-4 bg-white p-4",
        costAnalysis?.isUnprofitable ? "border-red-100" : "border-sky-100",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-display text-xl font-semibold">{name}</p>
          <EmailAddress email={user.email} className="text-base text-slate-600" />
        </div>
        <span className="rounded-full bg-sky-100 px-3 py-1 text-base font-semibold capitalize">
          {user.subscriptionPlan} · {user.subscriptionStatus.replaceAll("_", " ")}
        </span>
      </div>
      {user.error && (
        <p className="mt-3 flex items-center gap-2 font-semibold text-red-700" role="alert">
          <CircleAlert className="size-5 shrink-0" aria-hidden /> {user.error}
        </p>
      )}
      {statistics && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          <Stat label="Sessions" value={statistics.totalSessions} />
          <Stat label="Play time" value={formatPlayTime(statistics.totalPlayTime)} />
          <Stat label="Average session" value={formatPlayTime(statistics.averageSessionTime)} />
          <Stat label="Last login" value={formatLastLogin(statistics.lastLoginTime)} />
          <Stat label="Pictures" value={statistics.totalImages} />
          <Stat label="By the image model" value={statistics.totalApiImages} />
          <Stat label="Stories" value={statistics.totalStories} />
          <Stat label="Diary entries" value={statistics.diaryEntries} />
          <Stat label="Joined" value={new Date(user.createdAt).toLocaleDateString("en-US")} />
        </dl>
      )}
      {costAnalysis && (
        <dl
          data-testid="cost-analysis"
          className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-sky-50 p-3 sm:grid-cols-4"
        >
          <Stat label="Cost this month" value={formatUsd(costAnalysis.totalMonthlyCost)} />
          <Stat label="Revenue this month" value={formatUsd(costAnalysis.monthlyRevenue)} />
          <Stat label="Margin" value={`${costAnalysis.profitMargin}%`} />
          <div>
            <dt className="text-sm text-slate-600">Per picture</dt>
            <dd className="font-semibold tabular-nums">
              {formatUsd(costAnalysis.costPerImage)}
              {costAnalysis.isUnprofitable && (
                <span className="ml-2 rounded-full bg-red-100 px-2 text-sm text-red-800">
                  Unprofitable
                </span>
              )}
            </dd>
          </div>
        </dl>
      )}
    </li>
  );
}
