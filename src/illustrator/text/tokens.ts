/** Splitting a child's description into plain lowercase words. */

/** Lowercase words of a description; punctuation, apostrophes and possessive "'s" dropped. */
export function tokenize(description: string): string[] {
  return description
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/'s\b/g, "")
    .replace(/'/g, "")
    .replace(/[^a-z0-9\- ]+/g, " ")
    .replace(/(^|\s)-+|-+(\s|$)/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = {
  mice: "mouse",
  geese: "goose",
  children: "child",
  kids: "kid",
  people: "person",
  men: "man",
  women: "woman",
  teeth: "tooth",
  feet: "foot",
  wolves: "wolf",
  leaves: "leaf",
  elves: "elf",
  calves: "calf",
  knives: "knife",
  fairies: "fairy",
  ponies: "pony",
  puppies: "puppy",
  bunnies: "bunny",
  kitties: "kitty",
  buses: "bus",
  dice: "die",
  octopi: "octopus",
  cacti: "cactus",
  fungi: "mushroom",
  dinos: "dino",
  dinosaurs: "dinosaur",
  hippos: "hippo",
  rhinos: "rhino",
  volcanoes: "volcano",
  tomatoes: "tomato",
  potatoes: "potato",
  heroes: "hero",
  superheroes: "superhero",
};

/** Singular spellings a word may be the plural of, most likely first (may include the word). */
export function singularCandidates(word: string): string[] {
  const irregular = IRREGULAR_SINGULARS[word];
  if (irregular) return [irregular];
  if (word.length < 3 || !word.endsWith("s") || word.endsWith("ss") || word.endsWith("us")) {
    return [];
  }
  const candidates: string[] = [];
  if (word.endsWith("ies")) candidates.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("ves")) candidates.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (/(ch|sh|x|z|s|o)es$/.test(word)) candidates.push(word.slice(0, -2));
  candidates.push(word.slice(0, -1));
  return candidates;
}
