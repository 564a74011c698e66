import {
  STORY_MESSAGES,
  type TGeneratedScene,
  type TStoryColorTheme,
  type TStoryMood,
} from "@/shared/contracts/stories";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/web/components/ui/toast-store";
import { SIGN_UP_PATH } from "@/web/features/auth/next-path";
import { GenerationOverlay } from "@/web/features/generation/generation-overlay";
import { useGenerationOverlay } from "@/web/features/generation/use-generation-overlay";
import { USAGE_KEY } from "@/web/features/subscription/subscription-queries";
import { SpeechPlaceNote } from "@/web/features/voice/speech-place-note";
import { useSpeechRecognition } from "@/web/features/voice/use-speech-recognition";
import { ApiError, humanMessageOf } from "@/web/lib/api";
import { DeleteStoryDialog } from "./delete-story-dialog";
import { downloadStoryPagesWithToast } from "./download-story-pages-with-toast";
import { ShareStoryDialog } from "./share-story-dialog";
import { storyBookHref } from "./book/story-book-href";
import { addSpokenPiece, isSystemSpeech, spokenTitle } from "./spoken-story";
import { useGenerateStory, useSaveStory } from "./story-calls";
import { keepStoryDraft, loadStoryDraft, type TStoryDraft } from "./story-draft-storage";
import { StoryLookChoices } from "./story-look-choices";
import { StoryProgressCard } from "./story-progress-card";
import { useStoryTiming } from "./use-story-timing";
import { StoryResult } from "./story-result";
import {
  CreateStoryButton,
  StepCard,
  StoryMicrophone,
  StoryTextField,
  TitleField,
} from "./story-steps";
import { STORY_OVERLAY_DURATION_MS } from "./story-timing";
import { useShareStory } from "./use-share-story";
import { useStoryGuidance } from "./use-story-guidance";
import { useStoryReveal } from "./use-story-reveal";

type TStep = 1 | 2 | 3;
type TVoiceTarget = "title" | "story";

