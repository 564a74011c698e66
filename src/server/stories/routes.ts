import type { FastifyRequest } from "fastify";
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
  ZStoryTiming,
} from "../../shared/contracts/stories";
import {
  BOOK_PRINT_MESSAGES,
  BOOK_PROGRESS_POLL_MS,
  ZBookPrint,
} from "../../shared/contracts/book-prints";
import type { Language } from "../../shared/languages";
import { requireUser } from "../auth/require-user";
import { currentOwner, ensureVisitorId } from "../sessions/session-data";
import type { BookPrintQueue } from "./book-pdf/book-print-queue";
import type { StoryService } from "./story-service";

/** Unsaved scene pictures older than a day are looked for this often. */
const RETELLINGS_PER_MINUTE = 20;
/** A printed book draws every picture anew at print size: a few a minute is plenty. */
const BOOKS_PER_MINUTE = 6;
/** Twice the pace the page asks how far a book is while it is made. */
const BOOK_POLLS_PER_MINUTE = 2 * (60_000 / BOOK_PROGRESS_POLL_MS);
/**
 * How long `GET …/book.pdf` waits for a book being made: under the server's 60 s limit on a
 * connection where nothing moves (http-time-limits.ts).
 */
const BOOK_WAIT_MS = 45_000;

export const storyRoutes: FastifyPluginAsyncZod<{
  stories: StoryService;
  books: BookPrintQueue;
  generationsPerMinute: number;
  /** The request's language (`languages/request-language.ts`): the story is told in it. */
  languageOf: (request: FastifyRequest) => Promise<Language>;
}> = async (app, { stories, books, generationsPerMinute, languageOf }) => {
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
      const story = { ...request.body, language: await languageOf(request) };
      return reply.code(201).send(await stories.generate(owner, story, request.ip));
    },
  );

  app.get("/api/stories/timing", { schema: { response: { 200: ZStoryTiming } } }, async () =>
    stories.timing(),
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
    async (request) => stories.list(requireUser(request)),
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
    "/api/stories/:id/book",
    {
      config: { rateLimit: { max: BOOKS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: { params: ZStoryIdParams, response: { 202: ZBookPrint, "4xx": ZErrorBody } },
    },
    async (request, reply) =>
      reply.code(202).send(await books.ask(requireUser(request), request.params.id)),
  );

  app.get(
    "/api/stories/:id/book",
    {
      config: { rateLimit: { max: BOOK_POLLS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: { params: ZStoryIdParams, response: { 200: ZBookPrint, "4xx": ZErrorBody } },
    },
    async (request) => books.status(requireUser(request), request.params.id),
  );

  // The book itself: at once when it is made, otherwise asked for (as POST …/book) and waited
  // for, so a plain link still gives the PDF; 202 with how far it is when the wait runs out.
  app.get(
    "/api/stories/:id/book.pdf",
    {
      config: { rateLimit: { max: BOOK_POLLS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: { params: ZStoryIdParams },
    },
    async (request, reply) => {
      const book = await books.waitFor(requireUser(request), request.params.id, BOOK_WAIT_MS);
      if ("progress" in book) {
        return reply
          .code(202)
          .header("Retry-After", "5")
          .send({ message: BOOK_PRINT_MESSAGES.stillMaking, ...book.progress });
      }
      const { title, pdf } = book;
      return reply
        .header("Content-Type", "application/pdf")
        .header("Content-Disposition", `attachment; filename="${bookFileName(title)}"`)
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );

  app.post(
    "/api/stories/regenerate-text",
    {
      config: { rateLimit: { max: RETELLINGS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: { body: ZRegenerateTextBody, response: { 200: ZRegeneratedText, "4xx": ZErrorBody } },
    },
    async (request) => stories.retell(requireUser(request), request.body),
  );
};

/** "The Dragon's Red Ball" → "the-dragon-s-red-ball-book.pdf" (plain letters only, for any system). */
export function bookFileName(title: string): string {
  const name = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${name || "story"}-book.pdf`;
}
