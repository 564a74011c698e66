import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import { ZStoryIdParams } from "../../shared/contracts/stories";
import {
  RECORDING_MAX_DATA_URL_LENGTH,
  ZSaveStoryRecordingBody,
  ZStoryRecording,
  ZStoryRecordingList,
  ZStoryRecordingParams,
} from "../../shared/contracts/story-recordings";
import { requireUser } from "../auth/require-user";
import type { StoryRecordingService } from "./story-recording-service";

/** Room for the largest recording's data URL and the rest of the JSON body. */
const UPLOAD_BODY_LIMIT = RECORDING_MAX_DATA_URL_LENGTH + 16 * 1024;
/** A grown-up records a page, listens, records again: a handful a minute is plenty. */
const RECORDINGS_PER_MINUTE = 30;

export const storyRecordingRoutes: FastifyPluginAsyncZod<{
  recordings: StoryRecordingService;
}> = async (app, { recordings }) => {
  app.get(
    "/api/stories/:id/recordings",
    {
      schema: { params: ZStoryIdParams, response: { 200: ZStoryRecordingList, "4xx": ZErrorBody } },
    },
    async (request) => recordings.list(requireUser(request), request.params.id),
  );

  app.put(
    "/api/stories/:id/recordings/:page",
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { rateLimit: { max: RECORDINGS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        params: ZStoryRecordingParams,
        body: ZSaveStoryRecordingBody,
        response: { 200: ZStoryRecording, "4xx": ZErrorBody },
      },
    },
    async (request) => {
      const { id, page } = request.params;
      return recordings.save(requireUser(request), id, page, request.body);
    },
  );

  app.delete(
    "/api/stories/:id/recordings/:page",
    {
      schema: { params: ZStoryRecordingParams, response: { 204: z.null(), "4xx": ZErrorBody } },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      await recordings.remove(requireUser(request), id, page);
      return reply.code(204).send(null);
    },
  );
};
