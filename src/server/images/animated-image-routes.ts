import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZAnimatedImageList } from "../../shared/contracts/animated-images";
import { ZErrorBody } from "../../shared/contracts/errors";
import { requireUser } from "../auth/require-user";
import { listAnimatedImages, type AnimatedImagesDeps } from "./list-animated-images";

export const animatedImageRoutes: FastifyPluginAsyncZod<{ deps: AnimatedImagesDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    "/api/images/animated",
    { schema: { response: { 200: ZAnimatedImageList, "4xx": ZErrorBody } } },
    async (request) => listAnimatedImages(deps, requireUser(request)),
  );
};
