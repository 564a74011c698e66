import { BOOK_PROGRESS_POLL_MS, ZBookPrint, type TBookPrint } from "@/shared/contracts/book-prints";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "@/web/components/ui/toast-store";
import { friendlyMessageOf, getJson, requestJson } from "@/web/lib/api";
import { storyBookPdfHref } from "./story-book-href";

const bookUrl = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}/book`;
const bookKey = (storyId: string) => ["book-print", storyId] as const;
const isBeingMade = (book: TBookPrint | undefined) =>
  book?.state === "queued" || book?.state === "printing";

/** Saves the made book as a file, as the link's `download` did. */
function saveBook(storyId: string) {
  const link = document.createElement("a");
  link.href = storyBookPdfHref(storyId);
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A printed book as background work: `make()` asks the server for it (POST …/book), then the
 * page asks how far it is each second (its place in the queue, its pages done) and saves the PDF
 * once it is made. `book` is what the server last said, while the book is being made.
 */
export function useBookPrint(storyId: string) {
  const queryClient = useQueryClient();
  const [isWatching, setIsWatching] = useState(false);
  const [isAsking, setIsAsking] = useState(false);
  const status = useQuery({
    queryKey: bookKey(storyId),
    queryFn: () => getJson(bookUrl(storyId), ZBookPrint),
    enabled: isWatching,
    refetchInterval: (query) => (isBeingMade(query.state.data) ? BOOK_PROGRESS_POLL_MS : false),
  });
  const book = isWatching ? status.data : undefined;

  useEffect(() => {
    if (!isWatching) return;
    if (status.error) {
      setIsWatching(false);
      toast({
        title: "Download Failed",
        description: friendlyMessageOf(status.error, "We couldn't make this book."),
        variant: "destructive",
      });
    } else if (book?.state === "ready") {
      setIsWatching(false);
      saveBook(storyId);
    } else if (book?.state === "failed") {
      setIsWatching(false);
      toast({ title: "Download Failed", description: book.message, variant: "destructive" });
    }
  }, [isWatching, book, status.error, storyId]);

  async function make() {
    setIsAsking(true);
    try {
      const asked = await requestJson("POST", bookUrl(storyId), ZBookPrint);
      queryClient.setQueryData(bookKey(storyId), asked);
      setIsWatching(true);
    } catch (error) {
      toast({
        title: "Download Failed",
        description: friendlyMessageOf(error, "We couldn't make this book."),
        variant: "destructive",
      });
    } finally {
      setIsAsking(false);
    }
  }

  return { book, isBusy: isAsking || isWatching, make };
}

/** What a family reads while their book is made. */
export function bookProgressText(book: TBookPrint): string {
  if (book.state === "queued") {
    return book.booksAhead > 0
      ? `Waiting for ${book.booksAhead} ${book.booksAhead === 1 ? "book" : "books"} ahead of yours`
      : "Your book is next!";
  }
  if (book.state === "ready") return "Your book is ready!";
  return `Drawing your book: page ${book.pagesDone} of ${book.pagesTotal} done`;
}
