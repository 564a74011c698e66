import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import {
  ZBlockFamilyBody,
  ZFamilyAnswer,
  ZFamilyConnections,
  ZFamilyRequests,
  ZFamilyUsernameParams,
  ZGrownUpMessagePage,
  GROWN_UP_BOXES,
} from "../../shared/contracts/family";
import { ZMessageListQuery } from "../../shared/contracts/messages";
import { requireUser } from "../auth/require-user";
import type { MessageDeps } from "../messages/message-deps";
import { acceptRequest, declineRequest } from "./answer-request";
import type { IdentityHasher } from "./blocked-identity";
import { blockFamily, removeConnection, unblockFamily } from "./block-family";
import { listConnections, listRequests } from "./list-family";
import { listFamilyMessages } from "./list-family-messages";

/**
 * Requests, connections and blocks between families, and the grown-ups' view of the family's
 * messages (contracts/family.ts).
 */
export const familyRoutes: FastifyPluginAsyncZod<{
  deps: MessageDeps & { hashIdentity: IdentityHasher };
}> = async (app, { deps }) => {
  const params = ZFamilyUsernameParams;
  const answered = { 200: ZFamilyAnswer, "4xx": ZErrorBody };
  const removed = { 204: z.null(), "4xx": ZErrorBody };

  app.get(
    "/api/family/requests",
    {
      schema: {
        querystring: ZMessageListQuery,
        response: { 200: ZFamilyRequests, "4xx": ZErrorBody },
      },
    },
    async (request) => listRequests(deps, requireUser(request), request.query),
  );
  app.post(
    "/api/family/requests/:username/accept",
    { schema: { params, response: answered } },
    async (request) => acceptRequest(deps, requireUser(request), request.params.username),
  );
  app.post(
    "/api/family/requests/:username/decline",
    { schema: { params, response: answered } },
    async (request) => declineRequest(deps, requireUser(request), request.params.username),
  );
  for (const box of GROWN_UP_BOXES) {
    app.get(
      `/api/family/messages/${box}`,
      {
        schema: {
          querystring: ZMessageListQuery,
          response: { 200: ZGrownUpMessagePage, "4xx": ZErrorBody },
        },
      },
      async (request) => listFamilyMessages(deps, requireUser(request), box, request.query),
    );
  }
  app.get(
    "/api/family/connections",
    { schema: { response: { 200: ZFamilyConnections, "4xx": ZErrorBody } } },
    async (request) => listConnections(deps, requireUser(request)),
  );
  app.delete(
    "/api/family/connections/:username",
    { schema: { params, response: removed } },
    async (request, reply) => {
      await removeConnection(deps, requireUser(request), request.params.username);
      return reply.code(204).send(null);
    },
  );
  app.post(
    "/api/family/blocks",
    { schema: { body: ZBlockFamilyBody, response: answered } },
    async (request) => blockFamily(deps, requireUser(request), request.body.username),
  );
  app.delete(
    "/api/family/blocks/:username",
    { schema: { params, response: removed } },
    async (request, reply) => {
      await unblockFamily(deps, requireUser(request), request.params.username);
      return reply.code(204).send(null);
    },
  );
};
