import type { TStory } from "@/shared/contracts/stories";
import { BookOpen, Eye, EyeOff, FileDown, Share2, Sparkles, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { FallbackImage } from "@/web/components/ui/fallback-image";
import { swappedThumbnailUrl } from "@/web/features/gallery/swapped-picture-urls";
import { BookPrintProgress } from "./book/book-print-progress";
import { storyBookHref } from "./book/story-book-href";
import { useBookPrint } from "./book/use-book-print";
import { StorySceneCard } from "./story-scene-card";

const MAX_THUMBNAILS = 4;

interface StoryBookCardProps {
  story: TStory;
  isOpen: boolean;
  enhancedText: string | undefined;
  isSmoothing: boolean;
  isSharing: boolean;
  onToggle(): void;
  onSmooth(): void;
  onShare(): void;
  onDelete(): void;
  downloadButton: ReactNode;
}

/** One saved story: title, date, up to 4 thumbnails then '+N more', and its four actions. */
export function StoryBookCard(props: StoryBookCardProps) {
  const { story } = props;
  const bookPrint = useBookPrint(story.id);
  const more = story.scenes.length - MAX_THUMBNAILS;
  return (
    <li
      className="space-y-4 rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-lg"
      data-testid="story-book-entry"
    >
      <div>
        <h2 className="text-2xl font-bold text-grape sm:text-3xl">{story.title}</h2>
        <p className="text-slate-600">
          {new Date(story.createdAt).toLocaleDateString("en-US", {
            year: "numeric",
            month: "long",
            day: "numeric",
          })}
          {" · "}
          {story.scenes.length} {story.scenes.length === 1 ? "scene" : "scenes"} · {story.mood} ·{" "}
          {story.colorTheme}
        </p>
      </div>
      <ul className="flex flex-wrap items-center gap-2" aria-label="Scene pictures">
        {story.scenes.slice(0, MAX_THUMBNAILS).map((scene) => (
          <li key={scene.sceneNumber}>
            <FallbackImage
              sources={[swappedThumbnailUrl(scene), scene.thumbnailUrl]}
              alt={`Scene ${scene.sceneNumber}`}
              className="size-20 rounded-2xl object-cover shadow sm:size-24"
              loading="lazy"
              missing={
                <span className="flex size-20 items-center justify-center rounded-2xl bg-slate-100 text-sm text-slate-500 sm:size-24">
                  No picture
                </span>
              }
            />
          </li>
        ))}
        {more > 0 && (
          <li className="flex size-20 items-center justify-center rounded-2xl bg-purple-100 font-display text-xl font-bold text-grape sm:size-24">
            +{more} more
          </li>
        )}
      </ul>
      <Link
        href={storyBookHref(story.id)}
        className={buttonVariants({ variant: "berry", size: "xl", className: "w-full" })}
      >
        <BookOpen aria-hidden /> Read the Book
      </Link>
      <div className="flex flex-wrap gap-3 [&>*]:grow [&>*]:basis-36 sm:[&>*]:basis-48">
        <Button variant="outline" onClick={props.onToggle} aria-expanded={props.isOpen}>
          {props.isOpen ? <EyeOff aria-hidden /> : <Eye aria-hidden />}{" "}
          {props.isOpen ? "Hide" : "View"}
        </Button>
        <Button variant="grape" onClick={props.onSmooth} disabled={props.isSmoothing}>
          <Sparkles aria-hidden /> {props.isSmoothing ? "Smoothing..." : "Smooth Story"}
        </Button>
        <Button variant="primary" onClick={props.onShare} disabled={props.isSharing}>
          <Share2 aria-hidden /> Share Enhanced
        </Button>
        {props.downloadButton}
        <Button variant="sunny" onClick={() => void bookPrint.make()} disabled={bookPrint.isBusy}>
          <FileDown aria-hidden /> {bookPrint.isBusy ? "Making the book..." : "Download book (PDF)"}
        </Button>
        <Button variant="danger" onClick={props.onDelete}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
      {bookPrint.book && <BookPrintProgress book={bookPrint.book} />}
      {props.enhancedText && (
        <div
          className="rounded-3xl border-4 border-purple-100 bg-purple-50 p-4"
          data-testid="enhanced-story"
        >
          <h3 className="flex items-center gap-2 text-xl font-bold text-grape">
            <Sparkles className="size-5" aria-hidden /> Smooth story
          </h3>
          <div className="mt-2 space-y-3 font-display text-xl leading-relaxed">
            {props.enhancedText.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      )}
      {props.isOpen && (
        <ol className="grid gap-5 sm:grid-cols-2">
          {story.scenes.map((scene) => (
            <StorySceneCard
              key={scene.sceneNumber}
              sceneNumber={scene.sceneNumber}
              text={scene.description}
              imageUrl={scene.imageUrl}
              faceSwappedUrl={scene.faceSwappedUrl}
              title={story.title}
            />
          ))}
        </ol>
      )}
    </li>
  );
}
