/**
 * The characters a retelling left out: a story's named heroes and its cast, each of which must
 * still be in the smoothed text (by its name, or by the word the child used for it). A retelling
 * may fix the grammar; it may not lose grandpa.
 */
import { createStoryCast } from "../../illustrator";

/** "me" is told as I, me, my or we. */
const CHILD_WORDS = ["i", "me", "my", "we", "us", "our"];

export function droppedCharacters(
  title: string,
  scenes: readonly string[],
  text: string,
): string[] {
  const told = new Set(text.toLowerCase().match(/[a-z']+/g) ?? []);
  const says = (word: string) =>
    word
      .split(" ")
      .every((part) => told.has(part) || told.has(`${part}s`) || told.has(`${part}'s`));
  const cast = createStoryCast(title, scenes);
  const names = cast.names.filter(({ name }) => !says(name.toLowerCase())).map(({ name }) => name);
  const members = cast.members
    .filter((member) => !member.properName)
    .filter((member) =>
      member.thing.word === "me" ? !CHILD_WORDS.some(says) : !says(member.thing.word),
    )
    .map((member) => member.thing.word);
  return [...names, ...members];
}
