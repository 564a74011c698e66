/**
 * The three plans (spec core.md §6, §9). Both the server and the web app read this table; it
 * holds no zod, so a page that only shows plans does not load it (the schemas are in `plans.ts`).
 */
export const PLAN_IDS = ["free", "premium", "platinum"] as const;
export type TPlanId = (typeof PLAN_IDS)[number];

export const PAID_PLAN_IDS = ["premium", "platinum"] as const;
export type TPaidPlanId = (typeof PAID_PLAN_IDS)[number];

export interface TPlan {
  id: TPlanId;
  name: string;
  /** The monthly price in US dollars as PayPal writes it ("9.99"); null for free. */
  priceUsd: string | null;
  imagesPerMonth: number;
  storiesPerMonth: number;
  /**
   * Room for a grown-up's recorded story pages, in MB (issue 35): every page (up to 10) of a
   * year of the plan's stories, each page a full minute at the recorder's 64 kbit/s (0.5 MB).
   */
  recordingStorageMb: number;
  canUseFaceSwap: boolean;
  hasPrioritySupport: boolean;
}

export const PLANS: Readonly<Record<TPlanId, TPlan>> = {
  free: {
    id: "free",
    name: "Free",
    priceUsd: null,
    imagesPerMonth: 5,
    storiesPerMonth: 1,
    recordingStorageMb: 60,
    canUseFaceSwap: false,
    hasPrioritySupport: false,
  },
  premium: {
    id: "premium",
    name: "Premium",
    priceUsd: "9.99",
    imagesPerMonth: 300,
    storiesPerMonth: 30,
    recordingStorageMb: 1800,
    canUseFaceSwap: true,
    hasPrioritySupport: true,
  },
  platinum: {
    id: "platinum",
    name: "Platinum",
    priceUsd: "14.99",
    imagesPerMonth: 600,
    storiesPerMonth: 60,
    recordingStorageMb: 3600,
    canUseFaceSwap: true,
    hasPrioritySupport: true,
  },
};

/** 1 MB as the plans count recording room (what a grown-up's file manager shows as MB). */
export const BYTES_PER_MB = 1_000_000;

export const PLAN_LIST: readonly TPlan[] = [PLANS.free, PLANS.premium, PLANS.platinum];

/** Payments (spec §9): one currency, capture at once, PayPal's page in US English. */
export const PAYMENT_CURRENCY = "USD";
export const PAYMENT_LOCALE = "en_US";
/** A paid plan runs this many days from the capture (DESIGN decision 11). */
export const PAID_PLAN_DAYS = 30;

/** What a month of each plan allows, by kind of thing made. */
export type TUsageKind = "images" | "stories";
export const monthlyLimit = (planId: TPlanId, kind: TUsageKind): number =>
  kind === "images" ? PLANS[planId].imagesPerMonth : PLANS[planId].storiesPerMonth;

/** The plan a family would upgrade to from `planId`; null from the biggest. */
export const biggerPlanThan = (planId: TPlanId): TPlan | null =>
  PLAN_LIST[PLAN_LIST.findIndex((plan) => plan.id === planId) + 1] ?? null;

/** Plans ranked, so a running plan is never swapped for a smaller one by mistake. */
export const planRank = (planId: TPlanId): number => PLAN_LIST.findIndex((p) => p.id === planId);

/** "April 9, 2026": how a plan's end date reads, on the server and on the page (UTC). */
export function formatPlanDate(at: Date | string): string {
  return new Date(at).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
