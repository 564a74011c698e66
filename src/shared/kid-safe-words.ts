/**
 * The product's own English word lists for the kid-safe filter (DESIGN decision 13). They add to the
 * `obscenity` English dataset: that library catches the classic swear words and slurs with their
 * disguises; these lists cover what it misses and what a children's picture app must not draw.
 * Each other language has its own file (`kid-safe-words-es.ts`…) in the shape of `TKidSafeWords`.
 *
 * All entries are lower case, whole words or phrases of letters, spaces and hyphens.
 * Repeated letters may be written normally ("crappy"): the matcher tolerates the library's
 * duplicate-collapsing.
 */

/**
 * One language's words for the kid-safe filter. Entries may carry their forms in braces
 * ("tont{o,a,os,as}"; a softened word and its replacement have the same number of forms, in the
 * same order, so gender and number still agree); accents may be missing in what a child types.
 */
export interface TKidSafeWords {
  /** Refused outright: rude words, insults, slurs, adult, drug and grim violent terms. */
  refused: readonly string[];
  /** Children's words and phrases that hold a refused pattern but are innocent. */
  allowed: readonly string[];
  /** Scary words and their playful replacements in the same language. */
  softened: Readonly<Record<string, string>>;
  /** Phrases that hold a softened word but are already gentle (the replacements among them). */
  gentle: readonly string[];
  /**
   * Refused or softened words that are ordinary in another language ("sang" is English too):
   * they count only when this language is the one chosen.
   */
  onlyWhenChosen: readonly string[];
  /**
   * This language's ordinary words that another language refuses or softens (German "hell" is
   * bright, "die" is "the"): left as written when this language is the one chosen.
   */
  ordinaryWords: readonly string[];
}

/** Refused outright: rude words, slurs, adult, drug and grim violent terms. */
export const REFUSED_WORDS: readonly string[] = [
  // Rude words and insults the library misses.
  "crap",
  "crappy",
  "damn",
  "dammit",
  "damnit",
  "goddamn",
  "hell",
  "bugger",
  "dumbass",
  "jackass",
  "douche",
  "douchebag",
  "tosser",
  "bellend",
  "pillock",
  "effing",
  "frigging",
  "wtf",
  "stfu",
  "boner",
  // Insults: a child's picture or story is never a name for someone.
  "stupid",
  "stupidest",
  "idiot",
  "idiots",
  "idiotic",
  "dumb",
  "dumber",
  "dumbest",
  "moron",
  "morons",
  "imbecile",
  "poopyhead",
  "poopy head",
  "poopy-head",
  "poo poo head",
  "poo-poo head",
  "butthead",
  "butt-head",
  "buttface",
  "fatso",
  // Slurs and hate the library misses.
  "spic",
  "wetback",
  "gook",
  "coon",
  "paki",
  "raghead",
  "towelhead",
  "beaner",
  "gyppo",
  "homo",
  "nazi",
  "nazis",
  "hitler",
  "swastika",
  "kkk",
  // Sexual and adult.
  "sexual",
  "nude",
  "nudes",
  "nudity",
  "naked",
  "topless",
  "nipple",
  "nipples",
  "condom",
  "condoms",
  "erotic",
  "erection",
  "horny",
  "sperm",
  "testicle",
  "testicles",
  "genital",
  "genitals",
  "vulva",
  "clitoris",
  "stripper",
  "striptease",
  "prostitute",
  "pedophile",
  "paedophile",
  "pedo",
  "molest",
  "molested",
  "molester",
  "fetish",
  "bdsm",
  "kinky",
  "pervert",
  "perv",
  "milf",
  "nsfw",
  "xxx",
  "playboy",
  "onlyfans",
  // Drugs, alcohol and tobacco.
  "cocaine",
  "heroin",
  "meth",
  "methamphetamine",
  "marijuana",
  "cannabis",
  "lsd",
  "opium",
  "opioid",
  "opioids",
  "fentanyl",
  "drug dealer",
  "overdose",
  "bong",
  "alcohol",
  "alcoholic",
  "beer",
  "beers",
  "vodka",
  "whiskey",
  "whisky",
  "tequila",
  "booze",
  "drunk",
  "cigarette",
  "cigarettes",
  "cigar",
  "cigars",
  "tobacco",
  "vape",
  "vaping",
  // Violence too grim to soften into something playful.
  "suicide",
  "self harm",
  "self-harm",
  "terrorist",
  "terrorists",
  "terrorism",
  "torture",
  "tortured",
  "gore",
  "gory",
  "behead",
  "beheaded",
  "decapitate",
  "decapitated",
  "massacre",
  "mass shooting",
  "school shooting",
];

