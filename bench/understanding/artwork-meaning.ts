/**
 * What an artwork IS, known without the illustrator's word tables: an emoji drawing by its Unicode
 * CLDR name and keywords (the `emojibase-data` package), a drawing of our own by its name
 * (`own-toaster` → "toaster"), a kit person as a person of their age with their outfit's role
 * ("kit-person_adult_…_firefighter_…" → a firefighter), and each name read in WordNet.
 *
 * An artwork's id is the Fluent file name: the CLDR name in kebab case ("couch-and-lamp"), with
 * "-default" for emoji that come in skin tones ("man-firefighter-default").
 */
import { createRequire } from "node:module";
import { parsePersonArtworkId } from "../../src/illustrator";
import {
  firstSenseOfKinds,
  isAdjective,
  lemmaOf,
  sensesOfKinds,
  THING_KINDS,
  type SenseKind,
} from "./wordnet";

export type ArtworkSource = "emoji" | "own drawing" | "kit person" | "unknown";

export interface ArtworkMeaning {
  id: string;
  source: ArtworkSource;
  /** The name it is known by: the CLDR name, our drawing's name, "person" with age and role. */
  label: string;
  /** CLDR keywords (emoji only), as emojibase spells them. */
  keywords: string[];
  /**
   * The things it shows, as noun phrases: each part of the name ("couch and lamp" → couch, lamp),
   * read in WordNet when WordNet knows it ("horizontal traffic light" → traffic light, "dog face"
   * → dog, "man firefighter" → man, firefighter), and the keywords that are the very thing in
   * their most common sense ("hot dog": frankfurter).
   */
  names: string[];
  /**
   * What it is a kind of, read from the last words of a name WordNet does not know ("clapper
   * board" → board, "police car light" → light): a board is drawn by it, but a clapper board is no
   * near thing for a cutting board.
   */
  kindOf: string[];
  /** Things a kit person wears or holds rather than is: a dress, pyjamas, a walking stick. */
  worn: string[];
  /**
   * The kinds of sense its names are read in, from the emoji's group: the `bat` of "animals and
   * nature" is the animal, never the club; a kit person is a person.
   */
  kinds: readonly SenseKind[];
  /** One name for the thing, to tell two drawn things apart ("person" for every kit person). */
  key: string;
}

interface EmojibaseEmoji {
  label: string;
  group?: number;
  tags?: string[];
}

/**
 * The kinds of sense an emoji group's names are read in (emojibase groups: 0 smileys, 1 people and
 * body, 3 animals and nature, 4 food and drink, 5 travel and places, 6 activities, 7 objects). A
 * name none of whose senses is of those kinds is read in every kind of thing ("nest").
 */
const GROUP_KINDS: Readonly<Record<number, readonly SenseKind[]>> = {
  0: ["body", "person"],
  1: ["person", "body", "artifact"],
  3: ["animal", "plant", "object", "food"],
  4: ["food", "plant", "substance", "artifact"],
  5: ["artifact", "location", "object", "phenomenon", "substance"],
  6: ["artifact", "possession", "object"],
  7: ["artifact", "possession"],
};

/**
 * Fluent file names that are not the CLDR name, and CLDR names WordNet cannot read, spelled as
 * WordNet does. Only spelling: what the drawing shows, never a different thing.
 */
const SPELLINGS: Readonly<Record<string, string>> = {
  "woman-merpeople": "mermaid",
  "man-merpeople": "merman",
  "person-merpeople": "merman and mermaid",
  "t-rex": "tyrannosaurus",
  "person-superhero": "superhero",
  "person-elf": "elf",
  "flying-disc": "frisbee",
  "mobile-phone": "cellular phone",
  "baby-bottle": "feeding bottle",
  "cheese-wedge": "cheese",
  "honey-pot": "pot of honey",
  "hair-pick": "comb",
  tennis: "tennis ball",
  // CLDR names some pictures by what they are for: 🔒 "locked" is a padlock, 🍳 "cooking" an egg
  // in a frying pan.
  locked: "padlock",
  cooking: "frying pan and egg",
};

/** Words for a person that CLDR puts in front of what they are or do ("man firefighter"). */
const PERSON_WORDS = new Set(["person", "man", "woman", "people", "men", "women", "boy", "girl"]);
/** "X of Y" where X is only how much of Y there is: the thing drawn is Y. */
const PORTIONS = new Set([
  "ear",
  "sheaf",
  "cut",
  "pile",
  "piece",
  "slice",
  "bunch",
  "pot",
  "shallow pan",
]);

/** CLDR names that are no kind of their last word: a rice ball is no ball, an oil drum no drum. */
const NOT_ITS_LAST_WORDS = new Set<string>([
  "rice ball",
  "confetti ball",
  "oil drum",
  "carousel horse",
  "club suit",
  "diamond suit",
  "heart suit",
  "spade suit",
  "poultry leg",
  "pig nose",
  "hair pick",
  "speech balloon",
  "thought balloon",
  "airplane arrival",
  "airplane departure",
  "money-mouth face",
  "zipper-mouth face",
]);

