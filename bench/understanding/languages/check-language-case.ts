/**
 * Checks a picture drawn for another language's sentence. Its labels are in the child's own words
 * ("perro rojo"), so a drawn thing is known by what its artwork is (the drawn-meaning judge: its
 * CLDR name, WordNet senses, a kit person's age and role) and its colour by its tint, never by
 * the label; counts, relations and the background as for the English sets (check-case.ts).
 */
import type { Scene } from "../../../src/illustrator";
import { COLOR_ALIASES, COLOR_WORDS } from "../../../src/illustrator/vocabulary/modifiers";
import { failedExpectations, type Drawn, type Sight } from "../check-case";
import { judgeArtwork, MASCOT_ARTWORK } from "../drawn-meaning";

const verdicts = new Map<string, boolean>();

/** The drawn artwork is the noun, or a reviewed near thing of it (a puppy for "dog"). */
function isDrawnAs(artwork: string, noun: string): boolean {
  const key = `${artwork}\u0000${noun}`;
  let isIt = verdicts.get(key);
  if (isIt === undefined) {
    const verdict = judgeArtwork(noun, artwork).verdict;
    isIt = verdict === "itself" || verdict === "near";
    verdicts.set(key, isIt);
  }
  return isIt;
}

function hasColour(thing: Drawn, word: string): boolean {
  const tint = COLOR_WORDS[COLOR_ALIASES[word] ?? word];
  return tint !== undefined && thing.tint === tint;
}

/** The expectations the picture fails; empty when it draws everything asked for. */
export function failedLanguageExpectations(
  description: string,
  expect: string,
  scene: Scene,
): string[] {
  const asksForDinosaur = /\b(dinosaur|t-rex)\b/.test(expect);
  const sight: Sight = {
    isThing: (thing, noun) => isDrawnAs(thing.artwork, noun),
    isDescribed: hasColour,
    isMascot: (thing) => thing.artwork === MASCOT_ARTWORK && !asksForDinosaur,
  };
  return failedExpectations(description, expect, scene, sight);
}
