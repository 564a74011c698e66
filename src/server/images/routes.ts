import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import {
  GALLERY_LINK_HEADER,
  GALLERY_TOTAL_HEADER,
  olderPageLink,
} from "../../shared/contracts/gallery-pages";
import {
  ZGalleryQuery,
  ZGenerateImageBody,
  ZImage,
  ZImageEngineInfo,
  ZImageIdParams,
  type TImageEngineInfo,
} from "../../shared/contracts/images";
import type { FastifyRequest } from "fastify";
import type { Language } from "../../shared/languages";
import { PRIVATE_REVALIDATE } from "../lib/cache-control";
import { answerNotModified } from "../lib/conditional-get";
import { currentOwner, ensureVisitorId, type PictureOwner } from "../sessions/session-data";
import type { ImageService } from "./image-service";

export const imageRoutes: FastifyPluginAsyncZod<{
  images: ImageService;
  generationsPerMinute: number;
  /** The engine that draws for this family or visitor (an image model only with consent). */
  engineInfo: (owner: PictureOwner | null) => Promise<TImageEngineInfo>;
  /** The request's language (`languages/request-language.ts`): the words are read in it. */
  languageOf: (request: FastifyRequest) => Promise<Language>;
}> = async (app, { images, generationsPerMinute, engineInfo, languageOf }) => {
  app.get(
    "/api/images/engine",
    { schema: { response: { 200: ZImageEngineInfo } } },
    async (request) => engineInfo(currentOwner(request)),
  );

  app.post(
    "/api/images/generate",
    {
      config: { rateLimit: { max: generationsPerMinute, timeWindow: "1 minute" } },
      schema: {
        body: ZGenerateImageBody,
        response: { 200: ZImage, 201: ZImage, "4xx": ZErrorBody },
      },
    },
    async (request, reply) => {
      const owner = currentOwner(request) ?? {
        kind: "visitor" as const,
        visitorId: ensureVisitorId(request),
      };
      const { description, seed, offlineKey } = request.body;
      const earlier = offlineKey ? await images.findOfflinePicture(owner, offlineKey) : null;
      if (earlier) return reply.code(200).send(earlier);
      const language = await languageOf(request);
      const image = await images.generate(owner, description, request.ip, {
        seed,
        offlineKey,
        language,
      });
      return reply.code(201).send(image);
    },
  );

  // Answered with the JSON text the database builds (ZImageList), so no response schema here.
  app.get(
    "/api/images",
    { schema: { querystring: ZGalleryQuery }, onSend: answerNotModified },
    async (request, reply) => {
      // Kept by the browser only to ask "changed?" on every poll (ETag), never shown unasked.
      reply.header("Cache-Control", PRIVATE_REVALIDATE).type("application/json");
      const page = await images.listJson(currentOwner(request), request.query.before);
      reply.header(GALLERY_TOTAL_HEADER, page.total);
      if (page.older) reply.header(GALLERY_LINK_HEADER, olderPageLink(page.older));
      return reply.header("etag", page.etag).send(page.json);
    },
  );

  app.get(
    "/api/images/:id",
    { schema: { params: ZImageIdParams, response: { 200: ZImage, "4xx": ZErrorBody } } },
    async (request) => images.get(currentOwner(request), request.params.id),
  );

  app.delete(
    "/api/images/:id",
    { schema: { params: ZImageIdParams, response: { 204: z.null(), "4xx": ZErrorBody } } },
    async (request, reply) => {
      await images.remove(currentOwner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
