/**
 * The understanding bench's judge by MEANING: is a noun said alone ("a bowl") drawn as itself? It
 * looks at the drawing — each drawn layer's artwork and what that artwork is (artwork-meaning.ts:
 * its CLDR name and keywords, our drawing's name, a kit person's age and role) — never at the
 * label the illustrator writes, and never at the illustrator's word tables.
 *
 * A word is read in the kinds of sense its list gives it ("mouse" among animals is the rodent,
 * "computer mouse" among screens the device; a word of no list is read as any kind of thing), and
 * a drawn name in the kinds of its artwork (the `bat` emoji is an animal, never a club).
 *
 * - itself: the artwork is named by the word or shares a WordNet sense with it (a sofa drawn as a
 *   couch), or is a kind of what the word means (an alarm clock for "clock", a tulip for
 *   "flower"), or a hand-reviewed same thing (reviewed-things.ts: "bunny" as a rabbit);
 * - near: a hand-reviewed near thing (a duvet drawn as a blanket), a thing a kit person wears or
 *   holds (a dress), or, by WordNet, what the word's most common sense is a kind of, one or two
 *   steps up (a puppy drawn as a dog) — from that sense only: a bowl is a vessel that holds food,
 *   never the vessel a sailboat is;
 * - wrong: anything else (a bowl drawn as a sailboat, a toaster as a person), or nothing but the
 *   place's scenery;
 * - mascot: Doodle Dino (the `t-rex` artwork) drawn for a word that is no dinosaur.
 * A picture is also `split` when it draws two or more different things for one noun (a traffic
 * light drawn as a police light and a traffic light), whatever each of them is.
 */
import { composeScene, type PlacedItem, type Scene } from "../../src/illustrator";
import { meaningOf, sensesOfName, type ArtworkMeaning } from "./artwork-meaning";
import {
  BASIC_KINDS,
  NEAR_THINGS,
  NEVER_NEAR,
  NOT_ITS_LAST_WORDS,
  NOT_NEAR,
  SAME_THINGS,
} from "./reviewed-things";
import {
  firstSenseOfKinds,
  hypernymsOf,
  lemmaOf,
  sensesOfKinds,
  synsetAt,
  THING_KINDS,
  type SenseKind,
} from "./wordnet";

export type Verdict = "itself" | "near" | "wrong" | "mascot";
export const VERDICTS: readonly Verdict[] = ["itself", "near", "wrong", "mascot"];

export interface DrawnThing {
  /** The layer's artwork id, or "place:<id>", "time:<id>", "weather:<id>" for the background. */
  artwork: string;
  meaning: ArtworkMeaning;
  verdict: Verdict;
  /** Why, in a few words ("WordNet: sofa = couch"). */
  because: string;
}

export interface NounJudgement {
  word: string;
  /** What was composed: "a bowl", "in the kitchen". */
  said: string;
  verdict: Verdict;
  /** Two or more different things drawn for the one noun. */
  split: boolean;
  /** The drawn things (not the place's scenery or sparkles), then the place and weather when they count. */
  drawn: DrawnThing[];
}

export interface HowSaid {
  /** Said where you are: "in the kitchen". */
  asPlace?: boolean;
  /** The kinds of sense the word is meant in (its list's); any kind of thing when absent. */
  kinds?: readonly SenseKind[];
}

/** The mascot's artwork: Doodle Dino, drawn when nothing was understood. */
export const MASCOT_ARTWORK = "t-rex";
/** Layers that are the place's scenery or sparkle, not a thing asked for. */
const NOT_ASKED: ReadonlySet<PlacedItem["role"]> = new Set(["prop", "decoration"]);
/** How far down WordNet a drawn thing may be a kind of the word and still be it (car for vehicle). */
const KIND_LEVELS = 4;
/** How far up from the word's most common sense a drawn thing is still near (puppy → dog). */
const NEAR_LEVELS = 2;
/** How far up the everyday name of a thing's kind may be (seagull → gull → … → bird). */
const BASIC_LEVELS = 8;
const RANK: Readonly<Record<Verdict, number>> = { itself: 0, near: 1, wrong: 2, mascot: 3 };

