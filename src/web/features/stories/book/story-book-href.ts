/** Where a saved story opens as a book. */
export const storyBookHref = (storyId: string): string =>
  `/story-book/${encodeURIComponent(storyId)}`;
