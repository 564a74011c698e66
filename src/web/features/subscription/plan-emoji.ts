import type { TPlanId } from "@/shared/plan-table";
import type { TEmojiName } from "@/web/components/emoji/fluent-emoji";

export const PLAN_EMOJI: Record<TPlanId, TEmojiName> = {
  free: "seedling",
  premium: "crown",
  platinum: "gem-stone",
};
