import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import {
  GREETING_CARD_MAX_BYTES,
  ZGreetingCardSent,
  ZSendGreetingCardBody,
  ZUndeliveredCards,
} from "../../shared/contracts/greeting-cards";
import { ZRecordIdParams } from "../../shared/contracts/text";
import { requireUser } from "../auth/require-user";
import { requestLanguage } from "../languages/request-language";
import { sendGreetingCard, type GreetingCardDeps } from "./send-greeting-card";
import { dismissUndeliveredCard, listUndeliveredCards } from "./undelivered-cards";

/** A 3 MB card as base64 is 4 MB; this one route takes that much JSON (the rest: 1 MB). */
const CARD_BODY_LIMIT = Math.ceil(GREETING_CARD_MAX_BYTES / 3) * 4 + 64 * 1024;

export const greetingCardRoutes: FastifyPluginAsyncZod<{ cards: GreetingCardDeps }> = async (
  app,
  { cards },
) => {
  app.post(
    "/api/greeting-cards/send-email",
    {
      bodyLimit: CARD_BODY_LIMIT,
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        body: ZSendGreetingCardBody,
        response: { 200: ZGreetingCardSent, "4xx": ZErrorBody, "5xx": ZErrorBody },
      },
    },
    async (request) =>
      sendGreetingCard(
        cards,
        requireUser(request),
        request.body,
        await requestLanguage(cards.db, request),
      ),
  );

  app.get(
    "/api/greeting-cards/undelivered",
    { schema: { response: { 200: ZUndeliveredCards, "4xx": ZErrorBody } } },
    async (request) => listUndeliveredCards(cards.db, requireUser(request)),
  );

  app.delete(
    "/api/greeting-cards/undelivered/:id",
    { schema: { params: ZRecordIdParams, response: { 204: z.null(), "4xx": ZErrorBody } } },
    async (request, reply) => {
      await dismissUndeliveredCard(cards.db, requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
