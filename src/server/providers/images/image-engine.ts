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
  type DrawOptions,
  type GeneratedPicture,
  type ImageProvider,
} from "./image-provider";
import { createRecentDurations } from "./recent-durations";

/** First guesses until pictures have been timed: the illustrator is quick, models are not. */
const FIRST_GUESS_MS = { builtin: 2_000, api: 20_000 } as const;

export interface ImageEngine extends ImageProvider {
  renderScene: BuiltinIllustrator["renderScene"];
  /** The engine that draws for a family with (or without) consent to outside engines. */
  info(mayUseOutsideEngine: boolean): TImageEngineInfo;
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
  const durations = {
    builtin: createRecentDurations({ initialMs: FIRST_GUESS_MS.builtin }),
    api: createRecentDurations({ initialMs: FIRST_GUESS_MS.api }),
  };
  const engineFor = (mayUseOutsideEngine: boolean) =>
    model && mayUseOutsideEngine ? "api" : "builtin";

  async function draw(description: string, options: DrawOptions): Promise<GeneratedPicture> {
    const builtinOptions = {
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.language === undefined ? {} : { language: options.language }),
    };
    // A seeded picture is one a device already drew offline with the illustrator: the server
    // draws that very picture, so the model never takes it.
    if (!model || options.seed !== undefined || !options.mayUseOutsideEngine) {
      return builtin.generate(description, builtinOptions);
    }
    try {
      return await model.generate(description);
    } catch (error) {
      log.warn({ err: error, engine: model.name }, "image model failed; the illustrator drew it");
      return builtin.generate(description, builtinOptions);
    }
  }

  return {
    name: model?.name ?? BUILTIN_ILLUSTRATOR_NAME,
    async generate(description, options = {}) {
      const started = clock();
      const picture = await draw(description, options);
      durations[
        engineFor(options.mayUseOutsideEngine === true && options.seed === undefined)
      ].record(clock() - started);
      return picture;
    },
    renderScene: (scene) => builtin.renderScene(scene),
    info(mayUseOutsideEngine) {
      const engine = engineFor(mayUseOutsideEngine);
      return {
        engine,
        typicalSeconds: Math.max(1, Math.ceil(durations[engine].typicalMs() / 1000)),
      };
    },
  };
}
