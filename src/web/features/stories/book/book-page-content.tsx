import { ImageOff, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { FallbackImage } from "@/web/components/ui/fallback-image";
import { scenePictureUrls, type TScenePictures } from "../scene-picture-urls";
import { THE_END, type TBookPage } from "./book-pages";
import { HighlightedWords } from "./highlighted-words";

interface BookPageContentProps {
  page: TBookPage;
  title: string;
  wordIndex: number | null;
  onReadAgain(): void;
}

function BookPicture({ pictures, alt }: { pictures: TScenePictures; alt: string }) {
  return (
    <FallbackImage
      sources={scenePictureUrls(pictures)}
      alt={alt}
      className="aspect-square max-h-full max-w-full rounded-[2rem] border-4 border-white object-contain shadow-xl"
      missing={
        <div className="flex aspect-square max-h-full max-w-full flex-col items-center justify-center gap-2 rounded-[2rem] bg-white/80 p-6 text-center text-slate-600">
          <ImageOff className="size-12" aria-hidden />
          <p className="text-lg font-semibold">This picture could not be shown</p>
        </div>
      }
    />
  );
}

/** Picture above, words below: the page's picture shrinks to leave the words room. */
function PictureAndWords({ picture, words }: { picture: ReactNode; words: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center gap-4">
      <div className="flex min-h-0 w-full flex-1 items-end justify-center">{picture}</div>
      <div className="w-full max-w-3xl shrink-0 rounded-[2rem] bg-white/90 px-5 py-4 text-center shadow-lg">
        {words}
      </div>
    </div>
  );
}

/** One page of the book: the title page, a scene, or "The End" with "Read again". */
export function BookPageContent({ page, title, wordIndex, onReadAgain }: BookPageContentProps) {
  if (page.kind === "title") {
    return (
      <PictureAndWords
        picture={
          page.cover ? (
            <BookPicture pictures={page.cover} alt={`The cover of ${title}`} />
          ) : (
            <FluentEmoji name="open-book" className="size-40" />
          )
        }
        words={
          <h2 className="font-display text-4xl leading-tight font-bold text-grape-deep sm:text-5xl">
            <HighlightedWords text={page.title} wordIndex={wordIndex} />
          </h2>
        }
      />
    );
  }
  if (page.kind === "scene") {
    return (
      <PictureAndWords
        picture={
          <BookPicture pictures={page.pictures} alt={`Page ${page.sceneNumber}: ${page.text}`} />
        }
        words={
          <p className="font-display text-2xl leading-snug text-ink sm:text-4xl sm:leading-snug">
            <HighlightedWords text={page.text} wordIndex={wordIndex} />
          </p>
        }
      />
    );
  }
  return (
    <div className="flex h-full flex-col items-center justify-center gap-6 text-center">
      <FluentEmoji name="party-popper" className="size-32 sm:size-40" />
      <h2 className="font-display text-6xl font-bold text-berry-deep sm:text-7xl">
        <HighlightedWords text={THE_END} wordIndex={wordIndex} />
      </h2>
      <div className="flex flex-wrap justify-center gap-4">
        <Button variant="dino" size="xl" onClick={onReadAgain}>
          <RotateCcw aria-hidden /> Read again
        </Button>
        <Link href="/story-book" className={buttonVariants({ variant: "outline", size: "xl" })}>
          All my stories
        </Link>
      </div>
    </div>
  );
}
