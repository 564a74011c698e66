import { toast } from "@/web/components/ui/toast-store";
import { downloadStoryPages, type TPrintableStory } from "./draw-story-pages";

/** 'Download': draws and saves every page of the story, and says in a toast how it went. */
export async function downloadStoryPagesWithToast(story: TPrintableStory): Promise<void> {
  try {
    const count = await downloadStoryPages(story);
    toast({
      title: "Pages Downloaded!",
      description: `${count} pages of your story were saved.`,
      variant: "success",
    });
  } catch {
    toast({
      title: "Download Failed",
      description: "The pages could not be drawn. Please try again!",
      variant: "destructive",
    });
  }
}