/** "a bowl", "an owl", or a place said where you are: "in the kitchen". */
export function sayNoun(word: string, asPlace = false): string {
  if (asPlace) return `in the ${word}`;
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

/** Composes the noun said alone and judges the picture. */
export function judgeNoun(word: string, how: HowSaid = {}): NounJudgement {
  return judgeScene(word, composeScene(sayNoun(word, how.asPlace)), how);
}

/** Judges a picture drawn for one noun. */
export function judgeScene(word: string, scene: Scene, how: HowSaid = {}): NounJudgement {
  const layers = scene.layers.filter((item) => !NOT_ASKED.has(item.role));
  const drawn = layers.map((item) => judgeArtwork(word, item.artwork, how.kinds));
  // The place, the time of day and the weather painted behind: the answer for a place said ("in
  // the kitchen"), or for a word the background draws ("snow", "sunset", "rain").
  const background: DrawnThing[] = [judgeBackground(word, "place", scene.background.place, how)];
  if (scene.background.time !== "day") {
    background.push(judgeBackground(word, "time", scene.background.time, how));
  }
  for (const weather of scene.background.weather ?? []) {
    background.push(judgeBackground(word, "weather", weather, how));
  }
  // The background counts when it is the answer (the place said, rain for "rain"), not as a miss.
  const counted = [...drawn, ...background.filter((thing) => thing.verdict !== "wrong")];
  const best = counted.reduce<Verdict>(
    (verdict, thing) => (RANK[thing.verdict] < RANK[verdict] ? thing.verdict : verdict),
    "wrong",
  );
  const mascot = drawn.some((thing) => thing.verdict === "mascot");
  return {
    word,
    said: sayNoun(word, how.asPlace),
    verdict: mascot ? "mascot" : best,
    split: new Set(drawn.map((thing) => thing.meaning.key)).size >= 2,
    drawn: [
      ...drawn,
      ...background.filter(
        (thing) => thing.verdict !== "wrong" || (how.asPlace && thing.artwork.startsWith("place:")),
      ),
    ],
  };
}

/** One drawn artwork judged against the word. */
export function judgeArtwork(
  word: string,
  artwork: string,
  kinds: readonly SenseKind[] = THING_KINDS,
): DrawnThing {
  const meaning = meaningOf(artwork);
  if (artwork === MASCOT_ARTWORK && !isDinosaurWord(word)) {
    return { artwork, meaning, verdict: "mascot", because: "Doodle Dino, the mascot" };
  }
  return { artwork, meaning, ...judgeMeaning(word, meaning, kinds) };
}

/** The place or weather painted behind: known by its name ("sea", "home", "rain"). */
function judgeBackground(word: string, what: string, name: string, how: HowSaid): DrawnThing {
  const meaning: ArtworkMeaning = {
    id: `${what}:${name}`,
    source: "unknown",
    label: name,
    keywords: [],
    names: [name],
    kindOf: [],
    worn: [],
    kinds: THING_KINDS,
    key: `${what}:${name}`,
  };
  return { artwork: meaning.id, meaning, ...judgeMeaning(word, meaning, how.kinds) };
}

/** Whether a drawn thing known by `meaning` is the word, near it, or something else. */
export function judgeMeaning(
  word: string,
  meaning: Pick<ArtworkMeaning, "names" | "kindOf" | "worn" | "kinds">,
  kinds: readonly SenseKind[] = THING_KINDS,
): { verdict: Verdict; because: string } {
  const said = word.toLowerCase();
  const same = isTheThing(said, meaning, kinds);
  if (same) return { verdict: "itself", because: same };
  const wordSenses = sensesOfKinds(said, kinds);
  // The drawn thing as what its names most commonly mean among its kinds, and as the words a
  // reviewer said it is drawn for (a sailboat is drawn for "boat"). Only the most common sense:
  // 🐈 is a house cat, not the "cat" a jaguar is; 🏦 a bank, not the "bank" a piggy bank is.
  const firstSense = (name: string, senseKinds: readonly SenseKind[]) => {
    const first = sensesOfName(name, senseKinds)[0];
    return first ? [[name, first] as const] : [];
  };
  const drawn = meaning.names.flatMap((name) => firstSense(name, meaning.kinds));
  const drawnFor = Object.entries(SAME_THINGS)
    .filter(([, names]) => names.some((name) => meaning.names.includes(name)))
    .flatMap(([alias]) => firstSense(alias, THING_KINDS));
  // A kind of what the word means: an alarm clock for "clock", a car for "vehicle".
  for (const [name, sense] of drawn) {
    const up = hypernymsOf(sense, KIND_LEVELS);
    if (wordSenses.some((offset) => up.has(offset))) {
      return { verdict: "itself", because: `WordNet: a ${name} is a kind of ${said}` };
    }
  }
  const kindOf = meaning.kindOf.find((name) =>
    sensesOfKinds(name).some((offset) => wordSenses.includes(offset)),
  );
  if (kindOf) return { verdict: "itself", because: `a kind of ${kindOf}` };

  const near = meaning.names.find((name) => NEAR_THINGS[said]?.includes(name));
  if (near) return { verdict: "near", because: `reviewed near thing: ${said} → ${near}` };
  const worn = meaning.worn.find(
    (thing) => thing === said || sensesOfKinds(thing).some((offset) => wordSenses.includes(offset)),
  );
  if (worn) return { verdict: "near", because: `worn or held by a person: ${worn}` };
  // What the word's most common sense is a kind of, from that sense only: one or two steps up, or
  // any steps up to the everyday name of its kind (a seagull is a bird).
  const usual = firstSenseOfKinds(said, kinds);
  if (usual) {
    const up = hypernymsOf(usual, BASIC_LEVELS);
    const kind = [...drawn, ...drawnFor].find(
      ([name, sense]) =>
        !NEVER_NEAR[name] &&
        !NOT_NEAR[said]?.includes(name) &&
        up.has(sense) &&
        ((up.get(sense) ?? Infinity) <= NEAR_LEVELS || BASIC_KINDS.has(name)),
    );
    if (kind) return { verdict: "near", because: `WordNet: a ${said} is a kind of ${kind[0]}` };
  }
  // A word WordNet does not know is a kind of its last words ("toy car", "bin man", "baby bird"):
  // drawn as them, it is near.
  const head = wordSenses.length === 0 && !NOT_ITS_LAST_WORDS.has(said) ? headOf(said) : undefined;
  const headSame =
    head && !meaning.names.some((name) => NEVER_NEAR[name])
      ? isTheThing(head, meaning, kinds, false)
      : undefined;
  if (headSame) return { verdict: "near", because: `a ${said} is a kind of ${head}: ${headSame}` };
  return { verdict: "wrong", because: "a different thing" };
}

/**
 * Why the drawn thing is the very thing the word names, if it is: named by it (in the same
 * sense: the `bat` emoji is no cricket bat), a WordNet synonym (a sofa drawn as a couch), or a
 * reviewed same thing ("bunny" as a rabbit).
 */
function isTheThing(
  said: string,
  meaning: Pick<ArtworkMeaning, "names" | "kindOf" | "kinds">,
  kinds: readonly SenseKind[],
  withKinds = true,
): string | undefined {
  const lemma = lemmaOf(said) ?? said;
  const wordSenses = sensesOfKinds(said, kinds);
  const senses = meaning.names.map((name) => [name, sensesOfName(name, meaning.kinds)] as const);
  const named = senses.find(
    ([name, drawn]) =>
      (name === said || (lemmaOf(name) ?? name) === lemma) &&
      (drawn.length === 0 ||
        wordSenses.length === 0 ||
        drawn.some((offset) => wordSenses.includes(offset))),
  );
  if (named) return `named "${named[0]}"`;
  const kindOf = meaning.kindOf.find((name) => name === said || lemmaOf(name) === lemma);
  if (kindOf && withKinds) return `a kind of ${kindOf}`;
  const same = meaning.names.find((name) => SAME_THINGS[said]?.includes(name));
  if (same) return `reviewed: a ${said} is drawn as a ${same}`;
  // A synonym in the drawn name's most common sense: 🏠 is a house, not the theatre "house".
  for (const [name, drawn] of senses) {
    const first = drawn[0];
    if (first && wordSenses.includes(first)) {
      return `WordNet: ${name} = ${said} (${synsetAt(first).words.join(", ")})`;
    }
  }
  return undefined;
}

/** The last words of a phrase that WordNet knows ("car" of "toy car"), if any. */
function headOf(phrase: string): string | undefined {
  const words = phrase.split(" ");
  for (let start = 1; start < words.length; start += 1) {
    const head = words.slice(start).join(" ");
    if (lemmaOf(head)) return head;
  }
  return undefined;
}

/** A dinosaur asked for: the word names one, or WordNet says it is one ("stegosaurus"). */
export function isDinosaurWord(word: string): boolean {
  if (/dino|saur|t-?rex|raptor/.test(word.toLowerCase())) return true;
  const dinosaur = sensesOfKinds("dinosaur", ["animal"])[0];
  return sensesOfKinds(word, ["animal"]).some(
    (sense) => dinosaur !== undefined && hypernymsOf(sense, 8).has(dinosaur),
  );
}

/** For sorting reports: itself, near, wrong, mascot. */
export function verdictRank(verdict: Verdict): number {
  return RANK[verdict];
}
