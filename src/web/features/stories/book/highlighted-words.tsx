import { wordsOf } from "./spoken-words";

/** A page's words, the one being read aloud marked. */
export function HighlightedWords({ text, wordIndex }: { text: string; wordIndex: number | null }) {
  return wordsOf(text).map((word, index) => (
    <span key={index}>
      {index > 0 && " "}
      {index === wordIndex ? (
        <mark
          className="rounded-lg bg-sunny px-1 text-ink shadow-[0_3px_0_#d69e2e]"
          data-testid="spoken-word"
        >
          {word.text}
        </mark>
      ) : (
        word.text
      )}
    </span>
  ));
}