/** /story: the three guided steps, the progress card while creating, and the made story. */
export function StoryCreator({ isSignedIn }: { isSignedIn: boolean }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<TStep>(1);
  const [title, setTitle] = useState("");
  const [mood, setMood] = useState<TStoryMood>("happy");
  const [colorTheme, setColorTheme] = useState<TStoryColorTheme>("rainbow");
  const [story, setStory] = useState("");
  const [draft, setDraft] = useState<TStoryDraft | null>(() => loadStoryDraft());
  const [createdAt, setCreatedAt] = useState<Date | null>(() =>
    draft ? new Date(draft.createdAt) : null,
  );
  const [savedId, setSavedId] = useState<string | null>(null);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  // Asked before a story starts, so its countdown opens on the measured time.
  useStoryTiming();
  const [isDownloading, setIsDownloading] = useState(false);
  const overlay = useGenerationOverlay();
  const generate = useGenerateStory();
  const save = useSaveStory();
  const sharing = useShareStory();
  const reveal = useStoryReveal(() => {
    setCreatedAt(new Date());
    toast({
      title: "Story Created!",
      description: "Your magic story is ready!",
      variant: "success",
    });
  });
  const resultRef = useRef<HTMLDivElement>(null);

  const voiceTarget = useRef<TVoiceTarget>("title");
  const speech = useSpeechRecognition({
    onFinalText: (text) => {
      if (isSystemSpeech(text)) return;
      if (voiceTarget.current === "title") setTitle(spokenTitle(text));
      else setStory((current) => addSpokenPiece(current, text));
    },
    onError: (errorTitle, description) =>
      toast({ title: errorTitle, description, variant: "destructive" }),
  });
  const guidance = useStoryGuidance({
    step,
    isStepEmpty: step === 1 ? !title.trim() : !story.trim(),
    activity: `${title}|${story}|${mood}|${colorTheme}`,
    isListening: speech.isListening,
    onSpeechStart: () => speech.reset(),
  });
  const isBusy = generate.isPending;
  const isMicDisabled = isBusy || guidance.isMicrophoneResting;

  useEffect(() => {
    if (step === 2 && story.trim()) setStep(3);
  }, [step, story]);
  useEffect(() => {
    if (draft && reveal.revealed === 0 && !generate.isPending) reveal.showAll(draft.scenes.length);
    // Only for a story restored when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function listen(target: TVoiceTarget) {
    if (speech.isListening && voiceTarget.current === target) return speech.stop();
    if (speech.isListening) speech.stop();
    voiceTarget.current = target;
    speech.start();
  }

  function confirmTitle() {
    if (!title.trim()) {
      toast({
        title: STORY_MESSAGES.missingTitle.title,
        description: STORY_MESSAGES.missingTitle.message,
      });
      return;
    }
    setTitle(title.trim());
    if (step === 1) setStep(story.trim() ? 3 : 2);
  }

  function create() {
    if (!title.trim()) {
      toast({
        title: STORY_MESSAGES.missingTitle.title,
        description: STORY_MESSAGES.missingTitle.message,
      });
      return;
    }
    if (!story.trim()) {
      toast({
        title: STORY_MESSAGES.missingStory.title,
        description: STORY_MESSAGES.missingStory.message,
      });
      return;
    }
    if (speech.isListening) speech.stop();
    const request = { title: title.trim(), story: story.trim(), mood, colorTheme };
    setDraft(null);
    setCreatedAt(null);
    setSavedId(null);
    reveal.reset();
    overlay.start();
    generate.mutate(request, {
      onSuccess: ({ scenes, title: keptTitle, story: keptStory }) => {
        const made: TStoryDraft = {
          title: keptTitle,
          content: keptStory,
          mood,
          colorTheme,
          scenes,
          createdAt: new Date().toISOString(),
        };
        setDraft(made);
        keepStoryDraft(made);
        reveal.reveal(scenes.length);
        if (isSignedIn) void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
        overlay.finish(() => resultRef.current?.scrollIntoView({ behavior: "smooth" }));
      },
      onError: (error) => {
        overlay.close();
        setDraft(null);
        keepStoryDraft(null);
        const isLimit = error instanceof ApiError && error.status === 403;
        toast({
          title: isLimit ? (error.body?.title ?? "Story Creation Failed") : "Story Creation Failed",
          description:
            humanMessageOf(error) ?? "The story magic didn't work this time. Please try again!",
          variant: "destructive",
          ...(isLimit
            ? {
                action: isSignedIn
                  ? { label: "See plans", href: "/subscription" }
                  : { label: "Sign Up Free", href: SIGN_UP_PATH },
                durationMs: 10_000,
              }
            : {}),
        });
      },
    });
  }

  /** The scenes as the pages and sharing take them (the swapped picture too). */
  const pageScenes = (scenes: readonly TGeneratedScene[]) =>
    scenes.map((scene) => ({
      sceneNumber: scene.sceneNumber,
      description: scene.scene,
      imageUrl: scene.imageUrl,
      faceSwappedUrl: scene.faceSwappedUrl,
    }));

  function saveStory() {
    if (!isSignedIn) {
      toast({ title: "Authentication Required", description: "Please log in to save your story." });
      return;
    }
    if (!draft || !draft.title.trim() || draft.scenes.length === 0) {
      toast({
        title: "Cannot Save",
        description: "Your story needs a title and at least one scene.",
      });
      return;
    }
    save.mutate(
      {
        title: draft.title,
        content: draft.content,
        mood: draft.mood,
        colorTheme: draft.colorTheme,
        // The server finds each scene's swapped picture itself, from the picture it made.
        scenes: draft.scenes.map(({ sceneNumber, scene, imageUrl }) => ({
          sceneNumber,
          description: scene,
          imageUrl,
        })),
      },
      {
        onSuccess: (saved) => {
          setSavedId(saved.id);
          keepStoryDraft(null);
          toast({
            title: "Story Saved to Story Book!",
            description: `"${saved.title}" is in your Story Book.`,
            variant: "success",
          });
        },
        onError: (error) =>
          toast({
            title: "Save Failed",
            description:
              humanMessageOf(error) ?? "Your story could not be saved. Please try again!",
            variant: "destructive",
          }),
      },
    );
  }

  async function download() {
    if (!draft || draft.scenes.length === 0) {
      toast({ title: "Nothing to Download", description: "Make a story first!" });
      return;
    }
    setIsDownloading(true);
    await downloadStoryPagesWithToast({ ...draft, scenes: pageScenes(draft.scenes) });
    setIsDownloading(false);
  }

  function clearStory() {
    setDraft(null);
    keepStoryDraft(null);
    setCreatedAt(null);
    setSavedId(null);
    setIsDeleteOpen(false);
    reveal.reset();
  }

  return (
    <div className="space-y-6">
      <StepCard number={1} title="Step 1: Name your story" isCurrent={step === 1} isDone={step > 1}>
        <TitleField
          value={title}
          onChange={setTitle}
          onConfirm={confirmTitle}
          isDisabled={isBusy}
          microphone={
            speech.isSupported && (
              <StoryMicrophone
                label="Say your story's title"
                isListening={speech.isListening && voiceTarget.current === "title"}
                isDisabled={isMicDisabled}
                onToggle={() => listen("title")}
              />
            )
          }
        />
        <StoryLookChoices
          mood={mood}
          colorTheme={colorTheme}
          onMoodChange={setMood}
          onColorThemeChange={setColorTheme}
          isDisabled={isBusy}
        />
      </StepCard>

      <StepCard number={2} title="Step 2: Tell your story" isCurrent={step === 2} isDone={step > 2}>
        {step === 1 ? (
          <p className="text-lg text-slate-600">Give your story a title and press OK first.</p>
        ) : (
          <StoryTextField
            value={story}
            onChange={setStory}
            isDisabled={isBusy}
            heard={speech.isListening && voiceTarget.current === "story" ? speech.transcript : ""}
            microphone={
              speech.isSupported && (
                <StoryMicrophone
                  label="Tell your story out loud"
                  isListening={speech.isListening && voiceTarget.current === "story"}
                  isDisabled={isMicDisabled}
                  onToggle={() => listen("story")}
                />
              )
            }
          />
        )}
        {step > 1 && speech.isSupported && <SpeechPlaceNote place={speech.place} />}
      </StepCard>

      <StepCard
        number={3}
        title="Step 3: Make the magic!"
        isCurrent={step === 3}
        isDone={createdAt !== null}
      >
        <CreateStoryButton isPending={isBusy} onCreate={create} />
      </StepCard>

      <div ref={resultRef}>
        {draft && reveal.revealed > 0 && (
          <StoryResult
            title={draft.title}
            scenes={draft.scenes}
            revealed={reveal.revealed}
            createdAt={createdAt}
            isSignedIn={isSignedIn}
            actions={{
              onSave: saveStory,
              onShare: () =>
                void sharing.share({
                  title: draft.title,
                  content: draft.content,
                  scenes: pageScenes(draft.scenes),
                }),
              onDownload: () => void download(),
              onDelete: () => setIsDeleteOpen(true),
              isSaving: save.isPending,
              isSaved: savedId !== null,
              bookHref: savedId === null ? null : storyBookHref(savedId),
              isSharing: sharing.isPreparing,
              isDownloading,
            }}
          />
        )}
      </div>

      <GenerationOverlay
        isOpen={overlay.isOpen}
        isCelebrating={overlay.isCelebrating}
        title="Creating your magical story..."
        durationMs={STORY_OVERLAY_DURATION_MS}
      >
        <StoryProgressCard story={story} isComplete={overlay.isCelebrating} />
      </GenerationOverlay>
      <DeleteStoryDialog
        story={isDeleteOpen && draft ? { id: savedId, title: draft.title } : null}
        onDeleted={clearStory}
        onClose={() => setIsDeleteOpen(false)}
      />
      <ShareStoryDialog text={sharing.shareText} onClose={sharing.close} />
    </div>
  );
}
