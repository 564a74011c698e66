/**
 * A thing given, pushed or brought to someone is between the two ("a swan pushed the boat back
 * to Ella": the swan, the boat, Ella), not held by the giver while the one it goes to stands
 * apart. The page's things are laid out in the order they are listed.
 */
import type { ParsedThing } from "../parse/parsed-description";
import { isCreature } from "./story-things";

const GIVING_TO =
  /\b(?:gave|gives|give|pushed|pushes|push|brought|brings|bring|passed|passes|pass|threw|throws|throw|rolled|rolls|roll|kicked|kicks|kick|handed|hands|hand|sent|sends|send|carried|carries|carry)\b.*\bto\b/i;

export function withGiftBetween(things: readonly ParsedThing[], sentence: string): ParsedThing[] {
  if (!GIVING_TO.test(sentence)) return [...things];
  const giverAt = things.findIndex(
    (thing) => thing.target !== undefined && !isCreature(thing.target) && isCreature(thing),
  );
  const giver = things[giverAt];
  const hasReceiver = things.some((thing, index) => index > giverAt && isCreature(thing));
  if (!giver?.target || !hasReceiver) return [...things];
  const { target: gift, action: _holding, ...giverAlone } = giver;
  return [...things.slice(0, giverAt), giverAlone, gift, ...things.slice(giverAt + 1)];
}
