/**
 * A toddler's speech read as the words meant: "a big efalant", "a wabbit", "lellow", "doggy go
 * swimmin". A word said twice ("moo moo", "ball ball") means one; an animal's sound names the
 * animal only when the animal itself is not named ("baa baa sheep" is one sheep); a growl
 * ("rawr") is a sound, not a lion.
 */

import { isArtworkName } from "../artwork/catalog";
import { ACTION_WORDS } from "../vocabulary/actions";
import { lookUpPhrase } from "../vocabulary/lexicon";
import { nearThingOf } from "../vocabulary/near-thing-lookup";

/** How little children say words → the words. */
const SAID_AS: Readonly<Record<string, string>> = {
  efalant: "elephant",
  efelant: "elephant",
  efelent: "elephant",
  elefant: "elephant",
  ephelant: "elephant",
  ewephant: "elephant",
  elphant: "elephant",
  wabbit: "rabbit",
  wabbits: "rabbits",
  wittle: "little",
  lellow: "yellow",
  lello: "yellow",
  yewwow: "yellow",
  yeyow: "yellow",
  wed: "red",
  bwue: "blue",
  pupple: "purple",
  purpel: "purple",
  gween: "green",
  dinosaw: "dinosaur",
  dinosaws: "dinosaurs",
  dinasaur: "dinosaur",
  dinosore: "dinosaur",
  twuck: "truck",
  twucks: "trucks",
  tuck: "truck",
  twain: "train",
  buttafly: "butterfly",
  butterfwy: "butterfly",
  flutterby: "butterfly",
  caterpiller: "caterpillar",
  catterpillar: "caterpillar",
  helicopper: "helicopter",
  hellycopter: "helicopter",
  helicoptor: "helicopter",
  pasghetti: "spaghetti",
  basketti: "spaghetti",
  sketti: "spaghetti",
  aminal: "animal",
  amimal: "animal",
  da: "the",
  dat: "that",
  tiggy: "tiger",
  tigew: "tiger",
  wion: "lion",
  giwaffe: "giraffe",
  monkee: "monkey",
  pengwin: "penguin",
  ockopus: "octopus",
  dwagon: "dragon",
  unicown: "unicorn",
  pwincess: "princess",
  fwiend: "friend",
  fwower: "flower",
  fwowers: "flowers",
  wainbow: "rainbow",
  wocket: "rocket",
  woket: "rocket",
  bawoon: "balloon",
  bawoons: "balloons",
  aeroplane: "airplane",
  nanana: "banana",
  tato: "potato",
  choc: "chocolate",
  ticken: "chicken",
  tat: "cat",
  doggo: "dog",
  puppers: "puppy",
};

/** An animal's sound → the animal it names when nothing else does. */
const ANIMAL_SOUNDS: Readonly<Record<string, string>> = {
  moo: "cow",
  woof: "dog",
  bark: "dog",
  baa: "sheep",
  quack: "duck",
  oink: "pig",
  meow: "cat",
  miaow: "cat",
  tweet: "bird",
  neigh: "horse",
  hoot: "owl",
  ribbit: "frog",
  buzz: "bee",
  hiss: "snake",
};

/** Sounds that are only sounds. */
const PLAIN_SOUNDS: ReadonlySet<string> = new Set([
  "rawr",
  "roar",
  "grr",
  "grrr",
  "rar",
  "boom",
  "vroom",
  "zoom",
  "splash",
  "wee",
  "whee",
  "yay",
  "hop",
  "beep",
]);

/** Words that are said twice on purpose: "choo choo", "night night", "nom nom". */
const SAID_TWICE: ReadonlySet<string> = new Set(["choo", "night", "nom", "bow", "yum", "teeny"]);

/** The words a toddler meant, in order (lowercase words in, lowercase words out). */
export function readToddlerSpeech(words: readonly string[]): string[] {
  const fixed = words
    .map(wordMeant)
    .filter((word, index, all) => word !== all[index - 1] || SAID_TWICE.has(word));
  const named = new Set(fixed);
  return fixed.flatMap((word) => {
    if (PLAIN_SOUNDS.has(word)) return [];
    const animal = ANIMAL_SOUNDS[word];
    if (animal === undefined) return [word];
    const isNamed = named.has(animal) || named.has(`${animal}s`) || namesAnimal(named, animal);
    return isNamed ? [] : [animal];
  });
}

function wordMeant(word: string): string {
  const said = SAID_AS[word];
  if (said) return said;
  // "swimmin", "sleepin": a dropped g (never "penguin", "pumpkin", "cousin", "muffin", "puffin").
  if (word.endsWith("in") && (ACTION_WORDS[`${word}g`] || /([^aeiou])\1in$/.test(word))) {
    return isKnownThing(word) ? word : `${word}g`;
  }
  return word;
}

function isKnownThing(word: string): boolean {
  return (
    lookUpPhrase(word).some((meaning) => meaning.kind === "noun") ||
    nearThingOf(word) !== undefined ||
    isArtworkName(word)
  );
}

/** A baby word for the animal ("doggy", "ducky") also names it. */
function namesAnimal(named: ReadonlySet<string>, animal: string): boolean {
  return [...named].some((word) => word.startsWith(animal) && word.length <= animal.length + 2);
}
