import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZTrial } from "../../shared/contracts/trial";
import type { TrialService } from "./trial-service";

export const trialRoutes: FastifyPluginAsyncZod<{ trial: TrialService }> = async (
  app,
  { trial },
) => {
  app.get("/api/trial", { schema: { response: { 200: ZTrial } } }, async (request) =>
    trial.getTrial({ visitorId: request.session.visitorId, ipAddress: request.ip }),
  );
};
