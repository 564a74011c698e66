import { biggerPlanThan, PLANS, type TPlanId, type TUsageKind } from "../../shared/plans";

const WORDS = {
  images: { one: "picture", many: "pictures", title: "Monthly picture limit reached" },
  stories: { one: "story", many: "stories", title: "Monthly story limit reached" },
} as const;

const count = (amount: number, kind: TUsageKind) =>
  `${amount} ${amount === 1 ? WORDS[kind].one : WORDS[kind].many}`;

const perMonth = (planId: TPlanId, kind: TUsageKind) =>
  kind === "images" ? PLANS[planId].imagesPerMonth : PLANS[planId].storiesPerMonth;

/** The 403 a user hears at their plan's monthly limit: which limit, and the way up. */
export function usageLimitMessage(planId: TPlanId, kind: TUsageKind) {
  const plan = PLANS[planId];
  const used = `You've made all ${count(perMonth(planId, kind), kind)} of your ${plan.name} plan this month.`;
  const bigger = biggerPlanThan(planId);
  const next = bigger
    ? ` Upgrade to ${bigger.name} for ${count(perMonth(bigger.id, kind), kind)} a month!`
    : " More unlock on the 1st of next month.";
  return { title: WORDS[kind].title, message: `${used}${next}` };
}
