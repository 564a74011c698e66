import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import {
  ZGeneratedStory,
  ZGenerateStoryBody,
  ZRegeneratedText,
  ZRegenerateTextBody,
  ZSaveStoryBody,
  ZStory,
  ZStoryIdParams,
  ZStoryList,
} from "../../shared/contracts/stories";
import { requireUser } from "../auth/require-user";
import { currentOwner, ensureVisitorId } from "../sessions/session-data";
import type { StoryService } from "./story-service";

/** Unsaved scene pictures older than a day are looked for this often. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const RETELLINGS_PER_MINUTE = 20;

export const storyRoutes: FastifyPluginAsyncZod<{
  stories: StoryService;
  generationsPerMinute: number;
}> = async (app, { stories, generationsPerMinute }) => {
  app.post(
    "/api/stories/generate",
    {
      config: { rateLimit: { max: generationsPerMinute, timeWindow: "1 minute" } },
      schema: { body: ZGenerateStoryBody, response: { 201: ZGeneratedStory, "4xx": ZErrorBody } },
    },
    async (request, reply) => {
      const owner = currentOwner(request) ?? {
        kind: "visitor" as const,
        visitorId: ensureVisitorId(request),
      };
      return reply.code(201).send(await stories.generate(owner, request.body, request.ip));
    },
  );

  app.post(
    "/api/stories",
    { schema: { body: ZSaveStoryBody, response: { 201: ZStory, "4xx": ZErrorBody } } },
    async (request, reply) => {
      const userId = requireUser(request);
      const { userId: _ignored, ...story } = request.body;
      const saved = await stories.save({ userId, visitorId: request.session.visitorId }, story);
      return reply.code(201).send(saved);
    },
  );

  app.get(
    "/api/stories",
    { schema: { response: { 200: ZStoryList, "4xx": ZErrorBody } } },
    async (request, reply) => {
      const userId = requireUser(request);
      reply.header("Cache-Control", "no-cache, no-store, must-revalidate");
      return stories.list(userId);
    },
  );

  app.delete(
    "/api/stories/:id",
    { schema: { params: ZStoryIdParams, response: { 204: z.null(), "4xx": ZErrorBody } } },
    async (request, reply) => {
      await stories.remove(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/stories/regenerate-text",
    {
      config: { rateLimit: { max: RETELLINGS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: { body: ZRegenerateTextBody, response: { 200: ZRegeneratedText, "4xx": ZErrorBody } },
    },
    async (request) => {
      requireUser(request);
      return stories.retell(request.body);
    },
  );

  const sweep = setInterval(() => {
    stories.sweep().catch((error: unknown) => app.log.error({ err: error }, "story scene sweep"));
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));
};
