/**
 * How a tab list and its tabs look (`tabs.tsx`), apart from the tabs themselves so a page's
 * loading frame can draw the same tabs before the page's code has arrived.
 */
export const TABS_LIST_CLASS =
  "mx-auto grid w-full max-w-md grid-cols-2 gap-2 rounded-full bg-white/80 p-1.5 shadow-inner";

export const TABS_TRIGGER_CLASS = [
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full font-display text-lg font-semibold",
  "text-sky-deep transition-colors hover:bg-sky-50 [&_svg]:size-5",
  "data-[state=active]:bg-sky-deep data-[state=active]:text-white data-[state=active]:shadow",
].join(" ");
