/**
 * A story sentence made ready for the parser: the child telling it is "me" ("I went to the
 * beach"), "on top of the tree" is on the tree (not a top hat), "saw a star" sees it (not a
 * hand saw), "his friend the fox" is the fox. Comparisons ("fly like a bird") name no one in the story.
 */
export function storySentence(sentence: string): string {
  return (
    sentence
      .replace(/\bI\b/g, "me")
      // "his friend the elephant" is the elephant; "they became friends" brings no one new.
      .replace(/\b(?:best )?friends?\b,?(?= (?:the|a|an)\b|[.!?]|$)/gi, "")
      .replace(/\b(?:on |at |to )?(?:the )?(?:very )?top of\b/gi, "on")
      .replace(
        /\bsaw(?= (?:a|an|another|the|some|his|her|my|their|lots|many|two|three|four|five)\b)/gi,
        "",
      )
  );
}

/** The sentence without its comparisons, to find who the story is about. */
export function withoutComparisons(sentence: string): string {
  return sentence.replace(/\b(?:just )?like (?:a|an|the) [a-z]+(?: [a-z]+)?/gi, "");
}
