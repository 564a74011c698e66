import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import {
  ZDeleteMessageQuery,
  ZMessage,
  ZMessageListQuery,
  ZMessagePage,
  ZSendMessageBody,
  ZUnreadCount,
} from "../../shared/contracts/messages";
import { ZFamilyAnswer } from "../../shared/contracts/family";
import { ZRecordIdParams } from "../../shared/contracts/text";
import { requireUser } from "../auth/require-user";
import { deleteMessage } from "./delete-message";
import { countUnreadMessages, listMessages } from "./list-messages";
import { markMessageRead } from "./mark-message-read";
import type { MessageDeps } from "./message-deps";
import { reportMessage } from "./report-message";
import { sendMessage } from "./send-message";
import { undoReport } from "./undo-report";

/** Inbox, sent list, sending, read marking and per-side deletion (spec social.md §7). */
export const messageRoutes: FastifyPluginAsyncZod<{ messages: MessageDeps }> = async (
  app,
  { messages },
) => {
  app.post(
    "/api/messages/send",
    {
      schema: { body: ZSendMessageBody, response: { 201: ZMessage, "4xx": ZErrorBody } },
    },
    async (request, reply) => {
      const sent = await sendMessage(messages, requireUser(request), request.body);
      return reply.code(201).send(sent);
    },
  );

  for (const box of ["inbox", "sent"] as const) {
    app.get(
      `/api/messages/${box}`,
      {
        schema: {
          querystring: ZMessageListQuery,
          response: { 200: ZMessagePage, "4xx": ZErrorBody },
        },
      },
      async (request) => listMessages(messages, requireUser(request), box, request.query),
    );
  }

  app.get(
    "/api/messages/unread-count",
    { schema: { response: { 200: ZUnreadCount, "4xx": ZErrorBody } } },
    async (request) => ({ unreadCount: await countUnreadMessages(messages, requireUser(request)) }),
  );

  app.patch(
    "/api/messages/:id/read",
    { schema: { params: ZRecordIdParams, response: { 200: ZMessage, "4xx": ZErrorBody } } },
    async (request) => markMessageRead(messages, requireUser(request), request.params.id),
  );

  app.post(
    "/api/messages/:id/report",
    { schema: { params: ZRecordIdParams, response: { 201: ZFamilyAnswer, "4xx": ZErrorBody } } },
    async (request, reply) => {
      const answer = await reportMessage(messages, requireUser(request), request.params.id);
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    "/api/messages/:id/report",
    { schema: { params: ZRecordIdParams, response: { 200: ZFamilyAnswer, "4xx": ZErrorBody } } },
    async (request) => undoReport(messages, requireUser(request), request.params.id),
  );

  app.delete(
    "/api/messages/:id",
    {
      schema: {
        params: ZRecordIdParams,
        querystring: ZDeleteMessageQuery,
        response: { 204: z.null(), "4xx": ZErrorBody },
      },
    },
    async (request, reply) => {
      await deleteMessage(messages, requireUser(request), request.params.id, request.query.box);
      return reply.code(204).send(null);
    },
  );
};
