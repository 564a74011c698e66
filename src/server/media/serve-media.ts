import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PRIVATE_REVALIDATE } from "../lib/cache-control";
import { MEDIA_URL_PREFIX, mediaContentTypeOf } from "./media-store";
import type { ConfiguredMediaStore } from "./open-media-store";
import type { S3MediaStore } from "./s3-media-store";

export const MEDIA_CACHE_CONTROL = PRIVATE_REVALIDATE;

/**
 * Media under unguessable names never change, but a deleted picture, and above all a family's face
 * (face photos, face-swapped pictures) or voice (recorded pages), must not outlive its record on a
 * shared device: `private, no-cache` lets only the browser keep a copy (never a shared cache or a
 * proxy) and makes it ask again at every use (ETag / Last-Modified: an unchanged file is a
 * bodiless 304, a deleted one a 404 at once), so its HTTP cache never shows a file the server no
 * longer has, online or offline. `no-store` would cost every view the whole file again for nothing
 * more. The service worker's offline copies are the page's to forget: the call that deletes a file
 * names it (`announce-removed-media.ts`). A bucket's objects are streamed through the
 * app at the same URLs rather than redirected to presigned URLs: the bucket stays private, pages
 * load media from their own origin only (the content security policy stays `'self'`), the service
 * worker's offline copies keep working, and a deleted picture is gone at once instead of living
 * on until a signed link expires.
 */
export async function serveMedia(app: FastifyInstance, media: ConfiguredMediaStore): Promise<void> {
  if (media.kind === "folder") {
    await app.register(fastifyStatic, {
      root: media.folder,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header("Cache-Control", MEDIA_CACHE_CONTROL);
        res.header("Content-Type", mediaContentTypeOf(filePath));
      },
    });
  } else {
    serveBucket(app, media);
  }
}

const ZMediaParams = z.object({ fileName: z.string() });

function serveBucket(app: FastifyInstance, media: S3MediaStore): void {
  app.route({
    method: ["GET", "HEAD"],
    url: `${MEDIA_URL_PREFIX}:fileName`,
    schema: { params: ZMediaParams },
    handler: async (request, reply) => {
      const { fileName } = request.params as z.infer<typeof ZMediaParams>;
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === "string" ? value : undefined;
      };
      const answer = await media.fetch(fileName, {
        range: header("range"),
        ifNoneMatch: header("if-none-match"),
        ifModifiedSince: header("if-modified-since"),
      });
      if (answer.status === 404) return reply.callNotFound();
      if (answer.status === 416) {
        return reply.code(416).send({ message: "That part of the file is not there" });
      }
      reply
        .code(answer.status)
        .headers(answer.headers)
        .header("Cache-Control", MEDIA_CACHE_CONTROL);
      if (!("body" in answer)) return reply.send();
      if (request.method === "HEAD") {
        answer.body.destroy();
        return reply.send();
      }
      return reply.send(answer.body);
    },
  });
}
