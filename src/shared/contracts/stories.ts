import { z } from "zod";
import { faceSwappedUrlFields } from "./picture-urls";
import { ZRecordId, zText } from "./text";
import { zSingleLineText } from "./single-line-text";

/** Story moods and colour themes (spec social.md §3); the first of each is the default. */
export const STORY_MOODS = [
  "happy",
  "adventurous",
  "magical",
  "calm",
  "mysterious",
  "dreamy",
] as const;
export const STORY_COLOR_THEMES = [
  "rainbow",
  "ocean",
  "sunset",
  "forest",
  "starry",
  "candy",
] as const;
export const ZStoryMood = z.enum(STORY_MOODS, { error: "Please pick one of the story moods." });
export const ZStoryColorTheme = z.enum(STORY_COLOR_THEMES, {
  error: "Please pick one of the colour themes.",
});
export type TStoryMood = z.infer<typeof ZStoryMood>;
export type TStoryColorTheme = z.infer<typeof ZStoryColorTheme>;

export const STORY_TITLE_MAX_LENGTH = 100;
export const STORY_TEXT_MAX_LENGTH = 3000;
export const STORY_MIN_SCENES = 2;
export const STORY_MAX_SCENES = 8;
/** The longest scene text the storyteller makes; saved scenes may not be longer. */
export const SCENE_TEXT_MAX_LENGTH = 1000;
/** `/media/<file>`: where a scene picture is served. */
const SCENE_IMAGE_URL_MAX_LENGTH = 200;

export const STORY_MESSAGES = {
  missingTitle: { title: "Missing Title", message: "Please give your story a title!" },
  missingStory: { title: "Missing Story", message: "Please write your story first!" },
  cannotRegenerate: {
    title: "Cannot Regenerate",
    message: "This story has no scenes to regenerate from.",
  },
  cannotShare: { title: "Cannot Share", message: "This story has no scenes to share." },
  deleteConfirmation: "Are you sure you want to delete this story? This action cannot be undone.",
} as const;

const zTitle = () =>
  zSingleLineText(STORY_MESSAGES.missingTitle.message)
    .trim()
    .min(1, STORY_MESSAGES.missingTitle.message)
    .max(STORY_TITLE_MAX_LENGTH, `Please keep the title under ${STORY_TITLE_MAX_LENGTH} letters.`);

const zStoryText = () =>
  zText(STORY_MESSAGES.missingStory.message)
    .trim()
    .min(1, STORY_MESSAGES.missingStory.message)
    .max(STORY_TEXT_MAX_LENGTH, `Please keep the story under ${STORY_TEXT_MAX_LENGTH} letters.`);

const zSceneText = () =>
  zText("Each scene needs its words.")
    .trim()
    .max(SCENE_TEXT_MAX_LENGTH, `Please keep each scene under ${SCENE_TEXT_MAX_LENGTH} letters.`);

const zSceneNumber = () =>
  z
    .number({ error: "Each scene needs its number." })
    .int("Each scene needs its number.")
    .min(1, "Each scene needs its number.")
    .max(STORY_MAX_SCENES, `A story has at most ${STORY_MAX_SCENES} scenes.`);

const zSceneImageUrl = () =>
  zText("A scene picture's address must be text.")
    .max(SCENE_IMAGE_URL_MAX_LENGTH, "That is not one of your story pictures.")
    .nullable();

const zScenes = <T extends z.ZodType>(scene: T, emptyMessage: string) =>
  z
    .array(scene, { error: emptyMessage })
    .min(1, emptyMessage)
    .max(STORY_MAX_SCENES, `A story has at most ${STORY_MAX_SCENES} scenes.`);

// ---- POST /api/stories/generate ---------------------------------------------------------------

export const ZGenerateStoryBody = z.object({
  title: zTitle(),
  story: zStoryText(),
  mood: ZStoryMood.default("happy"),
  colorTheme: ZStoryColorTheme.default("rainbow"),
});
export type TGenerateStoryBody = z.input<typeof ZGenerateStoryBody>;

/**
 * One generated scene; `imageUrl` is null when its picture could not be drawn. `faceSwappedUrl`
 * is its face-swapped version (face swap on, a plan with it, an active face photo, a face in the
 * picture), shown in preference to `imageUrl` like a gallery picture's; null when there is none.
 */
export const ZGeneratedScene = z.object({
  sceneNumber: z.number().int(),
  scene: z.string(),
  imageUrl: z.string().nullable(),
  ...faceSwappedUrlFields,
});
export type TGeneratedScene = z.infer<typeof ZGeneratedScene>;

export const ZGeneratedStory = z.object({
  scenes: z.array(ZGeneratedScene),
  /** The title and story as the kid-safe filter kept them (scary words softened): shown and read. */
  title: z.string(),
  story: z.string(),
});
export type TGeneratedStory = z.infer<typeof ZGeneratedStory>;

// ---- POST /api/stories, GET /api/stories ------------------------------------------------------

export const ZSaveStoryScene = z.object({
  sceneNumber: zSceneNumber(),
  description: zSceneText(),
  imageUrl: zSceneImageUrl(),
});

export const ZSaveStoryBody = z.object({
  /** Sent by the spec's page; the server always takes the user from the session. */
  userId: zText().max(64).optional(),
  title: zTitle(),
  content: zStoryText(),
  mood: ZStoryMood.default("happy"),
  colorTheme: ZStoryColorTheme.default("rainbow"),
  scenes: zScenes(ZSaveStoryScene, "A story needs at least one scene to save."),
});
export type TSaveStoryBody = z.input<typeof ZSaveStoryBody>;

export const ZStoryScene = z.object({
  sceneNumber: z.number().int(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  ...faceSwappedUrlFields,
  /** A small picture (of the original) for the Story Book's thumbnails. */
  thumbnailUrl: z.string().nullable(),
});
export type TStoryScene = z.infer<typeof ZStoryScene>;

export const ZStory = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  mood: ZStoryMood,
  colorTheme: ZStoryColorTheme,
  scenes: z.array(ZStoryScene),
  createdAt: z.string(),
});
export type TStory = z.infer<typeof ZStory>;
export const ZStoryList = z.array(ZStory);

/**
 * GET /api/stories/timing → 200: how long one scene of a story typically takes to make (the
 * median of the recent stories, text and pictures), so the progress card's countdown fits it.
 */
export const ZStoryTiming = z.object({ typicalMsPerScene: z.number().int().min(1) });
export type TStoryTiming = z.infer<typeof ZStoryTiming>;

export const ZStoryIdParams = z.object({ id: ZRecordId });

// ---- POST /api/stories/regenerate-text --------------------------------------------------------

export const ZRegenerateTextBody = z.object({
  title: zTitle(),
  scenes: zScenes(
    z.object({
      sceneNumber: zSceneNumber(),
      scene: zSceneText(),
      imageUrl: zSceneImageUrl().optional(),
    }),
    STORY_MESSAGES.cannotRegenerate.message,
  ),
});
export type TRegenerateTextBody = z.input<typeof ZRegenerateTextBody>;

export const ZRegeneratedText = z.object({
  regeneratedStory: z.string(),
  /** Set when the configured text engine could not help and the built-in smoother answered. */
  note: z.string().optional(),
});
export type TRegeneratedText = z.infer<typeof ZRegeneratedText>;
