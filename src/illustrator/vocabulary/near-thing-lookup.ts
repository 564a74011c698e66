/**
 * Nouns with no drawing of their own → the nearest more general thing WordNet names that the
 * illustrator draws ("toucan" → a bird, "guinea pig" → a mouse), labelled as the child said them.
 * The table (near-things.json) is built by scripts/build-near-things.ts, grouped by the drawn
 * thing to stay small.
 */
import { nounEntryOfArtwork } from "./artwork-noun";
import { lookUpPhrase } from "./lexicon";
import nearThings from "./near-things.json";
import type { NounEntry } from "./nouns";

let index: Map<string, string> | undefined;

/** The drawable thing a noun is drawn as, if WordNet names one. */
export function nearThingOf(word: string): string | undefined {
  if (!index) {
    index = new Map();
    for (const [drawn, words] of Object.entries(nearThings as Readonly<Record<string, string>>)) {
      for (const said of words.split("|")) index.set(said, drawn);
    }
  }
  return index.get(word);
}

/** How to draw a noun with no drawing of its own: as its near thing (a plumber as a person). */
export function nearThingFor(word: string): NounEntry | undefined {
  const near = nearThingOf(word);
  if (!near) return undefined;
  const noun = lookUpPhrase(near).find((meaning) => meaning.kind === "noun");
  return noun?.kind === "noun" ? noun.noun : nounEntryOfArtwork(near);
}
