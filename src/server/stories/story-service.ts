import type { Database } from "../db/client";
import type { FaceSwapper } from "../face-swap/face-swapper";
import type { MediaStore } from "../media/media-store";
import type { ImageProvider } from "../providers/images/image-provider";
import { createRecentDurations } from "../providers/images/recent-durations";
import { createBuiltinTextSmoother } from "../providers/text/builtin-text-smoother";
import { createChatTextProvider, type ChatTextConfig } from "../providers/text/chat-text-provider";
import type { PictureOwner } from "../sessions/session-data";
import type { UsageService } from "../subscription/usage-service";
import { generateStory, type StoryRequest } from "./generate-story";
import { retellStory, type RetellDeps } from "./retell-story";
import { createStoryBook } from "./story-book";
import { createStoryTrial, type StoryTrialLimits } from "./story-trial";
import { sweepUnsavedScenes } from "./sweep-unsaved-scenes";
import type { TRegenerateTextBody } from "../../shared/contracts/stories";
import { outsideEnginesAllowedFor } from "../settings/outside-engines";

export interface StoryServiceDeps {
  db: Database;
  media: MediaStore;
  imageProvider: ImageProvider;
  usage: Pick<UsageService, "check" | "reserve">;
  /** Face-swapped versions of a signed-in family's scenes (DESIGN decision 15). */
  faceSwap?: Pick<FaceSwapper, "swappedVersionsFor">;
  trialLimits: StoryTrialLimits;
  /** An OpenAI-compatible chat engine for `regenerate-text`; the built-in smoother otherwise. */
  textApi: ChatTextConfig | null;
  now: () => Date;
  log: RetellDeps["log"] & { error(details: object, message: string): void };
}

/** A scene's time until a story has been made here: the built-in illustrator's usual pace. */
const FIRST_GUESS_MS_PER_SCENE = 2_000;

/** Stories (spec social.md §7): telling and drawing, the Story Book, retelling, the sweep. */
export function createStoryService(deps: StoryServiceDeps) {
  const sceneDurations = createRecentDurations({ initialMs: FIRST_GUESS_MS_PER_SCENE });
  const storyTrial = createStoryTrial({ db: deps.db, limits: deps.trialLimits, now: deps.now });
  const book = createStoryBook(deps);
  const retell: RetellDeps = {
    builtin: createBuiltinTextSmoother(),
    engine: deps.textApi ? createChatTextProvider(deps.textApi) : null,
    log: deps.log,
  };
  return {
    generate: async (owner: PictureOwner, request: StoryRequest, ipAddress: string) => {
      const started = deps.now().getTime();
      const story = await generateStory({ ...deps, storyTrial }, owner, request, ipAddress);
      const scenes = Math.max(1, story.scenes.length);
      sceneDurations.record((deps.now().getTime() - started) / scenes);
      return story;
    },
    /** A scene's typical time, measured on the stories made since the server started. */
    timing: () => ({
      typicalMsPerScene: Math.max(1, Math.round(sceneDurations.typicalMs())),
    }),
    save: book.save,
    list: book.list,
    remove: book.remove,
    retell: async (userId: string, body: Pick<TRegenerateTextBody, "title" | "scenes">) =>
      retellStory(retell, body, await outsideEnginesAllowedFor(deps.db, { kind: "user", userId })),
    sweep: () => sweepUnsavedScenes(deps, deps.now()),
  };
}

export type StoryService = ReturnType<typeof createStoryService>;
