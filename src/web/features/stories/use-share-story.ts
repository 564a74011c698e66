import { STORY_MESSAGES } from "@/shared/contracts/stories";
import { useState } from "react";
import { toast } from "@/web/components/ui/toast-store";
import { scenePictureUrls, type TScenePictures } from "./scene-picture-urls";
import { useRegenerateText } from "./story-calls";
import { composeShareText } from "./share-text";

export interface TShareableStory {
  title: string;
  content: string;
  scenes: ReadonlyArray<TScenePictures & { sceneNumber: number; description: string }>;
  /** Smoothed text already made on this page. */
  enhancedText?: string | undefined;
}

/**
 * 'Share Enhanced Story': the smoothed text (made now if needed) composed into a message; the
 * original text with 'Sharing with Original Story' when smoothing fails.
 */
export function useShareStory() {
  const regenerate = useRegenerateText();
  const [shareText, setShareText] = useState<string | null>(null);

  async function share(story: TShareableStory): Promise<void> {
    if (story.scenes.length === 0) {
      toast({
        title: STORY_MESSAGES.cannotShare.title,
        description: STORY_MESSAGES.cannotShare.message,
      });
      return;
    }
    if (!story.title.trim()) {
      toast({ title: "Nothing to Share", description: "Your story needs a title to share." });
      return;
    }
    let text = story.enhancedText;
    if (!text) {
      try {
        const answer = await regenerate.mutateAsync({
          title: story.title,
          scenes: story.scenes.map((scene) => ({
            sceneNumber: scene.sceneNumber,
            scene: scene.description,
            imageUrl: scenePictureUrls(scene).find(Boolean) ?? null,
          })),
        });
        text = answer.regeneratedStory;
      } catch {
        toast({
          title: "Sharing with Original Story",
          description: "We couldn't smooth the story, so the original words will be shared.",
        });
        text = story.content;
      }
    }
    setShareText(composeShareText(story.title, text));
  }

  return { share, shareText, isPreparing: regenerate.isPending, close: () => setShareText(null) };
}
