import { z } from "zod";
import {
  ZStoryColorTheme,
  ZStoryMood,
  type TStory,
  type TStoryScene,
} from "../../shared/contracts/stories";
import type { stories } from "../db/schema";
import type { MediaStore } from "../media/media-store";
import { faceSwappedUrls, type FaceSwappedFiles } from "../media/picture-urls";

type StoryRow = typeof stories.$inferSelect;

/** A scene as kept in a story row: the picture by its media address. */
export const ZStoredScene = z.object({
  sceneNumber: z.number(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type TStoredScene = z.infer<typeof ZStoredScene>;

export const ZStoredScenes = z.array(ZStoredScene).catch([]);

/** A scene picture's other files, from its `generated_images` row. */
export interface SceneFiles extends FaceSwappedFiles {
  thumbnailFile: string;
}

/**
 * What of a story leaves the server. `sceneFiles` maps a scene picture's file to its small and
 * face-swapped versions (from the story's scene picture rows).
 */
export function presentStory(
  row: StoryRow,
  sceneFiles: ReadonlyMap<string, SceneFiles>,
  media: Pick<MediaStore, "urlFor">,
): TStory {
  const scenes = ZStoredScenes.parse(row.scenes).map((scene): TStoryScene => {
    const file = scene.imageUrl ? mediaFileOf(scene.imageUrl) : null;
    const files = file ? sceneFiles.get(file) : undefined;
    return {
      sceneNumber: scene.sceneNumber,
      description: scene.description,
      imageUrl: scene.imageUrl,
      ...faceSwappedUrls(files, media),
      thumbnailUrl: files ? media.urlFor(files.thumbnailFile) : scene.imageUrl,
    };
  });
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    mood: ZStoryMood.catch("happy").parse(row.mood),
    colorTheme: ZStoryColorTheme.catch("rainbow").parse(row.colorTheme),
    scenes,
    createdAt: row.createdAt.toISOString(),
  };
}

const SCENE_PICTURE_URL = /^\/media\/([A-Za-z0-9_-]{22,64}\.png)$/;

/** The media file a scene picture's address names, or null when it names none of ours. */
export function mediaFileOf(imageUrl: string): string | null {
  return SCENE_PICTURE_URL.exec(imageUrl)?.[1] ?? null;
}
