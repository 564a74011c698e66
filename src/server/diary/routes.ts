import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZDiaryEntry, ZDiaryList, ZSaveDiaryBody } from "../../shared/contracts/diary";
import { ZErrorBody } from "../../shared/contracts/errors";
import { ZRecordIdParams } from "../../shared/contracts/text";
import { requireUser } from "../auth/require-user";
import type { DiaryService } from "./diary-service";

export const diaryRoutes: FastifyPluginAsyncZod<{ diary: DiaryService }> = async (
  app,
  { diary },
) => {
  app.post(
    "/api/diary/save",
    { schema: { body: ZSaveDiaryBody, response: { 201: ZDiaryEntry, "4xx": ZErrorBody } } },
    async (request, reply) => {
      const entry = await diary.save(requireUser(request), request.body);
      return reply.code(201).send(entry);
    },
  );

  app.get(
    "/api/diary",
    { schema: { response: { 200: ZDiaryList, "4xx": ZErrorBody } } },
    async (request) => diary.list(requireUser(request)),
  );

  app.delete(
    "/api/diary/:id",
    { schema: { params: ZRecordIdParams, response: { 204: z.null(), "4xx": ZErrorBody } } },
    async (request, reply) => {
      await diary.remove(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
