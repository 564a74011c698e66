import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZErrorBody } from "../../shared/contracts/errors";
import { ZSettings, ZUpdateSettingsBody } from "../../shared/contracts/settings";
import { requireUser } from "../auth/require-user";
import { getSettings, updateSettings, type SettingsDeps } from "./settings-service";

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsDeps }> = async (
  app,
  { settings },
) => {
  app.get(
    "/api/settings",
    { schema: { response: { 200: ZSettings, "4xx": ZErrorBody } } },
    async (request) => getSettings(settings, requireUser(request)),
  );

  app.put(
    "/api/settings",
    { schema: { body: ZUpdateSettingsBody, response: { 200: ZSettings, "4xx": ZErrorBody } } },
    async (request) => updateSettings(settings, requireUser(request), request.body),
  );
};
