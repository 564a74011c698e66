/**
 * The engine that draws new pictures (IMAGE_ENGINE): the built-in illustrator, or an image model
 * with the built-in illustrator standing in whenever the model times out, refuses or fails, so a
 * child always gets a picture and is charged for one. Stories keep the built-in illustrator's
 * composed scenes, which hold one cast of characters from page to page. It also measures how long
 * a picture typically takes, for the waiting overlay's countdown.
 */
import type { TImageEngineInfo } from "../../../shared/contracts/images";
import type { BuiltinIllustrator } from "./builtin-illustrator";
import {
  BUILTIN_ILLUSTRATOR_NAME,
  type GeneratedPicture,
  type ImageProvider,
} from "./image-provider";
import { createRecentDurations } from "./recent-durations";

/** First guesses until pictures have been timed: the illustrator is quick, models are not. */
const FIRST_GUESS_MS = { builtin: 2_000, api: 20_000 } as const;

export interface ImageEngine extends ImageProvider {
  renderScene: BuiltinIllustrator["renderScene"];
  info(): TImageEngineInfo;
}

export interface ImageEngineDeps {
  builtin: Pick<BuiltinIllustrator, "generate" | "renderScene">;
  /** The image model; null to draw everything with the built-in illustrator. */
  model: ImageProvider | null;
  log: { warn(details: object, message: string): void };
  clock?: () => number;
}

export function createImageEngine(deps: ImageEngineDeps): ImageEngine {
  const { builtin, model, log } = deps;
  const clock = deps.clock ?? (() => performance.now());
  const engine = model ? "api" : "builtin";
  const durations = createRecentDurations({ initialMs: FIRST_GUESS_MS[engine] });

  async function draw(description: string, options?: { seed?: number }): Promise<GeneratedPicture> {
    // A seeded picture is one a device already drew offline with the illustrator: the server
    // draws that very picture, so the model never takes it.
    if (!model || options?.seed !== undefined) return builtin.generate(description, options);
    try {
      return await model.generate(description, options);
    } catch (error) {
      log.warn({ err: error, engine: model.name }, "image model failed; the illustrator drew it");
      return builtin.generate(description, options);
    }
  }

  return {
    name: model?.name ?? BUILTIN_ILLUSTRATOR_NAME,
    async generate(description, options) {
      const started = clock();
      const picture = await draw(description, options);
      durations.record(clock() - started);
      return picture;
    },
    renderScene: (scene) => builtin.renderScene(scene),
    info: () => ({
      engine,
      typicalSeconds: Math.max(1, Math.ceil(durations.typicalMs() / 1000)),
    }),
  };
}
