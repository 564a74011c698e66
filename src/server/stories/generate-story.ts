import {
  STORY_MESSAGES,
  type TGeneratedStory,
  type TStoryColorTheme,
  type TStoryMood,
} from "../../shared/contracts/stories";
import type { Language } from "../../shared/languages";
import type { Database } from "../db/client";
import { generatedImages } from "../db/schema";
import type { FaceSwapper, SwappedFiles } from "../face-swap/face-swapper";
import { AppError, badRequest, serviceUnavailable } from "../lib/app-error";
import { kidSafeTextOf } from "../lib/require-kind-words";
import type { MediaStore } from "../media/media-store";
import { faceSwappedUrls } from "../media/picture-urls";
import { storeWithFiles, type MediaFile } from "../media/store-with-files";
import type { ImageProvider } from "../providers/images/image-provider";
import type { PictureOwner } from "../sessions/session-data";
import type { UsageService } from "../subscription/usage-service";
import { drawStory, type DrawnScene } from "./draw-story";
import type { StoryTrial } from "./story-trial";

export const STORY_KIND_WORDS_MESSAGE = "Let's use kind words! Try telling your story another way.";
export const STORY_DRAWING_FAILED_MESSAGE =
  "Dino couldn't draw your story just now. Please try again in a moment!";

export interface GenerateStoryDeps {
  db: Database;
  media: MediaStore;
  imageProvider: ImageProvider;
  storyTrial: StoryTrial;
  usage: Pick<UsageService, "check" | "reserve">;
  /** Makes the face-swapped versions of a signed-in family's scenes, when they have them. */
  faceSwap?: Pick<FaceSwapper, "swappedVersionsFor">;
  log: { error(details: object, message: string): void };
}

export interface StoryRequest {
  title: string;
  story: string;
  mood: TStoryMood;
  colorTheme: TStoryColorTheme;
  /** The family's language, or the visitor's: the story is told and drawn in it. */
  language: Language;
}

/**
 * Tells and draws a story. The words pass the kid-safe filter first; the allowance is checked
 * before drawing and taken (a visitor's trial story, or one of a user's month) in the same
 * transaction that stores the scene pictures, so a failure or a crash spends nothing.
 */
export async function generateStory(
  deps: GenerateStoryDeps,
  owner: PictureOwner,
  request: StoryRequest,
  ipAddress: string,
): Promise<TGeneratedStory> {
  const title = kidSafe(request.title, request.language);
  const story = kidSafe(request.story, request.language);
  // The storyteller (with the illustrator's word parser) loads at the first story, not at start.
  const { tellStory } = await import("./builtin-storyteller");
  const told = tellStory({ ...request, title, story });
  if (told.length === 0) {
    throw badRequest(STORY_MESSAGES.missingStory.message, STORY_MESSAGES.missingStory.title);
  }
  const visitor = owner.kind === "visitor" ? { visitorId: owner.visitorId, ipAddress } : null;
  if (visitor) await deps.storyTrial.check(visitor);
  else if (owner.kind === "user") await deps.usage.check(owner.userId, "stories");

  const drawn = await drawStory(deps.imageProvider, told, request.language).catch(
    (error: unknown) => {
      if (error instanceof AppError) throw error;
      deps.log.error({ err: error }, "story drawing failed");
      throw serviceUnavailable(STORY_DRAWING_FAILED_MESSAGE);
    },
  );
  const files = filesOf(drawn);
  const stored = await storeWithFiles(deps.media, files, async (names) => {
    const swapped = await swappedScenes(deps, owner, drawn);
    const storing = deps.db.transaction(async (tx) => {
      if (visitor) await deps.storyTrial.reserve(visitor, tx);
      else if (owner.kind === "user") await deps.usage.reserve(owner.userId, "stories", tx);
      const rows = drawn.flatMap(({ scene, picture }) => {
        const imageFile = names[`image-${scene.sceneNumber}`];
        const thumbnailFile = names[`thumbnail-${scene.sceneNumber}`];
        if (!picture || !imageFile || !thumbnailFile) return [];
        return [
          {
            userId: owner.kind === "user" ? owner.userId : null,
            visitorId: owner.kind === "visitor" ? owner.visitorId : null,
            description: scene.text,
            imageFile,
            thumbnailFile,
            faceSwappedFile: swapped.get(scene.sceneNumber)?.faceSwappedFile ?? null,
            faceSwappedThumbnailFile:
              swapped.get(scene.sceneNumber)?.faceSwappedThumbnailFile ?? null,
            provider: picture.provider,
            engine: picture.engine,
            detectedObjects: picture.detectedObjects,
            isStoryScene: true,
          },
        ];
      });
      // One statement: the story's pictures share their created_at, which saving relies on.
      await tx.insert(generatedImages).values(rows);
      return { names, swapped };
    });
    return storing.catch(async (error: unknown) => {
      await deps.media.remove(
        ...[...swapped.values()].flatMap((files) => [
          files.faceSwappedFile,
          files.faceSwappedThumbnailFile,
        ]),
      );
      throw error;
    });
  });
  return {
    title,
    story,
    scenes: drawn.map(({ scene }) => {
      const imageFile = stored.names[`image-${scene.sceneNumber}`];
      const swapped = imageFile ? stored.swapped.get(scene.sceneNumber) : undefined;
      return {
        sceneNumber: scene.sceneNumber,
        scene: scene.text,
        imageUrl: imageFile ? deps.media.urlFor(imageFile) : null,
        ...faceSwappedUrls(swapped, deps.media),
      };
    }),
  };
}

/** The face-swapped versions of the drawn scenes, by scene number (none for a visitor). */
async function swappedScenes(
  deps: Pick<GenerateStoryDeps, "faceSwap">,
  owner: PictureOwner,
  drawn: readonly DrawnScene[],
): Promise<Map<number, SwappedFiles>> {
  const pictured = drawn.flatMap(({ scene, picture }) => (picture ? [{ scene, picture }] : []));
  if (owner.kind !== "user" || !deps.faceSwap || pictured.length === 0) return new Map();
  const files = await deps.faceSwap.swappedVersionsFor(
    owner.userId,
    pictured.map(({ picture }) => picture),
  );
  return new Map(
    pictured.flatMap(({ scene }, index) => {
      const file = files[index];
      return file ? [[scene.sceneNumber, file] as const] : [];
    }),
  );
}

function filesOf(drawn: readonly DrawnScene[]): Record<string, MediaFile> {
  const files: Record<string, MediaFile> = {};
  for (const { scene, picture } of drawn) {
    if (!picture) continue;
    files[`image-${scene.sceneNumber}`] = { bytes: picture.png, extension: "png" };
    files[`thumbnail-${scene.sceneNumber}`] = {
      bytes: picture.thumbnail,
      extension: picture.thumbnailContentType === "image/webp" ? "webp" : "png",
    };
  }
  return files;
}

/** A story's words as they are stored, shown and read aloud (scary words softened). */
export const kidSafe = (text: string, language?: Language): string =>
  kidSafeTextOf(text, { message: STORY_KIND_WORDS_MESSAGE, language });
