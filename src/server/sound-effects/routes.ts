import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZSoundEffectQuery, ZSoundEffectSearch } from "../../shared/contracts/sound-effects";
import { notFound } from "../lib/app-error";
import { PUBLIC_FOR_A_DAY } from "../lib/cache-control";
import { FREESOUND_PREVIEW_PATH } from "../providers/music/freesound-music-provider";
import type { MusicProvider } from "../providers/music/music-provider";
import { currentOwner, type PictureOwner } from "../sessions/session-data";

export const BUILTIN_TUNE_PATH = "/api/sound-effects/builtin-tune.mp3";

const ZPreviewParams = z.object({ id: z.string().regex(/^\d{1,12}$/, "No such music") });
const NO_SUCH_MUSIC = "That music is not available.";

export const soundEffectRoutes: FastifyPluginAsyncZod<{
  /** The configured music search (an outside one, or the built-in tune). */
  music: MusicProvider;
  builtinMusic: MusicProvider;
  /** Whether a grown-up of this family consented to outside engines (never for visitors). */
  mayUseOutsideEngine: (owner: PictureOwner | null) => Promise<boolean>;
  builtinTune: () => Promise<Buffer>;
}> = async (app, { music, builtinMusic, mayUseOutsideEngine, builtinTune }) => {
  app.get(
    "/api/sound-effects/search",
    { schema: { querystring: ZSoundEffectQuery, response: { 200: ZSoundEffectSearch } } },
    async (request) => {
      const allowed = await mayUseOutsideEngine(currentOwner(request));
      return (allowed ? music : builtinMusic).search(request.query.query);
    },
  );

  app.get(BUILTIN_TUNE_PATH, async (_request, reply) => {
    reply.header("Cache-Control", PUBLIC_FOR_A_DAY);
    return reply.type("audio/mpeg").send(await builtinTune());
  });

  app.get(
    `${FREESOUND_PREVIEW_PATH}/:id`,
    { schema: { params: ZPreviewParams } },
    async (request, reply) => {
      const bytes = music.preview
        ? await music.preview(request.params.id).catch((error: unknown) => {
            request.log.warn({ err: error }, "music preview failed");
            return null;
          })
        : null;
      if (!bytes) throw notFound(NO_SUCH_MUSIC);
      reply.header("Cache-Control", PUBLIC_FOR_A_DAY);
      return reply.type("audio/mpeg").send(bytes);
    },
  );
};
