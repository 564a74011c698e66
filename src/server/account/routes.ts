import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ACCOUNT_MESSAGES,
  ZDeleteAccountBody,
  ZDeleteAccountResponse,
} from "../../shared/contracts/account";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import { ZErrorBody } from "../../shared/contracts/errors";
import { requireUser } from "../auth/require-user";
import { endBrowserSession } from "../auth/sign-out";
import type { Database } from "../db/client";
import type { IdentityHasher } from "../family/blocked-identity";
import { unauthorized } from "../lib/app-error";
import type { MediaStore } from "../media/media-store";
import { deleteAccount } from "./delete-account";
import { exportAccount } from "./export-account";

export interface AccountDeps {
  db: Database;
  media: MediaStore;
  now: () => Date;
  hashIdentity: IdentityHasher;
}

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountDeps }> = async (
  app,
  { account },
) => {
  app.delete(
    "/api/account",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        body: ZDeleteAccountBody,
        response: { 200: ZDeleteAccountResponse, "4xx": ZErrorBody },
      },
    },
    async (request, reply) => {
      await deleteAccount(account, requireUser(request));
      await endBrowserSession(request, reply);
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );

  app.get(
    "/api/account/export",
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const exported = await exportAccount(account, requireUser(request));
      if (!exported) throw unauthorized(AUTH_MESSAGES.signInRequired);
      return reply
        .header("Content-Type", "application/zip")
        .header("Content-Disposition", `attachment; filename="${exported.fileName}"`)
        .send(exported.stream);
    },
  );
};