/** Right-hand parts that are a feature of the drawing, not a thing drawn ("sun with face"). */
const FEATURES = new Set([
  "face",
  "smiling face",
  "open mouth",
  "eyes",
  "arrow",
  "heart",
  "hearts",
  "decorative cover",
]);

/** What a kit person is by age and build: "person" first, then the nouns for them. */
const AGE_NAMES: Readonly<Record<string, Readonly<Record<string, string[]>>>> = {
  baby: { girl: ["baby", "baby girl"], boy: ["baby", "baby boy"], neutral: ["baby"] },
  toddler: {
    girl: ["toddler", "girl", "child"],
    boy: ["toddler", "boy", "child"],
    neutral: ["toddler", "child"],
  },
  child: { girl: ["child", "girl"], boy: ["child", "boy"], neutral: ["child"] },
  adult: { girl: ["adult", "woman"], boy: ["adult", "man"], neutral: ["adult"] },
  elder: {
    girl: ["old woman", "old person"],
    boy: ["old man", "old person"],
    neutral: ["old person"],
  },
};

/** A kit outfit's role, as a child names it; everyday clothes are worn, not a role. */
const OUTFIT_ROLES: Readonly<Record<string, string>> = {
  pirate: "pirate",
  firefighter: "firefighter",
  doctor: "doctor",
  nurse: "nurse",
  astronaut: "astronaut",
  princess: "princess",
  prince: "prince",
  king: "king",
  queen: "queen",
  chef: "chef",
  farmer: "farmer",
  police: "police officer",
  builder: "builder",
  ballerina: "ballerina",
  superhero: "superhero",
  "mail-carrier": "mail carrier",
  teacher: "teacher",
  wizard: "wizard",
  witch: "witch",
  fairy: "fairy",
  elf: "elf",
  santa: "santa claus",
  knight: "knight",
  mermaid: "mermaid",
};
const OUTFIT_CLOTHES: Readonly<Record<string, string[]>> = {
  dress: ["dress"],
  swimsuit: ["swimsuit"],
  pyjamas: ["pyjamas"],
  casual: [],
};

/** Our own drawings are things first (a table, a swing), then plants and places (a bush, a cave). */
const OWN_KINDS: readonly SenseKind[] = ["artifact", "object", "plant", "substance", "location"];

let emojiByName: Map<string, EmojibaseEmoji> | undefined;
const meanings = new Map<string, ArtworkMeaning>();

function emojis(): Map<string, EmojibaseEmoji> {
  if (emojiByName) return emojiByName;
  const list = createRequire(import.meta.url)("emojibase-data/en/data.json") as EmojibaseEmoji[];
  emojiByName = new Map(list.map((emoji) => [slugOf(emoji.label), emoji]));
  return emojiByName;
}

/** The CLDR name in kebab case, as the Fluent files spell it ("Couch and lamp" → couch-and-lamp). */
export function slugOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function meaningOf(id: string): ArtworkMeaning {
  const known = meanings.get(id);
  if (known) return known;
  const meaning = readMeaning(id);
  meanings.set(id, meaning);
  return meaning;
}

function readMeaning(id: string): ArtworkMeaning {
  const person = parsePersonArtworkId(id);
  if (person) {
    const { age, build, outfit, walkingStick, glasses } = person.look;
    const role = OUTFIT_ROLES[outfit];
    const names = ["person", ...(AGE_NAMES[age]?.[build] ?? []), ...(role ? [role] : [])];
    const worn = [
      ...(OUTFIT_CLOTHES[outfit] ?? []),
      ...(walkingStick ? ["walking stick"] : []),
      ...(glasses ? ["glasses"] : []),
    ];
    return {
      id,
      source: "kit person",
      label: names.join(", "),
      keywords: [],
      names,
      kindOf: [],
      worn,
      kinds: ["person"],
      key: "person",
    };
  }
  const base = id.replace(/-default$/, "");
  const emoji = emojis().get(base);
  const own = base.startsWith("own-") ? base.slice(4).replace(/-/g, " ") : undefined;
  const label = emoji?.label.toLowerCase() ?? own ?? base.replace(/-/g, " ");
  const keywords = emoji?.tags ?? [];
  const kinds = emoji ? (GROUP_KINDS[emoji.group ?? -1] ?? THING_KINDS) : OWN_KINDS;
  const { names, kindOf } = readName(SPELLINGS[base] ?? label, keywords, kinds);
  return {
    id,
    source: emoji ? "emoji" : own ? "own drawing" : "unknown",
    label,
    keywords,
    names,
    kindOf,
    worn: [],
    kinds,
    key: names[0] ?? label,
  };
}

