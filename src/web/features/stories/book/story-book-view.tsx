import type { TStory } from "@/shared/contracts/stories";
import { ChevronLeft, ChevronRight, FileDown, Mic, Pause, Play, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { useParentalGate } from "@/web/features/parental-gate/use-parental-gate";
import { scenePictureUrls } from "../scene-picture-urls";
import { BookPageContent } from "./book-page-content";
import { bookPagesOf, pageNameOf } from "./book-pages";
import { GrownUpRecorder } from "./recordings/grown-up-recorder";
import { createAudioRecordingPlayer } from "./recordings/recording-player";
import { useStoryRecordings } from "./recordings/story-recording-calls";
import { BookPrintProgress } from "./book-print-progress";
import { usePageKeys } from "./use-page-keys";
import { useReadToMe } from "./use-read-to-me";
import { useStoryVoice } from "./use-story-voice";
import { useBookPrint } from "./use-book-print";
import { useSwipe } from "./use-swipe";

/** Three big buttons side by side fit a 390-pixel phone in slightly smaller letters. */
const NAV_BUTTON = "px-2 text-xl sm:text-2xl";
/** The grown-ups' tools: a square icon on a phone, with their words from a tablet up. */
const TOOL_BUTTON = "w-12 shrink-0 px-0 sm:w-auto sm:px-4";

export const NO_VOICE_MESSAGE =
  "This device has no reading voice, so let's read this book together!";

/** Asks for every page's picture once, so the service worker keeps them for reading offline. */
function useFetchAllPictures(story: TStory) {
  useEffect(() => {
    for (const scene of story.scenes) {
      const url = scenePictureUrls(scene).find(Boolean);
      if (url) new Image().src = url;
    }
  }, [story]);
}

/**
 * The Story Book view: one page at a time (title page, the scenes, "The End"), turned by swipe,
 * the arrow keys or the big Back and Next buttons, and "Read to me".
 */
export function StoryBookView({ story }: { story: TStory }) {
  const pages = useMemo(() => bookPagesOf(story), [story]);
  const [pageIndex, setPageIndex] = useState(0);
  const lastIndex = pages.length - 1;
  const next = useCallback(
    () => setPageIndex((index) => Math.min(index + 1, lastIndex)),
    [lastIndex],
  );
  const back = useCallback(() => setPageIndex((index) => Math.max(index - 1, 0)), []);
  const voice = useStoryVoice();
  const recordings = useStoryRecordings(story.id).data;
  const recordingByPage = useMemo(
    () => new Map((recordings ?? []).map((recording) => [recording.page, recording])),
    [recordings],
  );
  const recordingOf = useCallback(
    (index: number) => recordingByPage.get(index)?.audioUrl ?? null,
    [recordingByPage],
  );
  const player = useMemo(createAudioRecordingPlayer, []);
  const reader = useReadToMe({ pages, pageIndex, goTo: setPageIndex, voice, recordingOf, player });
  const canRead = (voice && !reader.hasNoVoice) || recordingByPage.size > 0;
  const gate = useParentalGate();
  const [isRecorderOpen, setIsRecorderOpen] = useState(false);
  const openRecorder = () =>
    gate.check(() => {
      if (reader.isReading) reader.pause();
      setIsRecorderOpen(true);
    });
  const bookPrint = useBookPrint(story.id);
  const swipe = useSwipe(next, back);
  usePageKeys(next, back);
  useFetchAllPictures(story);
  const page = pages[pageIndex];
  if (page === undefined) return null;

  return (
    <div className="flex h-dvh flex-col gap-3 bg-gradient-to-b from-sky-100 via-cream to-amber-50 px-3 pt-3 pb-4 sm:px-6">
      <div className="flex shrink-0 items-center gap-3">
        <Link
          href="/story-book"
          className={buttonVariants({ variant: "outline", size: "icon" })}
          aria-label="Close the book"
        >
          <X aria-hidden />
        </Link>
        {/* On a phone the title page shows the title; the bar keeps room for its buttons. */}
        <h1 className="min-w-0 flex-1 truncate font-display text-xl font-bold text-grape-deep max-sm:sr-only sm:text-2xl">
          {story.title}
        </h1>
        <p
          className="shrink-0 font-display text-lg font-semibold text-slate-700 max-sm:flex-1 max-sm:text-center"
          aria-live="polite"
        >
          Page {pageIndex + 1} of {pages.length}
        </p>
        <Button
          variant="outline"
          className={TOOL_BUTTON}
          onClick={() => void bookPrint.make()}
          disabled={bookPrint.isBusy}
          aria-label="Download book (PDF)"
        >
          <FileDown aria-hidden /> <span className="hidden sm:inline">Book (PDF)</span>
        </Button>
        <Button
          variant="outline"
          className={TOOL_BUTTON}
          onClick={openRecorder}
          aria-label="Record your voice"
          aria-expanded={isRecorderOpen}
        >
          <Mic aria-hidden /> <span className="hidden sm:inline">Record</span>
        </Button>
      </div>
      {bookPrint.book && <BookPrintProgress book={bookPrint.book} />}
      <section
        className="min-h-0 flex-1 touch-pan-y"
        aria-label={`Page ${pageIndex + 1}`}
        data-testid="book-page"
        {...swipe}
      >
        <BookPageContent
          page={page}
          title={story.title}
          wordIndex={reader.wordIndex}
          onReadAgain={() => setPageIndex(0)}
        />
      </section>
      {isRecorderOpen && (
        <GrownUpRecorder
          key={pageIndex}
          storyId={story.id}
          page={pageIndex}
          pageName={pageNameOf(page, pageIndex)}
          recording={recordingByPage.get(pageIndex)}
          onClose={() => setIsRecorderOpen(false)}
        />
      )}
      {gate.dialog}
      {reader.hasNoVoice && (
        <p
          role="status"
          className="shrink-0 rounded-2xl bg-white/90 px-4 py-2 text-center text-lg font-semibold text-slate-700"
        >
          {NO_VOICE_MESSAGE}
        </p>
      )}
      <nav className="grid shrink-0 grid-cols-[1fr_1.5fr_1fr] gap-3" aria-label="Turn the pages">
        <Button
          variant="outline"
          size="xl"
          className={NAV_BUTTON}
          onClick={back}
          disabled={pageIndex === 0}
        >
          <ChevronLeft aria-hidden /> Back
        </Button>
        {reader.isReading ? (
          <Button variant="grape" size="xl" className={NAV_BUTTON} onClick={reader.pause}>
            <Pause aria-hidden /> Pause
          </Button>
        ) : (
          <Button
            variant="berry"
            size="xl"
            className={NAV_BUTTON}
            onClick={reader.play}
            disabled={!canRead}
          >
            <Play aria-hidden /> {reader.isPaused ? "Play" : "Read to me"}
          </Button>
        )}
        <Button
          variant="primary"
          size="xl"
          className={NAV_BUTTON}
          onClick={next}
          disabled={pageIndex === lastIndex}
        >
          Next <ChevronRight aria-hidden />
        </Button>
      </nav>
    </div>
  );
}
