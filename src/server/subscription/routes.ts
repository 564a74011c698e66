import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import { ZCancelResponse, ZUsage } from "../../shared/contracts/subscription";
import { requireUser } from "../auth/require-user";
import type { Database } from "../db/client";
import { cancelSubscription } from "./cancel-subscription";
import type { UsageService } from "./usage-service";

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  usage: UsageService;
  subscription: { db: Database; now: () => Date };
}> = async (app, { usage, subscription }) => {
  app.get(
    "/api/subscription/usage",
    { schema: { response: { 200: ZUsage, "4xx": ZErrorBody } } },
    async (request) => usage.getUsage(requireUser(request)),
  );

  app.post(
    "/api/subscription/cancel",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: { response: { 200: ZCancelResponse, "4xx": ZErrorBody } },
    },
    async (request) => cancelSubscription(subscription, requireUser(request)),
  );
};
