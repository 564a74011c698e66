import { CalendarHeart } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { useUsage } from "./subscription-queries";
import { UsageBar } from "./usage-bar";

/** When the month's pictures come back: the first day of the next UTC month (DESIGN decision 7). */
function nextMonthStart(now: Date): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return start.toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric" });
}

export function picturesLeftText(used: number, limit: number, now = new Date()): string {
  const left = Math.max(limit - used, 0);
  if (left === 0) {
    return `You've made all ${limit} pictures for this month. More arrive on ${nextMonthStart(now)}!`;
  }
  return `You have ${left} ${left === 1 ? "picture" : "pictures"} left this month.`;
}

/**
 * The Pictures tab's card for a signed-in family: this month's pictures left, before the limit
 * is reached rather than only after a refused picture (issue 15), with the way to more.
 */
export function MonthlyPicturesBox() {
  const { data: usage } = useUsage(true);
  if (!usage) return null;
  const left = usage.imagesLimit - usage.imagesUsed;
  const isLow = left <= Math.max(1, Math.floor(usage.imagesLimit / 5));
  return (
    <section
      aria-labelledby="monthly-pictures-title"
      data-testid="monthly-pictures-box"
      className={cn(
        "flex flex-col gap-3 rounded-3xl border-4 p-4 sm:flex-row sm:items-center sm:p-5",
        isLow ? "border-berry/60 bg-pink-50" : "border-sky-200 bg-white/80",
      )}
    >
      <CalendarHeart className="size-10 shrink-0 text-berry max-sm:hidden" aria-hidden />
      <div className="flex-1 space-y-2">
        <h2 id="monthly-pictures-title" className="text-xl font-bold">
          {picturesLeftText(usage.imagesUsed, usage.imagesLimit)}
        </h2>
        <UsageBar
          name="pictures"
          label="Pictures"
          used={usage.imagesUsed}
          limit={usage.imagesLimit}
        />
      </div>
      {isLow && (
        <Link href="/subscription" className={buttonVariants({ variant: "berry" })}>
          More pictures
        </Link>
      )}
    </section>
  );
}
