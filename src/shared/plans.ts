import { z } from "zod";
import { PAID_PLAN_IDS, PLAN_IDS } from "./plan-table";

export * from "./plan-table";

/** Plan ids as checked where a stored or sent value is read. */
export const ZPlanId = z.enum(PLAN_IDS);
export const ZPaidPlanId = z.enum(PAID_PLAN_IDS);
