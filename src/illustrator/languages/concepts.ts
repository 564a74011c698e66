/**
 * A concept of the scene graph → how it is drawn. A concept is a noun of the product's English word
 * lists ("dog", "mommy": their sizes, habitats and people are reviewed there) or an artwork id
 * ("penguin", "own-swing"); an artwork a listed noun draws is drawn as that noun; a concept with
 * neither is drawn as its reviewed near thing from WordNet.
 */
import { artworkInfo } from "../artwork/catalog";
import { nounEntryOf } from "../vocabulary/artwork-noun";
import { nearThingFor } from "../vocabulary/near-thing-lookup";
import { NOUN_ALIASES, NOUNS, type NounEntry } from "../vocabulary/nouns";

let nounOfArtwork: Map<string, string> | undefined;

/** The English noun of the word lists a concept is, if any ("mom" → "mommy", "cat" → "cat"). */
export function listedNounOf(concept: string): string | undefined {
  if (Object.hasOwn(NOUNS, concept)) return concept;
  const alias = Object.hasOwn(NOUN_ALIASES, concept) ? NOUN_ALIASES[concept] : undefined;
  if (alias && NOUNS[alias]) return alias;
  nounOfArtwork ??= firstNounOfEachArtwork();
  return nounOfArtwork.get(concept);
}

export function nounEntryOfConcept(concept: string): NounEntry | undefined {
  const listed = listedNounOf(concept);
  if (listed) return NOUNS[listed];
  const info = artworkInfo(concept);
  // Else its nearest drawable thing from WordNet, as for an English word ("starfish" → a star).
  return info ? nounEntryOf(info) : nearThingFor(concept);
}

function firstNounOfEachArtwork(): Map<string, string> {
  const first = new Map<string, string>();
  for (const [word, entry] of Object.entries(NOUNS)) {
    if (!first.has(entry.artwork)) first.set(entry.artwork, word);
  }
  return first;
}
