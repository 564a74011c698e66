import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import {
  ZSiteInfo,
  ZSupportBody,
  ZSupportReceipt,
  type TSiteInfo,
} from "../../shared/contracts/support";
import { submitSupportMessage, type SupportDeps } from "./support-service";

/** The contact page's calls: sending a message, and who runs the service (its footer). */
export const supportRoutes: FastifyPluginAsyncZod<{
  support: SupportDeps;
  site: TSiteInfo;
}> = async (app, { support, site }) => {
  app.post(
    "/api/support",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: { body: ZSupportBody, response: { 201: ZSupportReceipt, "4xx": ZErrorBody } },
    },
    async (request, reply) => {
      const receipt = await submitSupportMessage(support, {
        body: request.body,
        ipAddress: request.ip,
        senderUserId: request.session.userId,
      });
      return reply.code(201).send(receipt);
    },
  );

  app.get("/api/site-info", { schema: { response: { 200: ZSiteInfo } } }, async () => site);
};
