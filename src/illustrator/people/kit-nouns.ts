/** The word lists' entry for a person the character kit draws. */
import type { NounEntry } from "../vocabulary/nouns";
import { hashText } from "../scene/random";
import { personArtworkId } from "./person-artwork-id";
import { lookFor, pickFrom } from "./person-look";
import { PERSON_ROLES } from "./person-roles";
import { heightAgainstGrownUp } from "./proportions";

export function kitPersonNoun(
  word: string,
  extra: Omit<NounEntry, "artwork" | "category"> = {},
): NounEntry {
  const role = PERSON_ROLES[word];
  if (!role) throw new Error(`No person role for "${word}"`);
  const look = lookFor({ role, said: {} }, pickFrom(hashText(word)));
  return {
    artwork: personArtworkId(look, "stand"),
    category: "people",
    bulk: heightAgainstGrownUp(role.age),
    ...extra,
  };
}
