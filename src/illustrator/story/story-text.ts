/**
 * A story sentence made ready for the parser: the child telling it is "me" ("I went to the
 * beach"), "back home" is a place, under the moon is night, "it rained" is rain, "on top of the
 * tree" is on the tree (not a top hat), "saw a star" sees it (not a hand saw), "his friend the
 * fox" is the fox, the sun going down is sunset (and coming up morning), and a hero's friends
 * are not strangers drawn beside it; putting on pyjamas or brushing teeth is bedtime, a hat put
 * on is worn; one "waves at" a duck (no sea), sees the stars from a window at
 * night (not in space), jumps into a pile of leaves (many leaves) and blows out a cake's candles.
 * Comparisons ("fly like a bird") name no one in the story.
 */
export function storySentence(sentence: string): string {
  return (
    sentence
      .replace(/\bI\b/g, "me")
      .replace(
        /\b(?:(?:until|till|when|as|after|while) |watched |saw )?the sun (?:went|goes|go|going|was going|set|sets|was setting) down\b/gi,
        "at sunset",
      )
      .replace(/\b(?:(?:until|till|when|as) )?the sun (?:came|comes|come) up\b/gi, "in the morning")
      // "Pip and his friends played": who the friends are is not said, so none are drawn.
      .replace(/\b(?:and |with )?(?:his|her|their|my|our|its) (?:best )?friends\b/gi, "")
      // "his friend the elephant" is the elephant; "they became friends" brings no one new.
      .replace(/\b(?:best )?friends?\b,?(?= (?:the|a|an)\b|[.!?]|$)/gi, "")
      .replace(/\b(?:on |at |to )?(?:the )?(?:very )?top of\b/gi, "on")
      .replace(
        /\bsaw(?= (?:a|an|another|the|some|his|her|my|their|lots|many|two|three|four|five)\b)/gi,
        "",
      )
      // "slept at grandma's house": at a home, with the family the story has brought in.
      .replace(
        /\b(at|to|in|into) (?:the |my |his |her |their )?[a-z]+['’]s (?:house|home)\b/gi,
        "$1 home",
      )
      // "they went inside" at the end of a day out: indoors at home.
      .replace(/\b(went|came|go|goes|going|ran|run|hurried) (?:back )?inside\b/gi, "$1 home")
      // "flew back home", "took the kitten home": the place, not a house on the page.
      .replace(
        /(\b(?:at|to|in|into|from|my|our|his|her|the|their|a) )?\bhome\b/gi,
        (match, before) => (before ? match : "to home"),
      )
      // Under the moon or the stars is a night sky, not a trip to the moon or into space.
      .replace(/\b(?:under|of|in|by) (?:the |a )?(?:moon|moonlight)\b/gi, "at night")
      .replace(/\b(?:under|in|by) (?:the )?(?:stars|starlight)\b/gi, "at night with twinkly stars")
      .replace(/\b(rain)(?:ed|ing|s)\b/gi, "$1")
      // Getting ready for bed is bedtime, not a giant shirt or three paintbrushes on the floor.
      .replace(
        /\b(?:puts?|putting) on (?:his|her|my|their|a|the) (?:[a-z]+ )?(?:pyjamas|pajamas|pjs|nightie|nightgown)\b/gi,
        "at bedtime",
      )
      .replace(/\bbrush(?:es|ed|ing)? (?:his|her|my|their) teeth\b/gi, "at bedtime")
      // One who cannot sleep is awake, not drawn asleep.
      .replace(
        /\b(?:can ?not|can't|can’t|could not|couldn't|couldn’t) (?:go to )?sleep\b/gi,
        "is awake",
      )
      // What one puts on is worn, not sat on.
      .replace(/\b(?:puts?|putting) on (his|her|my|their|a) /gi, "wears $1 ")
      // Watching the waves is looking at them, not a wristwatch.
      .replace(
        /(?<!\b(?:a|his|her|my|their|the|new) )\bwatch(?:es|ed|ing)? (?=the|a|an|some|his|her|them)\b/gi,
        "look at ",
      )
      // "waves at a duck" greets it; it is not the sea's waves.
      .replace(/\bwaves? (?=at|to|goodbye|hello|bye)\b/gi, "waved ")
      // The stars or the moon seen from a window: a night sky outside, not a trip to space.
      .replace(
        /\b(?:up )?at the (?:stars|moon|night sky)\b(.*?)\b(?:from|out of|through) (?:the|her|his|my|their|a) window\b/gi,
        "$1at the window at night",
      )
      // "a big pile of leaves" is many leaves, not one big leaf.
      .replace(
        /\b(?:(?:makes?|made|making|builds?|built|rakes?|raked) (?:them )?(?:into )?)?(?:an? )?(?:big |huge |giant |little |small )?(?:pile|heap)s? of\b/gi,
        "and lots of",
      )
      // Candles with no cake said are on one.
      .replace(/\bcandles\b/gi, (candles, _at, whole: string) =>
        /\bcakes?\b/i.test(whole) ? candles : `${candles} on the cake`,
      )
  );
}

/** The sentence without its comparisons, to find who the story is about. */
export function withoutComparisons(sentence: string): string {
  return sentence.replace(/\b(?:just )?like (?:a|an|the) [a-z]+(?: [a-z]+)?/gi, "");
}
