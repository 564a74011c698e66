/**
 * Bedtime is night at home: pyjamas, "in bed", "tucked in", "bedtime", brushing teeth and
 * "good night" turn the sky to night and bring the story home, unless the sentence names
 * another place or sleeping out ("they slept in the tent" stays in the forest). Falling asleep
 * and "tonight" turn it to night where the story is (at home when it has been nowhere yet).
 */
import type { ParsedDescription } from "../parse/parsed-description";
import type { PlaceSoFar } from "./story-places";

const IN_BED =
  /\b(?:bedtime|bed time|pyjamas|pajamas|pjs|tucks?|tucked|goodnight|good night|(?:in|into|to|out of) (?:his |her |my |their |the |a )?(?:bed|cot|crib)|brush(?:es|ed|ing)? (?:his |her |my |their )?teeth)\b/i;
const ASLEEP = /\b(?:tonight|asleep|awake)\b/i;
const SLEEPS = /\b(?:sleep|sleeps|slept|sleeping|asleep|nap|naps|napped|napping)\b/i;
const SLEEPING_OUT = /\b(?:tent|sleeping bag|camp(?:s|ed|ing)?|campfire)\b/i;
/** A nap in the sun or a morning in bed is not night. */
const IN_DAYLIGHT = /\b(?:sun|sunny|nap|morning|woke|wakes|wake)\b/i;

export function atBedtime(
  parsed: ParsedDescription,
  sentence: string,
  soFar: PlaceSoFar,
): ParsedDescription {
  const isInBed = IN_BED.test(sentence);
  // "Whiskers likes to sleep in the sun": a nap in the day, not the night a sleeper brings.
  if (IN_DAYLIGHT.test(sentence)) {
    return SLEEPS.test(sentence) && !parsed.time ? { ...parsed, time: "day" } : parsed;
  }
  if (!isInBed && !ASLEEP.test(sentence)) return parsed;
  const goesHome =
    !parsed.place &&
    !SLEEPING_OUT.test(sentence) &&
    (isInBed ? soFar.place !== "home" : soFar.place === undefined);
  return {
    ...parsed,
    time: parsed.time ?? "night",
    ...(goesHome ? { place: "home", placeWord: "home" } : {}),
  };
}
