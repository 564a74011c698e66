import { BookOpen, RefreshCw } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { useStories } from "./story-calls";

/** /story's Story Book dialog (signed-in only): how many stories, a link and a refresh button. */
export function StoryBookDialog() {
  const stories = useStories(true);
  const count = stories.data?.length ?? 0;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="sunny">
          <BookOpen aria-hidden /> Story Book
          {stories.data && <span className="rounded-full bg-white px-2 text-base">{count}</span>}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-sm text-center">
        <DialogTitle className="px-12">My Story Book</DialogTitle>
        <DialogDescription className="text-xl">
          {stories.isPending
            ? "Counting your stories..."
            : `You have ${count} ${count === 1 ? "story" : "stories"} in your Story Book.`}
        </DialogDescription>
        <div className="mt-5 flex flex-col gap-3">
          <Link href="/story-book" className={buttonVariants({ variant: "grape", size: "lg" })}>
            <BookOpen aria-hidden /> Open Story Book
          </Link>
          <Button
            variant="outline"
            disabled={stories.isFetching}
            onClick={() => void stories.refetch()}
          >
            <RefreshCw aria-hidden className={stories.isFetching ? "animate-spin" : undefined} />
            Refresh
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
