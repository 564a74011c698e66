import { STORY_MESSAGES, type TStory } from "@/shared/contracts/stories";
import { Download, LogIn, Wand2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { DeleteStoryDialog } from "./delete-story-dialog";
import { downloadStoryPagesWithToast } from "./download-story-pages-with-toast";
import { ShareStoryDialog } from "./share-story-dialog";
import { StoryBookCard } from "./story-book-card";
import { useRegenerateText, useStories } from "./story-calls";
import { useShareStory } from "./use-share-story";

/** `/story-book` for a signed-in family: the saved stories and what can be done with each. */
export function StoryBookScreen() {
  const stories = useStories(true);
  const regenerate = useRegenerateText();
  const sharing = useShareStory();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const [enhanced, setEnhanced] = useState<ReadonlyMap<string, string>>(new Map());
  const [smoothingId, setSmoothingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<TStory | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const list = stories.data ?? [];

  function toggle(id: string) {
    const next = new Set(openIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpenIds(next);
  }

  function smooth(story: TStory) {
    if (story.scenes.length === 0) {
      toast({
        title: STORY_MESSAGES.cannotRegenerate.title,
        description: STORY_MESSAGES.cannotRegenerate.message,
      });
      return;
    }
    setSmoothingId(story.id);
    regenerate.mutate(
      {
        title: story.title,
        scenes: story.scenes.map((scene) => ({
          sceneNumber: scene.sceneNumber,
          scene: scene.description,
          imageUrl: scene.imageUrl,
        })),
      },
      {
        onSuccess: (answer) => {
          setEnhanced(new Map(enhanced).set(story.id, answer.regeneratedStory));
          toast({
            title: "Story Enhanced!",
            description: answer.note ?? "Your story now reads smoothly.",
            variant: "success",
          });
        },
        onError: () =>
          toast({
            title: "Enhancement Failed",
            description: "Could not create smooth story. Please try again.",
            variant: "destructive",
          }),
        onSettled: () => setSmoothingId(null),
      },
    );
  }

  async function download(story: TStory) {
    if (story.scenes.length === 0) {
      toast({ title: "Nothing to Download", description: "This story has no pages yet." });
      return;
    }
    setDownloadingId(story.id);
    await downloadStoryPagesWithToast(story);
    setDownloadingId(null);
  }

  if (stories.isPending) {
    return <p className="py-10 text-center font-display text-2xl">Opening your Story Book...</p>;
  }
  if (stories.isError) {
    return (
      <div className="space-y-4 py-10 text-center">
        <p className="font-display text-2xl">Your Story Book could not be opened.</p>
        <Button onClick={() => void stories.refetch()}>Try again</Button>
      </div>
    );
  }
  if (list.length === 0) {
    return (
      <div className="space-y-4 rounded-[2rem] bg-white/90 p-8 text-center shadow-lg">
        <FluentEmoji name="books" className="mx-auto size-24" />
        <p className="font-display text-3xl font-bold">Your Story Book is empty!</p>
        <p className="text-xl">Tell a story and save it here to read again and again.</p>
        <Link href="/story" className={buttonVariants({ variant: "berry", size: "xl" })}>
          <Wand2 aria-hidden /> Create Your First Story
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-display text-2xl font-semibold" data-testid="story-count">
          You have {list.length} {list.length === 1 ? "story" : "stories"}
        </p>
        <Link href="/story" className={buttonVariants({ variant: "berry" })}>
          <Wand2 aria-hidden /> New Story
        </Link>
      </div>
      <ul className="space-y-6">
        {list.map((story) => (
          <StoryBookCard
            key={story.id}
            story={story}
            isOpen={openIds.has(story.id)}
            enhancedText={enhanced.get(story.id)}
            isSmoothing={smoothingId === story.id}
            isSharing={sharing.isPreparing}
            onToggle={() => toggle(story.id)}
            onSmooth={() => smooth(story)}
            onShare={() => void sharing.share({ ...story, enhancedText: enhanced.get(story.id) })}
            onDelete={() => setToDelete(story)}
            downloadButton={
              <Button
                variant="sunny"
                onClick={() => void download(story)}
                disabled={downloadingId === story.id}
              >
                <Download aria-hidden />{" "}
                {downloadingId === story.id ? "Drawing pages..." : "Download"}
              </Button>
            }
          />
        ))}
      </ul>
      <DeleteStoryDialog
        story={toDelete}
        onDeleted={() => setToDelete(null)}
        onClose={() => setToDelete(null)}
      />
      <ShareStoryDialog text={sharing.shareText} onClose={sharing.close} />
    </>
  );
}

/** What a signed-out visitor sees on /story-book. */
export function StoryBookSignedOut() {
  return (
    <div className="space-y-4 rounded-[2rem] bg-white/90 p-8 text-center shadow-lg">
      <FluentEmoji name="open-book" className="mx-auto size-24" />
      <p className="font-display text-3xl font-bold">Your Story Book needs you to log in</p>
      <p className="text-xl">Log in to read, smooth, share and keep your magic stories.</p>
      <Link
        href="/auth?next=%2Fstory-book"
        className={buttonVariants({ variant: "primary", size: "xl" })}
      >
        <LogIn aria-hidden /> Log In
      </Link>
    </div>
  );
}
