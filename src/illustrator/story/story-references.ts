import type { StoryName } from "./story-names";

/**
 * What a story sentence's "it" refers to: the thing the story spoke of last ("Pip took the ball
 * to the park. Then Pip took it home." takes the ball home). An "it" that opens a sentence or
 * is the weather ("it was sunny", "it got dark", "it rained") refers to nothing.
 */
const REFERRING_IT =
  /(?<!^|[.!?] )\bit\b(?! (?:was|is|got|gets|started|starts|began|rained|snowed|felt|looked|seemed)\b)(?!['’])/gi;

export function withThingReferred(sentence: string, lastThing: string | undefined): string {
  if (!lastThing) return sentence;
  return sentence.replace(REFERRING_IT, `the ${lastThing}`);
}

/** Who the story's "she" and "he" are: the girl or the boy it named last. */
export interface PeopleReferred {
  she?: string;
  he?: string;
}

const SHE_KINDS = new Set(
  "girl sister mommy grandma woman aunt princess queen fairy mermaid witch ballerina".split(" "),
);
const HE_KINDS = new Set("boy brother daddy grandpa man uncle prince king".split(" "));
const OPENING_PRONOUN =
  /(^|[.!?]\s+|\b(?:Then|Soon|Now|Later|Next|Suddenly|Finally|So|And),? )([Ss]he|[Hh]e)\b/g;

/** "She built a snowman" after "Ava woke up": the girl builds it, not a snowman alone. */
export function withPersonReferred(sentence: string, referred: PeopleReferred): string {
  return sentence.replace(OPENING_PRONOUN, (said, before: string, pronoun: string) => {
    const kind = pronoun.toLowerCase() === "she" ? referred.she : referred.he;
    return kind ? `${before}the ${kind}` : said;
  });
}

/** The girl and the boy a page names, for the next page's "she" and "he". */
export function peopleReferredAfter(
  text: string,
  names: readonly StoryName[],
  before: PeopleReferred,
): PeopleReferred {
  const after = { ...before };
  for (const { name, kind } of names) {
    if (!new RegExp(`\\b${name}\\b`).test(text)) continue;
    if (SHE_KINDS.has(kind)) after.she = kind;
    if (HE_KINDS.has(kind)) after.he = kind;
  }
  return after;
}
