/**
 * The words about how people look and touch that are not things to draw: "with red curly hair",
 * "wearing glasses", "in a blue dress", "as a pirate", "a pirate girl", "my auntie is a nurse",
 * "grandpa the farmer", "holding hands". Each is taken out of the sentence (so "hair" is never
 * drawn on its own, and the nurse is the auntie, not a second person) and kept for the person it
 * is about: the one named just before it (after it for "a pirate girl").
 */
import { COLOR_WORDS } from "../vocabulary/modifiers";
import { NOUN_ALIASES } from "../vocabulary/nouns";
import type { HairStyle, Outfit } from "./person-kit-types";
import type { SaidLook, SitsOnPerson } from "./person-look";
import { OUTFIT_WORDS, PERSON_ROLES } from "./person-roles";

export interface LookPhrase {
  /** Where it was said, in characters from the start of the original sentence. */
  at: number;
  /** The person is named after the phrase ("a pirate girl"), not before it. */
  isBeforePerson: boolean;
  said: SaidLook;
}

/**
 * Where one person sits on another ("on daddy's lap"), pushes a thing ("pushing the pram"),
 * floats ("floating in space"), holds something named before ("a frog in my hand"), or is
 * several children ("kids", "the children").
 */
export interface ActPhrase {
  at: number;
  act:
    | SitsOnPerson
    | "push"
    | "float"
    | "in-hand"
    | "under-arm"
    | "several"
    | "spray"
    | HandsOn
    | Gardening;
  /** The person whose lap or shoulders they are, when named ("daddy's"). */
  owner?: string;
}

export interface PeopleWords {
  /** The sentence without these phrases (same length: each is blanked with spaces). */
  rest: string;
  looks: LookPhrase[];
  acts: ActPhrase[];
  holdingHands: boolean;
}

const HAIR_COLORS: Readonly<Record<string, string>> = {
  red: "#b8452a",
  ginger: "#c2562b",
  orange: "#c2562b",
  blonde: "#e3b451",
  blond: "#e3b451",
  yellow: "#e8c25a",
  golden: "#d9a441",
  brown: "#6b3e1f",
  black: "#1f1510",
  dark: "#2b1a12",
  white: "#eeeef2",
  grey: "#b9b9c0",
  gray: "#b9b9c0",
  silver: "#cfd3da",
  pink: "#f08cc0",
  blue: "#4f8ef7",
  purple: "#9b6bf0",
  green: "#4cc46b",
};
const HAIR_STYLES: Readonly<Record<string, HairStyle>> = {
  curly: "curly",
  curls: "curly",
  wavy: "curly",
  long: "long",
  straight: "long",
  short: "short",
  pigtails: "pigtails",
  bunches: "pigtails",
  braids: "pigtails",
  plaits: "pigtails",
  ponytail: "ponytail",
  bun: "bun",
  bald: "bald",
};
const COLOR = Object.keys(HAIR_COLORS).join("|");
const STYLE = "curly|wavy|long|straight|short";
const HAIR_NOUN = "hair|curls|pigtails|bunches|braids|plaits|ponytail|bun";
const HAIR = new RegExp(
  `\\b(?:with|has|having|got|and)\\s+(?:(?:${COLOR}|${STYLE}|and|,)\\s+)*(?:${HAIR_NOUN})\\b`,
  "gi",
);
const GLASSES =
  /\b(?:with|wearing|wears|has|and)\s+(?:(?:big|round|little|his|her|my|some)\s+)*(?:glasses|spectacles)\b/gi;
const STICK = /\b(?:with|using|has|and)\s+(?:a|an|his|her)\s+(?:walking\s+stick|cane)\b/gi;
const BEARD = new RegExp(
  `\\b(?:with|has|having|got|and)\\s+(?:a|an|his|some)?\\s*(?:(?:big|long|bushy|little|short|fluffy|curly|${COLOR})\\s+)*(beard|moustache|mustache|tash|whiskers)\\b`,
  "gi",
);
const FRECKLES = /\b(?:with|has|having|got|and)\s+(?:(?:some|lots\s+of|little)\s+)?freckles\b/gi;
const CLOTHES_COLOR = Object.keys(COLOR_WORDS)
  .filter((word) => COLOR_WORDS[word] !== "rainbow")
  .join("|");
