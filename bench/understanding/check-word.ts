/**
 * How one noun is drawn on its own ("a toucan"): as itself or a named near thing (a drawn thing
 * labelled with the word or the word's usual name — "bunny" as a rabbit — or the word's place),
 * as something else, or as the mascot.
 */
import { composeScene } from "../../src/illustrator";
import { singularCandidates } from "../../src/illustrator/text/tokens";
import { NOUN_ALIASES } from "../../src/illustrator/vocabulary/nouns";
import { PLACE_WORDS } from "../../src/illustrator/vocabulary/places";

export type WordDrawing = "itself" | "something else" | "mascot";

/** A place is said where you are ("in the woods"), a thing with an article ("a toucan"). */
export function drawingOfWord(word: string): WordDrawing {
  const said = PLACE_WORDS[word]
    ? `in the ${word}`
    : `${/^[aeiou]/.test(word) ? "an" : "a"} ${word}`;
  const scene = composeScene(said);
  const things = scene.layers.filter((item) => item.role !== "prop");
  // The mascot is Doodle Dino drawn for a word not understood, labelled "dinosaur".
  if (things.some((item) => item.label === "dinosaur") && !/dino|saur/.test(word)) return "mascot";
  // A plural is labelled in the singular ("noodles" → noodle).
  const names = [word, NOUN_ALIASES[word], ...singularCandidates(word)].filter(
    (name): name is string => Boolean(name),
  );
  const isNamed = things.some((item) =>
    names.some((name) => item.label === name || item.label.endsWith(` ${name}`)),
  );
  const isPlace = PLACE_WORDS[word] !== undefined && scene.background.place === PLACE_WORDS[word];
  return isNamed || isPlace ? "itself" : "something else";
}