/**
 * Children's words that contain something the matcher would otherwise refuse: animals, birds,
 * nursery rhymes, food. Matched as substrings of the original text, ignoring case.
 */
export const ALLOWED_PHRASES: readonly string[] = [
  "shiitake",
  "shitzu",
  "moby dick",
  "dick whittington",
  "cock-a-doodle",
  "cock a doodle",
  "pussy cat",
  "pussy-cat",
  "pussycat",
  "pussy willow",
  "booby bird",
  "footed booby",
  "footed boobies",
  "brown booby",
  "masked booby",
  ...["blue", "great", "coal", "crested", "marsh", "willow", "long-tailed"].flatMap((kind) => [
    `${kind} tit`,
    `${kind} tits`,
  ]),
  "naked mole",
  "horny toad",
  "horny lizard",
  "sperm whale",
  "root beer",
  "ginger beer",
  "maine coon",
  "homo sapiens",
];

/**
 * Scary or unkind words swapped for playful ones. Keys are whole words or phrases; the longest
 * key wins, so "killer whale" becomes "orca" rather than "tickler whale".
 */
export const SOFTENED_WORDS: Readonly<Record<string, string>> = {
  scary: "silly",
  scarier: "sillier",
  scariest: "silliest",
  creepy: "funny",
  terrifying: "surprising",
  frightening: "surprising",
  horrifying: "surprising",
  angry: "grumpy",
  angrier: "grumpier",
  angriest: "grumpiest",
  furious: "grumpy",
  evil: "cheeky",
  ugly: "funny-looking",
  kill: "tickle",
  kills: "tickles",
  killed: "tickled",
  killing: "tickling",
  killer: "tickler",
  killers: "ticklers",
  "killer whale": "orca",
  "killer whales": "orcas",
  murder: "hug",
  murders: "hugs",
  murdered: "hugged",
  murdering: "hugging",
  murderer: "hugger",
  stab: "poke",
  stabs: "pokes",
  stabbed: "poked",
  stabbing: "poking",
  dead: "sleepy",
  die: "fall asleep",
  dies: "falls asleep",
  died: "fell asleep",
  dying: "falling asleep",
  blood: "red paint",
  bloody: "paint-splashed",
  knife: "spoon",
  knives: "spoons",
  gun: "water pistol",
  guns: "water pistols",
  pistol: "water pistol",
  pistols: "water pistols",
  rifle: "water pistol",
  rifles: "water pistols",
  "machine gun": "bubble machine",
  "machine guns": "bubble machines",
  bomb: "balloon",
  bombs: "balloons",
  grenade: "water balloon",
  grenades: "water balloons",
  weapon: "toy",
  weapons: "toys",
  zombie: "friendly zombie",
  zombies: "friendly zombies",
  fight: "pillow fight",
  fights: "pillow fights",
  fighting: "pillow fighting",
};

/** Phrases that contain a softened word but are already gentle; they are left as they are. */
export const GENTLE_PHRASES: readonly string[] = [
  "ugly duckling",
  "water pistol",
  "water pistols",
  "water gun",
  "water guns",
  "bubble gun",
  "bubble guns",
  "glue gun",
  "bath bomb",
  "bath bombs",
  "friendly zombie",
  "friendly zombies",
  "pillow fight",
  "pillow fights",
  "pillow fighting",
  "snowball fight",
  "snowball fights",
  "snowball fighting",
  "water fight",
  "food fight",
  "fire fighting",
];

export const ENGLISH_KID_SAFE_WORDS: TKidSafeWords = {
  refused: REFUSED_WORDS,
  allowed: ALLOWED_PHRASES,
  softened: SOFTENED_WORDS,
  gentle: GENTLE_PHRASES,
  onlyWhenChosen: [],
  ordinaryWords: [],
};
