import { TRIAL_COMPLETE_MESSAGE, TRIAL_COMPLETE_TITLE } from "@/shared/contracts/trial-messages";
import { inCurrentLanguage } from "@/web/i18n/server-words";
import { useT } from "@/web/i18n/use-t";
import { DESCRIPTION_MAX_LENGTH } from "@/shared/limits";
import { useQueryClient } from "@tanstack/react-query";
import { Keyboard, Wand2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { GenerationOverlay } from "@/web/features/generation/generation-overlay";
import { pictureOverlayDurationMs } from "@/web/features/generation/overlay-timing";
import { IMAGE_ENGINE_KEY, useImageEngine } from "@/web/features/generation/use-image-engine";
import { useGenerationOverlay } from "@/web/features/generation/use-generation-overlay";
import { NO_FACE_PLACE_MESSAGE } from "@/web/features/animation/painted-picture-messages";
import { useSettings } from "@/web/features/account/use-settings";
import { USAGE_KEY } from "@/web/features/subscription/subscription-queries";
import { TrialEndedNotice } from "@/web/features/trial/trial-ended-notice";
import { TRIAL_KEY, useRecordTrialPicture, useTrial } from "@/web/features/trial/use-trial";
import { SpeechPlaceNote } from "@/web/features/voice/speech-place-note";
import { useSpeechRecognition } from "@/web/features/voice/use-speech-recognition";
import { ApiError, humanMessageOf } from "@/web/lib/api";
import { IdeaButtons } from "./idea-buttons";
import { MakeAnotherButton } from "./make-another-button";
import { MicrophoneButton } from "./microphone-button";
import { useGeneratePicture } from "./use-generate-picture";
import { revealPicture } from "@/web/features/gallery/reveal-picture";
import { UnkindWordsError } from "@/web/features/offline/offline-picture";

interface CreatePictureSectionProps {
  isVisitor: boolean;
  speakingLevel?: "clear" | "growing";
}

/** A key that would write into the text box (not Tab or an arrow, which move around). */
const isTypingKey = (key: string) => key.length === 1 || key === "Backspace" || key === "Enter";

/** 'Step 1: Tell Me Your Idea!': microphone or typing, three ideas, and the create button. */
export function CreatePictureSection({
  isVisitor,
  speakingLevel = "clear",
}: CreatePictureSectionProps) {
  const t = useT("create");
  const [text, setText] = useState("");
  const [hasMadePicture, setHasMadePicture] = useState(false);
  const section = useRef<HTMLElement>(null);
  const ideaBox = useRef<HTMLTextAreaElement>(null);
  const trialEnded = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const overlay = useGenerationOverlay();
  const imageEngine = useImageEngine();
  const settings = useSettings({ isEnabled: !isVisitor });
  const isFaceSwapOn = !isVisitor && settings.data?.faceSwapEnabled === "true";
  const generate = useGeneratePicture();
  const recordTrialPicture = useRecordTrialPicture();
  const { isTrialExhausted } = useTrial({ isEnabled: isVisitor });
  const isTrialBlocked = isVisitor && isTrialExhausted;
  const speech = useSpeechRecognition({
    speakingLevel,
    onFinalText: setText,
    onError: (title, description) => toast({ title, description, variant: "destructive" }),
  });
  const shownText = speech.isListening && speech.transcript ? speech.transcript : text;
  // The finished trial greys the controls but leaves them tappable: a tap says why (spec), and
  // brings the words beside the idea box into view.
  const areButtonsDisabled = generate.isPending;
  function showTrialComplete() {
    toast({
      title: inCurrentLanguage(TRIAL_COMPLETE_TITLE),
      description: inCurrentLanguage(TRIAL_COMPLETE_MESSAGE),
    });
    trialEnded.current?.scrollIntoView({ block: "nearest" });
  }
  const trialLock = { isLocked: isTrialBlocked, onLockedTap: showTrialComplete };

  function toggleListening() {
    if (speech.isListening) setText(shownText);
    speech.toggle();
  }

  function handleFailure(error: Error) {
    overlay.close();
    if (error instanceof UnkindWordsError) {
      toast({ title: t("tryDifferentWords"), description: inCurrentLanguage(error.message) });
      return;
    }
    if (error instanceof ApiError && error.status === 403 && !isVisitor) {
      toast({
        title: inCurrentLanguage(error.body?.title ?? t("monthlyLimit")),
        description: humanMessageOf(error),
        action: { label: t("seePlans"), href: "/subscription" },
        durationMs: 10_000,
      });
      void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
      return;
    }
    if (error instanceof ApiError && error.status === 403) {
      toast({
        title: inCurrentLanguage(error.body?.title ?? TRIAL_COMPLETE_TITLE),
        description: inCurrentLanguage(error.body?.message ?? TRIAL_COMPLETE_MESSAGE),
      });
      void queryClient.invalidateQueries({ queryKey: TRIAL_KEY });
      return;
    }
    // A refusal the server names (rude words: "Let's try different words") keeps its own title.
    const title = error instanceof ApiError ? error.body?.title : undefined;
    toast({
      title: title ? inCurrentLanguage(title) : t("oops"),
      description: humanMessageOf(error) ?? t("magicDidntWork"),
      variant: title ? "default" : "destructive",
    });
  }

  function createPicture() {
    if (isTrialBlocked) return showTrialComplete();
    const description = shownText.trim();
    if (!description) {
      toast({
        title: t("tellMeIdea"),
        description: t("describePicture"),
      });
      return;
    }
    if (speech.isListening) speech.stop();
    overlay.start();
    generate.mutate(description, {
      onSuccess: (made) => {
        setText("");
        setHasMadePicture(true);
        speech.reset();
        if (made.kind === "offline") {
          const { key } = made.picture;
          overlay.finish(() => {
            revealPicture(key);
            toast({
              title: t("madeOffline"),
              description: t("madeOfflineText"),
              variant: "success",
            });
          });
          return;
        }
        if (isVisitor) void recordTrialPicture();
        else void queryClient.invalidateQueries({ queryKey: USAGE_KEY });
        void queryClient.invalidateQueries({ queryKey: IMAGE_ENGINE_KEY });
        const { image } = made;
        const hasNoFacePlace = isFaceSwapOn && image.engine === "api" && !image.faceSwappedUrl;
        overlay.finish(() => {
          revealPicture(image.id);
          toast({
            title: t("taDaReady"),
            description: hasNoFacePlace
              ? `${t("inGallery")} ${inCurrentLanguage(NO_FACE_PLACE_MESSAGE)}`
              : t("inGallery"),
            variant: "success",
          });
        });
      },
      onError: handleFailure,
    });
  }

  return (
    <section
      ref={section}
      aria-labelledby="create-title"
      className="scroll-mt-20 space-y-5 rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-xl sm:p-8"
    >
      <h2 id="create-title" className="text-center text-2xl font-bold text-sky-deep sm:text-3xl">
        {t("step1")}
      </h2>
      {isTrialBlocked && <TrialEndedNotice ref={trialEnded} />}

      {speech.isSupported ? (
        <div className="space-y-2">
          <MicrophoneButton
            isListening={speech.isListening}
            isDisabled={areButtonsDisabled}
            {...trialLock}
            onToggle={toggleListening}
          />
          <SpeechPlaceNote place={speech.place} />
        </div>
      ) : (
        <div className="flex items-start gap-3 rounded-2xl bg-sky-50 p-4">
          <Keyboard className="size-8 shrink-0 text-sky-brand" aria-hidden />
          <div>
            <h3 className="text-xl font-bold">{t("noVoiceTitle")}</h3>
            <p>{t("noVoiceText")}</p>
          </div>
        </div>
      )}

      <div>
        <label htmlFor="idea-text" className="mb-2 block font-display text-lg font-semibold">
          {speech.isSupported ? t("orType") : t("type")}
        </label>
        <textarea
          ref={ideaBox}
          id="idea-text"
          value={shownText}
          onChange={(event) => setText(event.target.value)}
          readOnly={isTrialBlocked}
          aria-disabled={isTrialBlocked || undefined}
          onClick={isTrialBlocked ? showTrialComplete : undefined}
          onKeyDown={(event) => {
            if (isTrialBlocked && isTypingKey(event.key)) showTrialComplete();
          }}
          maxLength={DESCRIPTION_MAX_LENGTH}
          rows={3}
          placeholder={t("placeholder")}
          className="w-full resize-none rounded-2xl border-4 border-sky-200 bg-white p-4 text-xl placeholder:text-slate-400 focus:border-sky-brand focus:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        />
      </div>

      <IdeaButtons isDisabled={areButtonsDisabled} {...trialLock} onPick={setText} />

      <Button
        variant="dino"
        size="xl"
        className="w-full"
        disabled={areButtonsDisabled}
        aria-disabled={isTrialBlocked || undefined}
        onClick={createPicture}
      >
        <Wand2 aria-hidden />
        {generate.isPending ? t("creating") : t("createMyPicture")}
      </Button>

      <MakeAnotherButton
        isReady={hasMadePicture && !overlay.isOpen}
        section={section}
        ideaBox={ideaBox}
      />
      <GenerationOverlay
        isOpen={overlay.isOpen}
        isCelebrating={overlay.isCelebrating}
        durationMs={pictureOverlayDurationMs(imageEngine.data?.typicalSeconds)}
      />
    </section>
  );
}
