import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ZAdminAnalytics,
  ZAdminUserIdParams,
  ZAdminUserRow,
  ZAdminUsersPage,
  ZAdminUsersQuery,
} from "../../shared/contracts/admin";
import { ZErrorBody } from "../../shared/contracts/errors";
import {
  ZAccountBlock,
  ZSupportIdParams,
  ZSupportInbox,
  ZSupportQuery,
  ZSupportStatusBody,
  ZSupportSubmission,
} from "../../shared/contracts/support";
import type { Database } from "../db/client";
import type { RateLimiter } from "../lib/rate-limiter";
import { setSupportStatus, supportInbox } from "../support/support-service";
import { createAdminGuard, type AdminCredentials } from "./admin-auth";
import { adminAnalytics } from "./admin-analytics";
import { adminUserStatistics, listAdminUsers } from "./admin-users";
import { setAccountBlocked } from "./block-account";
import type { EngineCosts } from "./cost-analysis";

export interface AdminRouteDeps {
  db: Database;
  limiter: RateLimiter;
  now: () => Date;
  admin: AdminCredentials | null;
  costs: EngineCosts;
}

const adminRateLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };
const errors = { "4xx": ZErrorBody, 503: ZErrorBody };

/** The admin console's calls; every one passes the server-side admin check first. */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: AdminRouteDeps }> = async (
  app,
  { deps },
) => {
  const requireAdmin = createAdminGuard(deps);
  app.addHook("onRequest", async (request) => {
    await requireAdmin(request);
  });

  app.get(
    "/api/admin/users",
    {
      config: adminRateLimit,
      schema: { querystring: ZAdminUsersQuery, response: { 200: ZAdminUsersPage, ...errors } },
    },
    async (request) => listAdminUsers(deps, request.query),
  );

  app.get(
    "/api/admin/users/:id/statistics",
    {
      config: adminRateLimit,
      schema: { params: ZAdminUserIdParams, response: { 200: ZAdminUserRow, ...errors } },
    },
    async (request) => adminUserStatistics(deps, request.params.id),
  );

  app.get(
    "/api/admin/analytics",
    { config: adminRateLimit, schema: { response: { 200: ZAdminAnalytics, ...errors } } },
    async () => adminAnalytics(deps),
  );

  app.get(
    "/api/admin/support",
    {
      config: adminRateLimit,
      schema: { querystring: ZSupportQuery, response: { 200: ZSupportInbox, ...errors } },
    },
    async (request) => supportInbox(deps, request.query),
  );

  app.patch(
    "/api/admin/support/:id/status",
    {
      config: adminRateLimit,
      schema: {
        params: ZSupportIdParams,
        body: ZSupportStatusBody,
        response: { 200: ZSupportSubmission, ...errors },
      },
    },
    async (request) =>
      setSupportStatus(deps, { id: request.params.id, status: request.body.status }),
  );

  for (const [method, isBlocked] of [
    ["POST", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/api/admin/users/:id/block",
      config: adminRateLimit,
      schema: { params: ZAdminUserIdParams, response: { 200: ZAccountBlock, ...errors } },
      handler: async (request) => setAccountBlocked(deps, request.params.id, isBlocked),
    });
  }
};
