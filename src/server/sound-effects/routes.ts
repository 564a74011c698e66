import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZSoundEffectQuery, ZSoundEffectSearch } from "../../shared/contracts/sound-effects";
import type { MusicProvider } from "../providers/music/music-provider";

export const BUILTIN_TUNE_PATH = "/api/sound-effects/builtin-tune.mp3";

export const soundEffectRoutes: FastifyPluginAsyncZod<{
  music: MusicProvider;
  builtinTune: () => Buffer;
}> = async (app, { music, builtinTune }) => {
  app.get(
    "/api/sound-effects/search",
    { schema: { querystring: ZSoundEffectQuery, response: { 200: ZSoundEffectSearch } } },
    async (request) => music.search(request.query.query),
  );

  app.get(BUILTIN_TUNE_PATH, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=86400");
    return reply.type("audio/mpeg").send(builtinTune());
  });
};
