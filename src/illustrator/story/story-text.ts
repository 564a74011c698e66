/**
 * A story sentence made ready for the parser: the child telling it is "me" ("I went to the
 * beach"), "back home" is a place, under the moon is night, "it rained" is rain, "on top of the
 * tree" is on the tree (not a top hat), "saw a star" sees it (not a hand saw), "his friend the
 * fox" is the fox. Comparisons ("fly like a bird") name no one in the story.
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
      // "flew back home", "took the kitten home": the place, not a house on the page.
      .replace(
        /(\b(?:at|to|in|into|from|my|our|his|her|the|their|a) )?\bhome\b/gi,
        (match, before) => (before ? match : "to home"),
      )
      // Under the moon or the stars is a night sky, not a trip to the moon or into space.
      .replace(/\b(?:under|of|in|by) (?:the |a )?(?:moon|moonlight)\b/gi, "at night")
      .replace(/\b(?:under|in|by) (?:the )?(?:stars|starlight)\b/gi, "at night with twinkly stars")
      .replace(/\b(rain)(?:ed|ing|s)\b/gi, "$1")
  );
}

/** The sentence without its comparisons, to find who the story is about. */
export function withoutComparisons(sentence: string): string {
  return sentence.replace(/\b(?:just )?like (?:a|an|the) [a-z]+(?: [a-z]+)?/gi, "");
}
