import { useMemo } from "react";
import { useWordReader } from "./use-word-reader";
import { WordList } from "./word-list";
import { wordsInSentenceOrder } from "./words-in-sentence-order";

/**
 * A picture's words, read aloud one by one while shown. Its own chunk: the illustrator's word
 * lists load when a child first taps 'Words', not with the gallery.
 */
export function PictureWords({ description }: { description: string }) {
  const keywords = useMemo(() => wordsInSentenceOrder(description), [description]);
  const words = useMemo(() => keywords.map((keyword) => keyword.word), [keywords]);
  const highlightedIndex = useWordReader(words, true);
  return <WordList keywords={keywords} highlightedIndex={highlightedIndex} />;
}
