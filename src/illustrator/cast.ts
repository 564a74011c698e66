/**
 * A story's cast: its characters, each drawn the same (same artwork, colour and size) on every
 * page from the one where the story brings it in. Characters are people, animals and creatures,
 * and a vehicle, toy or object the story treats as a hero: the title names it, it has a name, it
 * talks, or it is what sentences are about. Body parts, verbs and scenery never are.
 */
import { parseDescription } from "./parse/parse-description";
import { SIZE_WORDS } from "./vocabulary/modifiers";
import type { ParsedDescription, ParsedThing } from "./parse/parsed-description";
import { carriedThingsOf, type CarriedThing } from "./story/carried-things";
import { withNamesUsedAsPeople } from "./story/names-used-as-people";
import { readStoryNames, withNamesAsKinds, type StoryName } from "./story/story-names";
import { isCreature, isNamedThing } from "./story/story-things";
import { storySentence, withoutComparisons } from "./story/story-text";

/** At most this many characters go on a page; more would crowd the pictures. */
const MAX_CAST = 3;
/** Words that make a title's things belong to another: "The Squirrel's Tree", "His Kite". */
/** "A Cake for Coco": the title is about the one it is for. */
const FOR_WHOM = /\bfor\b/i;
const OWNERSHIP = /['’]s\b|\b(?:his|her|my|their|its|our|your)\b/i;
/** Drawings of the world around the story, never one of its characters. */
const SCENERY =
  /\b(sun|moon|star|stars|cloud|rainbow|tree|flower|leaf|plant|mountain|house|home|building|castle|school|barn|hospital|church|rain|snow|snowflake|wind|wave|fire|island|volcano|comet)\b/;
const TALKING =
  /\b(said|says|say|asked|asks|told|tells|talked|talks|talk|sang|sings|shouted|laughed)\b/i;

const PRONOUNS: ReadonlySet<string> = new Set(
  "i me we us you he him she her it they them".split(" "),
);
/** "… was called Bobo", "…, named Zoom". */
const CALLED = /^s?,? (?:was |is )?(?:called|named) [A-Z]/;
/** Capitalised words that open a sentence rather than name someone ("Then the dragon…"). */
const SENTENCE_OPENERS: ReadonlySet<string> = new Set(
  "Then The And But So One Once At In On When Suddenly Soon Finally After Now Every Later Next Today Inside Outside Together Everyone Meanwhile".split(
    " ",
  ),
);

export interface CastMember {
  characterId: string;
  /** How a child called it ("purple dragon"). */
  name: string;
  /** The name the story gave it ("Ella" for "Ella is a little girl", "Pip the puppy"). */
  properName?: string;
  thing: ParsedThing;
  /** The page (from 0) where the story brings it in. */
  firstPage: number;
}

export interface Cast {
  members: CastMember[];
  /** The names the story gives, each with what it is ("Ella" is a girl). */
  names: StoryName[];
  /** The things the story speaks of with a colour, which keep it on every page. */
  things: CarriedThing[];
  /** The one who is the child ("me", otherwise the first person): face swap's only face. */
  childId?: string;
}

interface Candidate {
  thing: ParsedThing;
  mentions: number;
  firstPage: number;
  order: number;
  isTitleHero: boolean;
  /** Sentences it is the first thing of. */
  subjectOf: number;
  isNamedOrTalking: boolean;
}

/** The cast of a story told as pages (each page's words). */
export function createStoryCast(title: string, pages: readonly string[]): Cast {
  const candidates: Candidate[] = [];
  const names = withNamesUsedAsPeople(readStoryNames([title, ...pages]), pages);
  const namedKinds = names.map(({ kind }) => parseDescription(kind).things[0]);
  const titleThings = thingsOf(
    parseDescription(storySentence(withNamesAsKinds(titleHeroPart(title), names))),
  );
  const described = notSizeWords(titleThings);
  for (const thing of described.filter(mayBeCharacter)) {
    candidates.push(newCandidate(thing, 0, candidates.length, true));
  }
  const parsedPages: ParsedDescription[] = [];
  pages.forEach((page, pageIndex) => {
    const sentence = withoutComparisons(storySentence(withNamesAsKinds(page, names)));
    const parsed = parseDescription(sentence);
    parsedPages.push(parsed);
    notSizeWords(parsed.things).forEach((thing, position) => {
      for (const mentioned of [thing, ...partsOf(thing)].filter(mayBeCharacter)) {
        const known = candidates.find((candidate) => isSameCharacter(candidate.thing, mentioned));
        const candidate = known ?? newCandidate(mentioned, pageIndex, candidates.length, false);
        if (!known) candidates.push(candidate);
        else known.thing = richer(known.thing, mentioned);
        if (candidate.mentions === 0) candidate.firstPage = pageIndex;
        candidate.mentions += 1;
        if (position === 0 && mentioned === thing && opensSentence(sentence, thing)) {
          candidate.subjectOf += 1;
        }
        const isNamed =
          isNamedIn(sentence, mentioned) ||
          namedKinds.some((kind) => kind && isSameCharacter(kind, mentioned));
        const talks = position === 0 && TALKING.test(sentence) && opensSentence(sentence, thing);
        if (isNamed || talks) {
          candidate.isNamedOrTalking = true;
        }
      }
    });
  });
  const characters = candidates.filter(
    (candidate) =>
      isCreature(candidate.thing) ||
      candidate.isTitleHero ||
      candidate.isNamedOrTalking ||
      candidate.subjectOf >= 2,
  );
  const hero =
    characters.find((candidate) => candidate.isTitleHero) ??
    [...characters].sort((a, b) => b.mentions - a.mentions || a.order - b.order)[0];
  const others = characters
    .filter((candidate) => candidate !== hero)
    .sort((a, b) => b.mentions - a.mentions || a.order - b.order)
    .slice(0, MAX_CAST - 1);
  const chosen = hero
    ? [hero, ...others].sort((a, b) => (a === hero ? -1 : b === hero ? 1 : a.order - b.order))
    : [];
  const members = chosen.map((candidate, index): CastMember => {
    const characterId = `character-${index + 1}`;
    const { action: _action, target: _target, perch: _perch, ...look } = candidate.thing;
    const properName = names.find(({ kind }) => {
      const drawn = parseDescription(kind).things[0];
      return drawn !== undefined && isSameCharacter(candidate.thing, drawn);
    })?.name;
    return {
      characterId,
      ...(properName ? { properName } : {}),
      name: candidate.thing.color
        ? `${candidate.thing.color.word} ${candidate.thing.word}`
        : candidate.thing.word,
      thing: { ...look, characterId },
      firstPage: candidate.firstPage,
    };
  });
  const child =
    members.find((member) => member.thing.word === "me") ??
    members.find((member) => member.thing.category === "people") ??
    members.find((member) => member.thing.face !== undefined);
  const things = carriedThingsOf(parsedPages.flatMap(thingsOf)).filter(
    (thing) => !members.some((member) => member.thing.word === thing.word),
  );
  return { members, names, things, ...(child ? { childId: child.characterId } : {}) };
}

/** The cast member a thing on a page is: the same word, "the car" for the race car, "the kitty". */
export function castMemberFor(cast: Cast, thing: ParsedThing): CastMember | undefined {
  return cast.members.find((member) => isSameCharacter(member.thing, thing));
}

function isSameCharacter(known: ParsedThing, thing: ParsedThing): boolean {
  if (known.word === thing.word) return true;
  if (known.word.endsWith(` ${thing.word}`)) return true;
  return known.category === "animals" && known.artwork === thing.artwork;
}

/** The part of a title that names its hero: "The Squirrel's Tree", "A Cake for Coco". */
function titleHeroPart(title: string): string {
  const forWhom = title.split(FOR_WHOM)[1];
  return (forWhom ?? title).split(OWNERSHIP)[0] ?? "";
}

/** A size word before another thing describes it ("a giant carrot"), it is not a giant. */
function notSizeWords(things: ParsedThing[]): ParsedThing[] {
  return things.filter((thing, index) => !(thing.word in SIZE_WORDS && index < things.length - 1));
}

function mayBeCharacter(thing: ParsedThing): boolean {
  if (!isNamedThing(thing)) return false;
  if (isCreature(thing)) return true;
  // What it is is its last word: a fire truck is a truck, a palm tree a tree.
  const kind = thing.word.split(" ").pop() ?? thing.word;
  return thing.wornOn === undefined && !SCENERY.test(kind);
}

/** What a thing holds, rides or sits on: "rode his horse", "gave the dragon a hug". */
function partsOf(thing: ParsedThing): ParsedThing[] {
  return [thing.target, thing.perch].flatMap((part) => (part ? [part, ...partsOf(part)] : []));
}

function thingsOf(parsed: ParsedDescription): ParsedThing[] {
  return parsed.things.flatMap((thing) => [thing, ...partsOf(thing)]);
}

function newCandidate(
  thing: ParsedThing,
  page: number,
  order: number,
  isTitleHero: boolean,
): Candidate {
  return {
    thing,
    mentions: 0,
    firstPage: page,
    order,
    isTitleHero,
    subjectOf: 0,
    isNamedOrTalking: false,
  };
}

/** The sentence is about the thing: "The little red boat sailed…", not "She found a boat". */
function opensSentence(sentence: string, thing: ParsedThing): boolean {
  const lower = sentence.toLowerCase();
  const at = lower.indexOf(thing.word.split(" ")[0] ?? thing.word);
  if (at < 0) return false;
  const before = lower
    .slice(0, at)
    .split(/[^a-z]+/)
    .filter(Boolean);
  return before.length <= 5 && !before.some((word) => PRONOUNS.has(word));
}

/** "a teddy bear called Bobo", "Bobo the teddy bear", "a car named Zoom". */
function isNamedIn(sentence: string, thing: ParsedThing): boolean {
  const word = thing.word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const at = sentence.toLowerCase().search(new RegExp(`\\b${word}`));
  if (at >= 0 && CALLED.test(sentence.slice(at + thing.word.length))) return true;
  const named = new RegExp(`\\b([A-Z][a-z]+) the (?:[a-z]+ )?${word}\\b`).exec(sentence);
  return named !== null && !SENTENCE_OPENERS.has(named[1] ?? "");
}

/** The mention that says more about the character: a colour, then a size, then accessories. */
function richer(first: ParsedThing, later: ParsedThing): ParsedThing {
  const score = (thing: ParsedThing) =>
    (thing.color ? 4 : 0) + (thing.sizeWord ? 2 : 0) + (thing.accessories.length > 0 ? 1 : 0);
  return score(later) > score(first) ? later : first;
}
