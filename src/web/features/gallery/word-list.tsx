import type { Keyword, KeywordCategory } from "@/illustrator/words";
import { cn } from "@/web/lib/cn";

const categoryClasses: Record<KeywordCategory, string> = {
  animals: "bg-green-100 text-green-900 border-green-300",
  people: "bg-orange-100 text-orange-900 border-orange-300",
  places: "bg-sky-100 text-sky-900 border-sky-300",
  objects: "bg-purple-100 text-purple-900 border-purple-300",
  colors: "bg-pink-100 text-pink-900 border-pink-300",
  actions: "bg-yellow-100 text-yellow-900 border-yellow-300",
  descriptive: "bg-teal-100 text-teal-900 border-teal-300",
  numbers: "bg-red-100 text-red-900 border-red-300",
};

interface WordListProps {
  keywords: readonly Keyword[];
  /** The word being read aloud, or -1. */
  highlightedIndex: number;
}

/** The picture's words as coloured chips; the one being read aloud pulses. */
export function WordList({ keywords, highlightedIndex }: WordListProps) {
  if (keywords.length === 0) {
    return <p className="text-base text-slate-600">No words to read in this picture yet.</p>;
  }
  return (
    <ul aria-label="Words in this picture" className="flex flex-wrap gap-2">
      {keywords.map((keyword, index) => (
        <li
          key={`${keyword.category}-${keyword.word}`}
          aria-current={index === highlightedIndex ? "true" : undefined}
          className={cn(
            "rounded-full border-2 px-3 py-1 font-display text-lg font-semibold",
            categoryClasses[keyword.category],
            index === highlightedIndex && "animate-word-pulse ring-4 ring-sunny",
          )}
        >
          {keyword.word}
        </li>
      ))}
    </ul>
  );
}
