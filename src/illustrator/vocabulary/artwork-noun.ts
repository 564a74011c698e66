/** A noun drawn straight from the artwork a word names, sized by what kind of thing it is. */
import { categoryOfArtwork, findArtworkForWord, type ArtworkInfo } from "../artwork/catalog";
import type { NounEntry } from "./nouns";

/** A noun drawn by the artwork a word names or is a keyword of. */
export function nounEntryOfArtwork(word: string): NounEntry | undefined {
  const info = findArtworkForWord(word);
  return info ? nounEntryOf(info) : undefined;
}

export function nounEntryOf(info: ArtworkInfo): NounEntry {
  const category = categoryOfArtwork(info);
  return {
    artwork: info.id,
    category,
    bulk: category === "objects" ? 0.45 : 0.7,
    ...(category === "people" ? { face: [0.5, 0.45, 0.3] as const } : {}),
  };
}
