/** Where a saved story opens as a book. */
export const storyBookHref = (storyId: string): string =>
  `/story-book/${encodeURIComponent(storyId)}`;

/** The saved story as a print-ready PDF book (GET /api/stories/{id}/book.pdf). */
export const storyBookPdfHref = (storyId: string): string =>
  `/api/stories/${encodeURIComponent(storyId)}/book.pdf`;
