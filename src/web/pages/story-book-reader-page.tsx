import { Link, useParams } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { StoryBookView } from "@/web/features/stories/book/story-book-view";
import { useStories } from "@/web/features/stories/story-calls";
import { useDocumentTitle } from "@/web/lib/use-document-title";

function BookNotice({ children }: { children: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-4 text-center">
      <FluentEmoji name="books" className="size-24" />
      {children}
      <Link href="/story-book" className={buttonVariants({ variant: "grape", size: "lg" })}>
        All my stories
      </Link>
    </main>
  );
}

/** `/story-book/{id}`: one saved story as a book to page through and have read aloud. */
export function StoryBookReaderPage() {
  const { id } = useParams<{ id: string }>();
  const stories = useStories(true);
  const story = stories.data?.find((candidate) => candidate.id === id);
  useDocumentTitle(story ? story.title : "My Story Book");
  if (stories.isPending) {
    return (
      <BookNotice>
        <p className="font-display text-2xl">Opening your book...</p>
      </BookNotice>
    );
  }
  if (stories.isError && !story) {
    return (
      <BookNotice>
        <p className="font-display text-2xl">This book could not be opened.</p>
        <Button variant="outline" onClick={() => void stories.refetch()}>
          Try again
        </Button>
      </BookNotice>
    );
  }
  if (!story) {
    return (
      <BookNotice>
        <p className="font-display text-2xl">This story is not in your Story Book.</p>
      </BookNotice>
    );
  }
  return <StoryBookView story={story} />;
}
