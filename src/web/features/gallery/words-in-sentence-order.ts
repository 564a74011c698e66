import { keywordsOf, type Keyword } from "@/illustrator/words";
import { readWords } from "@/illustrator/text/read-words";

/**
 * A description's known words in the order the child said them ("snowman, beach, crab"), for
 * reading aloud. The illustrator lists them by category; the first place each word's meaning
 * is read in the sentence puts it back in the child's order.
 */
export function wordsInSentenceOrder(description: string): Keyword[] {
  const phraseWords = readWords(description).map((phrase) => phrase.lexeme?.word);
  const firstPlace = (keyword: Keyword) => {
    const place = phraseWords.indexOf(keyword.word);
    return place === -1 ? phraseWords.length : place;
  };
  return keywordsOf(description).sort((a, b) => firstPlace(a) - firstPlace(b));
}
