import type { Language } from "../../shared/languages";
import type { GeneratedPicture, ImageProvider } from "../providers/images/image-provider";
import type { ToldScene } from "./builtin-storyteller";
import { childFaceAnchors } from "./child-face";

export interface DrawnScene {
  scene: ToldScene;
  /** Null when this scene could not be drawn. */
  picture: GeneratedPicture | null;
}

/**
 * Draws every scene through the image provider, all at once (a pool draws them side by side):
 * the composed scene when the engine can render one, otherwise the scene's words (in the story's
 * `language`). A face swap
 * replaces the child's face only. A scene that fails is left without a picture; when none could
 * be drawn, the first error is thrown.
 */
export async function drawStory(
  imageProvider: ImageProvider,
  told: readonly ToldScene[],
  language: Language,
): Promise<DrawnScene[]> {
  const results = await Promise.allSettled(
    told.map((scene) =>
      imageProvider.renderScene
        ? imageProvider
            .renderScene(scene.scene)
            .then((picture) => ({ ...picture, faceAnchors: childFaceAnchors(scene) }))
        : imageProvider.generate(scene.text, { seed: scene.scene.seed, language }),
    ),
  );
  if (results.every((result) => result.status === "rejected")) {
    const failure = results.find((result) => result.status === "rejected");
    throw failure?.reason ?? new Error("The story has no scenes to draw");
  }
  return told.map((scene, index) => {
    const result = results[index];
    return { scene, picture: result?.status === "fulfilled" ? result.value : null };
  });
}
