import type { TStoryRecording } from "@/shared/contracts/story-recordings";
import { RECORDING_MAX_MS } from "@/shared/contracts/story-recordings";
import { Circle, Mic, Play, Square, Trash2, X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import { canRecordPages } from "./page-recorder";
import { createAudioRecordingPlayer } from "./recording-player";
import { useDeleteRecording, useSaveRecording } from "./story-recording-calls";
import { usePageRecorder } from "./use-page-recorder";

/** "0:07" */
const clock = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

const BUTTON = "px-3 text-lg";

interface GrownUpRecorderProps {
  storyId: string;
  /** The book page's position (0 is the title page). */
  page: number;
  /** "the title page", "page 2", "The End". */
  pageName: string;
  recording: TStoryRecording | undefined;
  onClose(): void;
}

/** Listens back to a page's recording: one element, stopped when the panel goes. */
function useListenBack() {
  const player = useMemo(createAudioRecordingPlayer, []);
  const [isListening, setIsListening] = useState(false);
  useEffect(() => () => player.stop(), [player]);
  const stop = () => {
    player.stop();
    setIsListening(false);
  };
  const listen = (url: string) => {
    setIsListening(true);
    player.play(url, {
      onEnd: () => setIsListening(false),
      onFail: () => {
        setIsListening(false);
        toast({ title: "This recording could not be played", variant: "destructive" });
      },
    });
  };
  return { isListening, listen, stop };
}

/**
 * A grown-up's recorder for the open page (behind the parental gate): record up to a minute,
 * listen back, record again, delete. Saved as soon as a recording stops.
 */
export function GrownUpRecorder({
  storyId,
  page,
  pageName,
  recording,
  onClose,
}: GrownUpRecorderProps) {
  const save = useSaveRecording(storyId);
  const remove = useDeleteRecording(storyId);
  const listening = useListenBack();
  const [isAskingToDelete, setIsAskingToDelete] = useState(false);
  const recorder = usePageRecorder(
    ({ audio, durationMs }) =>
      save.mutate(
        { page, audio, durationMs },
        {
          onSuccess: () =>
            toast({ title: `Your voice is saved for ${pageName}`, variant: "success" }),
          onError: (error) =>
            toast({
              title: "The recording was not saved",
              description: humanMessageOf(error) ?? "Please try again.",
              variant: "destructive",
            }),
        },
      ),
    () =>
      toast({
        title: "We could not use the microphone",
        description: "Please allow the microphone for Doodle Dino in the browser, then try again.",
        variant: "destructive",
      }),
  );
  const isRecording = recorder.phase === "recording";
  const isBusy = recorder.phase !== "idle" || save.isPending;

  const record = () => {
    listening.stop();
    void recorder.start();
  };

  return (
    <section
      aria-label="Record your voice"
      className="mx-auto w-full max-w-3xl shrink-0 rounded-3xl border-4 border-berry/30 bg-white/95 px-3 py-2 shadow-lg"
    >
      <div className="flex items-center gap-2">
        <Mic className="size-6 shrink-0 text-[#b83280]" aria-hidden />
        <p className="min-w-0 flex-1 text-lg font-semibold text-slate-700" role="status">
          {isRecording ? (
            <span className="inline-flex items-center gap-2">
              <Circle className="size-4 animate-pulse fill-red-600 text-red-600" aria-hidden />
              Recording {pageName}: {clock(recorder.elapsedMs)} of {clock(RECORDING_MAX_MS)}
            </span>
          ) : save.isPending ? (
            "Saving your voice..."
          ) : recording ? (
            `Your voice reads ${pageName} (${clock(recording.durationMs)})`
          ) : (
            `Read ${pageName} aloud: up to a minute`
          )}
        </p>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label="Close the recorder"
          disabled={isRecording}
        >
          <X aria-hidden />
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2 [&>*]:grow [&>*]:basis-28">
        {isRecording ? (
          <Button variant="danger" className={BUTTON} onClick={recorder.stop}>
            <Square aria-hidden /> Stop
          </Button>
        ) : !canRecordPages() ? (
          <p className="text-base text-slate-600">
            This browser cannot record. Chrome, Firefox and Safari can.
          </p>
        ) : (
          <Button variant="berry" className={BUTTON} onClick={record} disabled={isBusy}>
            <Mic aria-hidden /> {recording ? "Record again" : "Record this page"}
          </Button>
        )}
        {recording && !isRecording && (
          <>
            {listening.isListening ? (
              <Button variant="grape" className={BUTTON} onClick={listening.stop}>
                <Square aria-hidden /> Stop listening
              </Button>
            ) : (
              <Button
                variant="grape"
                className={BUTTON}
                onClick={() => listening.listen(recording.audioUrl)}
                disabled={isBusy}
              >
                <Play aria-hidden /> Listen
              </Button>
            )}
            <Button
              variant="outline"
              className={BUTTON}
              onClick={() => setIsAskingToDelete(true)}
              disabled={isBusy}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        isOpen={isAskingToDelete}
        onClose={() => setIsAskingToDelete(false)}
        title="Delete this recording?"
        description={`The book will read ${pageName} in the reading voice again.`}
        confirmLabel="Delete recording"
        busyLabel="Deleting..."
        confirmIcon={Trash2}
        isBusy={remove.isPending}
        keepLabel="Keep it"
        onConfirm={() => {
          listening.stop();
          remove.mutate(page, {
            onSettled: () => setIsAskingToDelete(false),
            onError: (error) =>
              toast({
                title: "The recording was not deleted",
                description: humanMessageOf(error) ?? "Please try again.",
                variant: "destructive",
              }),
          });
        }}
      />
    </section>
  );
}
