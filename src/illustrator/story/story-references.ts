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