const CLOTHES = new RegExp(
  `\\b(?:in|wearing|wears|with)\\s+(?:a|an|her|his|my|the)?\\s*(${CLOTHES_COLOR})\\s+(dress|shirt|t-shirt|top|jumper|sweater|coat|jacket|hoodie|skirt)\\b`,
  "gi",
);
const ROLE_WORDS: Readonly<Record<string, Outfit>> = {
  ...(OUTFIT_WORDS as Record<string, Outfit>),
  fireman: "firefighter",
  policeman: "police",
  policewoman: "police",
  postman: "mail-carrier",
  spaceman: "astronaut",
};
const ROLE = Object.keys(ROLE_WORDS).join("|");
const DRESSED_AS = new RegExp(
  `\\b(?:dressed\\s+(?:up\\s+)?as|as|like|in)\\s+(?:a|an)\\s+(${ROLE})(?:\\s+(?:costume|outfit|suit))?\\b`,
  "gi",
);
/** The words that name a person the kit draws, and what a child calls them ("auntie", "mum", "i"). */
const PERSON = [
  ...Object.keys(PERSON_ROLES),
  ...Object.keys(NOUN_ALIASES).filter((alias) => PERSON_ROLES[NOUN_ALIASES[alias] ?? ""]),
]
  .filter((word) => !OUTFIT_WORDS[word])
  .join("|");
