import { z } from "zod";

/**
 * A printed book (PDF) being made for a saved story: `POST /api/stories/{id}/book` asks for it,
 * `GET /api/stories/{id}/book` tells how far it is, `GET /api/stories/{id}/book.pdf` gives it.
 */
export const BOOK_PRINT_STATES = ["queued", "printing", "ready", "failed"] as const;
export type TBookPrintState = (typeof BOOK_PRINT_STATES)[number];

export const ZBookPrint = z.object({
  state: z.enum(BOOK_PRINT_STATES),
  /** Books being made or waiting before this one (0 unless `queued`). */
  booksAhead: z.number().int(),
  /** Pages done: the cover and each scene's page once its picture is drawn, the last one at the end. */
  pagesDone: z.number().int(),
  pagesTotal: z.number().int(),
  /** What went wrong, for a person (`failed` only). */
  message: z.string().optional(),
});
export type TBookPrint = z.infer<typeof ZBookPrint>;

export const BOOK_PRINT_MESSAGES = {
  anotherBook:
    "Your other book is still being made. When it is ready, ask for this one — one book at a time!",
  queueFull: "Lots of families are making books right now. Please try again in a few minutes.",
  failed: "We couldn't make this book. Please try again.",
  stillMaking: "Your book is still being made. Please try again in a moment.",
  notAsked: "That book has not been asked for yet.",
} as const;

/** How often a page asks how far a book is while it is made (the server allows twice this pace). */
export const BOOK_PROGRESS_POLL_MS = 1000;