/**
 * The senses a drawn name is read in: of the artwork's kinds, or of any kind of thing if none; the
 * first is what the drawing most likely is, taking the kinds in their order (🐔 "chicken" is the
 * bird before the meat WordNet lists first).
 */
export function sensesOfName(name: string, kinds: readonly SenseKind[]): string[] {
  const senses = sensesOfKinds(name, kinds);
  if (senses.length === 0) return sensesOfKinds(name, THING_KINDS);
  const first = firstSenseOfKinds(name, kinds);
  return first ? [first, ...senses.filter((sense) => sense !== first)] : senses;
}

interface Reading {
  names: string[];
  kindOf: string[];
}

/** The things a name shows, read in WordNet where it can be, then the keywords that confirm them. */
function readName(
  label: string,
  keywords: readonly string[],
  kinds: readonly SenseKind[],
): Reading {
  // CLDR qualifies some names after a colon ("person walking: facing right"): the thing is before.
  const parts = label
    .replace(/:.*$/, "")
    // "snowman without snow", "teacup without handle": the thing is what comes before.
    .replace(/ without .*$/, "")
    .split(/ with | and | in | on | behind | over | at | showing /)
    .map((part, position) => (position > 0 && FEATURES.has(part) ? "" : part.trim()))
    .filter(Boolean);
  const reading: Reading = { names: [], kindOf: [] };
  for (const part of parts) {
    const { names, kindOf } = readPart(part);
    reading.names.push(...names);
    reading.kindOf.push(...kindOf);
  }
  // A keyword is another name when its most common sense is the very thing a name is ("tv" for a
  // television, "frankfurter" for a hot dog); not when it only goes with it ("sea" for a sailboat)
  // or is a rarer sense ("dog" for a hot dog), nor a kind the thing is ("vegetable" for a carrot:
  // a cucumber is a vegetable too, and no carrot).
  const senses = new Set(reading.names.flatMap((name) => sensesOfName(name, kinds)));
  for (const keyword of keywords) {
    if (reading.names.includes(keyword) || keyword.length < 3) continue;
    const first = sensesOfKinds(keyword, THING_KINDS)[0];
    if (first && senses.has(first)) reading.names.push(keyword);
  }
  return { names: [...new Set(reading.names)], kindOf: [...new Set(reading.kindOf)] };
}

/**
 * What one part of a name shows: the part itself, and what WordNet knows it as — the whole ("hot
 * dog"), an animal's face as the animal ("dog face" → dog), the thing without the words that only
 * describe it ("horizontal traffic light" → traffic light), a person doing something as the
 * person and what they do it with ("man firefighter" → man, firefighter; "person rowing boat" →
 * person, rowing boat), a portion as what it is of ("ear of corn" → corn). Words WordNet does not
 * know as one thing are a kind of their last words ("clapper board" of board), unless reviewed as
 * no kind of them (a rice ball is no ball, an oil drum no drum).
 */
function readPart(part: string): Reading {
  const words = part.split(" ");
  const whole = lemmaOf(part);
  if (whole) return { names: [...new Set([part, whole.replace(/_/g, " ")])], kindOf: [] };
  const portion = /^(.+?) of (.+)$/.exec(part);
  if (portion) {
    const [, container = "", what = ""] = portion;
    const inside = readPart(what);
    const outside = PORTIONS.has(container) ? { names: [], kindOf: [] } : readPart(container);
    return {
      names: [part, ...outside.names, ...inside.names],
      kindOf: [...outside.kindOf, ...inside.kindOf],
    };
  }
  if (words.length > 1 && PERSON_WORDS.has(words[0] ?? "")) {
    const rest = words[1]?.endsWith("ing") ? words.slice(2) : words.slice(1);
    const doing = rest.length > 0 ? readPart(rest.join(" ")) : { names: [], kindOf: [] };
    return { names: [part, words[0] ?? "", ...doing.names], kindOf: doing.kindOf };
  }
  if (words.length > 1 && words.at(-1) === "face") {
    const animal = readPart(words.slice(0, -1).join(" "));
    if (animal.names.some((name) => lemmaOf(name)))
      return { ...animal, names: [part, ...animal.names] };
  }
  if (NOT_ITS_LAST_WORDS.has(part)) return { names: [part], kindOf: [] };
  for (let start = 1; start < words.length; start += 1) {
    const lemma = lemmaOf(words.slice(start).join(" "));
    if (!lemma) continue;
    const head = lemma.replace(/_/g, " ");
    // Dropping words that only describe ("horizontal", "cooked", "front-facing") leaves the thing;
    // dropping a noun ("clapper" of "clapper board") leaves what kind of thing it is.
    const describes = words
      .slice(0, start)
      .every((word) => isAdjective(word) || /(ing|ed|[’']s)$/.test(word));
    return describes ? { names: [part, head], kindOf: [] } : { names: [part], kindOf: [head] };
  }
  return { names: [part], kindOf: [] };
}
