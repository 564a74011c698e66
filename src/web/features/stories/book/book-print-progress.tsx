import type { TBookPrint } from "@/shared/contracts/book-prints";
import { bookProgressText } from "./use-book-print";

/** The book's place in the queue, then its pages done, with a bar: what the server tells. */
export function BookPrintProgress({ book }: { book: TBookPrint }) {
  const percent = book.pagesTotal > 0 ? Math.round((100 * book.pagesDone) / book.pagesTotal) : 0;
  return (
    <div
      role="status"
      className="w-full space-y-2 rounded-2xl bg-white/95 px-4 py-3 text-ink shadow"
      data-testid="book-print-progress"
    >
      <p className="font-display text-lg font-semibold">{bookProgressText(book)}</p>
      <div
        role="progressbar"
        aria-label="Book progress"
        aria-valuemin={0}
        aria-valuemax={book.pagesTotal}
        aria-valuenow={book.pagesDone}
        className="h-4 w-full overflow-hidden rounded-full bg-amber-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-sunny to-berry transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