/** "my auntie is a nurse", "daddy's a pirate", "grandpa the farmer": one person in that outfit. */
const IS_A_ROLE = new RegExp(
  `(?<=\\b(?:${PERSON}))(?:\\s+(?:is|was|am)\\s+(?:a|an)|'s\\s+(?:a|an)|\\s+the)\\s+(${ROLE})\\b`,
  "gi",
);
const ROLE_BEFORE_CHILD = new RegExp(
  `\\b(${ROLE})\\s+(?=(?:girl|boy|kid|child|baby|toddler|lady|man|woman|mommy|daddy)\\b)`,
  "gi",
);
const BABY_RELATIVE = /\b(?:baby|little\s+baby)\s+(?=(?:brother|sister|cousin)\b)/gi;
/** "on daddy's lap", "on her shoulders": the owner's name stays in the sentence, as a person. */
const SITS_ON =
  /\bon\s+(?:(?:my|his|her|their|the|your)\s+)?(?:(\w+)'s?\s+)?(lap|knee|knees|shoulders)\b/gi;
const PUSHING = /\b(?:push|pushes|pushing|pushed)\b/gi;
/** "a tiny frog in my hand": held by the one the word says ("my": me), named or not. */
const IN_HAND = /\b(?:in|on)\s+(my|his|her|their|your)\s+(?:hand|hands|palm)\b/gi;
/** Children in the plural, which the word lists read as one child. */
const CHILDREN = /\b(?:kids|children|kiddies|kiddos)\b/gi;
const UNDER_ARM = /\bunder\s+(my|his|her|their|your|an|the)\s+arm\b/gi;
/** Gardening, which a tool in the hand shows: a watering can, a spade. */
export type Gardening = "water" | "dig";
/** Working with both hands at something in front: writing or drawing on paper, stirring a pot. */
export type HandsOn = "write" | "stir";
/** "spraying a hose", "putting out a fire with a hose". */
const SPRAYING =
  /\b(?:spray|sprays|spraying|sprayed|hosing)\b|\bwith\s+(?:a|the|his|her|their)\s+hose\b/gi;
const STIRRING = /\b(?:stir|stirs|stirring|stirred)\b/gi;
/** "writing a letter", "drawing a picture" (not "a drawing", not "draw me a cat"). */
const WRITING =
  /\b(?:writ(?:e|es|ing)|wrote|scribbl(?:e|es|ing)|colou?ring)\b|(?<!\b(?:a|my|the|his|her|your|our|their)\s+)\b(?:drawing|draws)\b/gi;
/** "watering the flowers", "waters her plants" (not "a watering can", not "in the water"). */
const WATERING =
  /\bwatering\b(?!\s+cans?\b)|\bwater(?:s|ed)?\s+(?=(?:the|some|his|her|my|their|our)\s+(?:flowers?|plants?|garden|tulips?|roses?|vegetables|tomatoes|trees?|seeds?|lawn|grass)\b)/gi;
const DIGGING = /\b(?:dig|digs|digging|dug|planting|planted)\b/gi;
const FLOATING = /\b(?:float|floats|floating|weightless)\b/gi;
const HOLDING_HANDS =
  /\b(?:holding|hold|holds|held)\s+(?:each\s+other'?s?\s+)?hands\b|\bhand\s+in\s+hand\b/gi;

export function readPeopleWords(sentence: string): PeopleWords {
  let rest = sentence;
  const looks: LookPhrase[] = [];
  const take = (pattern: RegExp, toLook: (match: RegExpExecArray) => SaidLook | undefined) => {
    for (const match of rest.matchAll(pattern)) {
      const said = toLook(match);
      if (!said) continue;
      const isBeforePerson = pattern === ROLE_BEFORE_CHILD || pattern === BABY_RELATIVE;
      looks.push({ at: match.index, isBeforePerson, said });
      rest = blank(rest, match.index, match[0].length);
    }
  };
  let holdingHands = false;
  for (const match of rest.matchAll(HOLDING_HANDS)) {
    holdingHands = true;
    rest = blank(rest, match.index, match[0].length);
  }
  const acts: ActPhrase[] = [];
  for (const match of rest.matchAll(SITS_ON)) {
    const [phrase, owner, part = ""] = match;
    const act: SitsOnPerson = part.toLowerCase() === "shoulders" ? "shoulders" : "lap";
    acts.push({ at: match.index, act, ...(owner ? { owner: owner.toLowerCase() } : {}) });
    // "a baby on mommy's lap" reads on as "a baby on mommy": two people (not a "baby mommy").
    const kept = owner ? phrase.indexOf(owner) + owner.length : 0;
    rest = blank(rest, match.index + kept, phrase.length - kept);
  }
  // "pushing" stays in the sentence: what is pushed is linked to the pusher as what they act on.
  for (const match of rest.matchAll(PUSHING)) acts.push({ at: match.index, act: "push" });
  for (const match of rest.matchAll(FLOATING)) acts.push({ at: match.index, act: "float" });
  // Gardening words stay in the sentence too: what is watered or planted is drawn by them.
  for (const match of rest.matchAll(WATERING)) acts.push({ at: match.index, act: "water" });
  for (const match of rest.matchAll(DIGGING)) acts.push({ at: match.index, act: "dig" });
  for (const match of rest.matchAll(WRITING)) acts.push({ at: match.index, act: "write" });
  for (const match of rest.matchAll(STIRRING)) acts.push({ at: match.index, act: "stir" });
  for (const match of rest.matchAll(SPRAYING)) acts.push({ at: match.index, act: "spray" });
  for (const match of rest.matchAll(UNDER_ARM)) {
    acts.push({ at: match.index, act: "under-arm", owner: (match[1] ?? "").toLowerCase() });
    rest = blank(rest, match.index, match[0].length);
  }
  for (const match of rest.matchAll(CHILDREN)) acts.push({ at: match.index, act: "several" });
  for (const match of rest.matchAll(IN_HAND)) {
    acts.push({ at: match.index, act: "in-hand", owner: (match[1] ?? "").toLowerCase() });
    rest = blank(rest, match.index, match[0].length);
  }
  take(HAIR, (match) => hairLook(match[0]));
  take(GLASSES, () => ({ glasses: true }));
  take(STICK, () => ({ walkingStick: true }));
  take(BEARD, (match) => beardLook(match[0], match[1]));
  take(FRECKLES, () => ({ freckles: true }));
  take(CLOTHES, (match) => {
    const color = COLOR_WORDS[(match[1] ?? "").toLowerCase()];
    const isDress = (match[2] ?? "").toLowerCase() === "dress";
    return color
      ? { clothesColor: color, ...(isDress ? { outfit: "dress" as const } : {}) }
      : undefined;
  });
  take(DRESSED_AS, (match) => outfitLook(match[1]));
  take(IS_A_ROLE, (match) => outfitLook(match[1]));
  take(ROLE_BEFORE_CHILD, (match) => outfitLook(match[1]));
  take(BABY_RELATIVE, () => ({ age: "baby" }));
  looks.sort((a, b) => a.at - b.at);
  return { rest, looks, acts, holdingHands };
}

function hairLook(phrase: string): SaidLook {
  const said: SaidLook = {};
  for (const word of phrase.toLowerCase().split(/[\s,]+/)) {
    const color = HAIR_COLORS[word];
    if (color) said.hairColor = color;
    const style = HAIR_STYLES[word];
    if (style && !(style === "long" && said.hairStyle)) said.hairStyle = style;
  }
  return said;
}

/** A beard (or a moustache) grows in the hair's colour: "a big white beard" whitens the hair too. */
function beardLook(phrase: string, kind: string | undefined): SaidLook {
  const isBeard = !/^(?:moustache|mustache|tash)$/i.test(kind ?? "");
  const color = phrase
    .toLowerCase()
    .split(/\s+/)
    .map((word) => HAIR_COLORS[word])
    .find((found) => found !== undefined);
  return { facialHair: isBeard ? "beard" : "moustache", ...(color ? { hairColor: color } : {}) };
}

function outfitLook(word: string | undefined): SaidLook | undefined {
  const outfit = ROLE_WORDS[(word ?? "").toLowerCase()];
  return outfit ? { outfit } : undefined;
}

function blank(text: string, from: number, length: number): string {
  return text.slice(0, from) + " ".repeat(length) + text.slice(from + length);
}
