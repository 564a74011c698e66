/**
 * The words of a description a child can learn from, for the gallery's "Words" button.
 * Light on purpose: it uses only the product's own word lists, never the artwork index.
 */
import type { Lexeme } from "./vocabulary/lexicon";
import { readWords } from "./text/read-words";

export type KeywordCategory =
  "animals" | "people" | "places" | "objects" | "colors" | "actions" | "descriptive" | "numbers";

export interface Keyword {
  word: string;
  category: KeywordCategory;
}

const CATEGORY_ORDER: readonly KeywordCategory[] = [
  "animals",
  "people",
  "places",
  "objects",
  "colors",
  "actions",
  "descriptive",
  "numbers",
];

/** Known words of a description, each once, sorted by category (in the order above) then word. */
export function keywordsOf(description: string): Keyword[] {
  const found = new Map<string, Keyword>();
  for (const phrase of readWords(description)) {
    const keyword = phrase.lexeme ? keywordOf(phrase.lexeme) : undefined;
    if (keyword) found.set(`${keyword.category}:${keyword.word}`, keyword);
  }
  return [...found.values()].sort(
    (a, b) =>
      CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
      a.word.localeCompare(b.word),
  );
}

function keywordOf(lexeme: Lexeme): Keyword | undefined {
  switch (lexeme.kind) {
    case "noun":
      return { word: lexeme.word, category: lexeme.noun.category };
    case "place":
    case "time":
    case "weather":
      return { word: lexeme.word, category: "places" };
    case "color":
      return { word: lexeme.word, category: "colors" };
    case "action":
      return { word: lexeme.word, category: "actions" };
    case "size":
    case "mood":
      return { word: lexeme.word, category: "descriptive" };
    case "relation":
      return undefined;
    case "number":
      return lexeme.word === "a" || lexeme.word === "an"
        ? undefined
        : { word: lexeme.word, category: "numbers" };
  }
}
