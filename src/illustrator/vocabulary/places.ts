/** Place words → the place drawn as the background. */
export type PlaceId =
  | "meadow"
  | "garden"
  | "space"
  | "moon"
  | "ocean"
  | "sea"
  | "beach"
  | "forest"
  | "jungle"
  | "farm"
  | "city"
  | "castle"
  | "snow"
  | "desert"
  | "park"
  | "pond"
  | "sky"
  | "home"
  | "kitchen"
  | "bathroom"
  | "bedroom"
  | "zoo"
  | "party";

/** The rooms of a home: indoors, where no weather falls and no party is held again. */
export const HOME_ROOMS: ReadonlySet<PlaceId> = new Set(["home", "kitchen", "bathroom", "bedroom"]);

export type TimeOfDay = "day" | "sunset" | "night";

/** Canonical place word (shown to children) → place drawn. */
export const PLACE_WORDS: Readonly<Record<string, PlaceId>> = {
  meadow: "meadow",
  field: "meadow",
  grass: "meadow",
  outside: "meadow",
  garden: "garden",
  "flower garden": "garden",
  space: "space",
  "outer space": "space",
  stars: "space",
  galaxy: "space",
  moon: "moon",
  ocean: "sea",
  sea: "sea",
  waves: "sea",
  "the deep": "ocean",
  "under the sea": "ocean",
  underwater: "ocean",
  "under water": "ocean",
  beach: "beach",
  seaside: "beach",
  sand: "beach",
  forest: "forest",
  woods: "forest",
  wood: "forest",
  jungle: "jungle",
  rainforest: "jungle",
  farm: "farm",
  farmyard: "farm",
  city: "city",
  town: "city",
  street: "city",
  road: "city",
  castle: "castle",
  kingdom: "castle",
  snow: "snow",
  winter: "snow",
  "north pole": "snow",
  arctic: "snow",
  desert: "desert",
  park: "park",
  playground: "park",
  pond: "pond",
  pool: "pond",
  backyard: "garden",
  "back yard": "garden",
  yard: "garden",
  sidewalk: "city",
  pavement: "city",
  "swimming pool": "pond",
  "paddling pool": "pond",
  "paddle pool": "pond",
  "wading pool": "pond",
  "kiddie pool": "pond",
  lake: "pond",
  river: "pond",
  sky: "sky",
  clouds: "sky",
  air: "sky",
  home: "home",
  house: "home",
  room: "home",
  kitchen: "kitchen",
  bathroom: "bathroom",
  "bath room": "bathroom",
  bedroom: "bedroom",
  "bed room": "bedroom",
  // Other rooms of a home are the home (its living room).
  "living room": "home",
  "sitting room": "home",
  lounge: "home",
  "dining room": "home",
  playroom: "home",
  "play room": "home",
  nursery: "home",
  hall: "home",
  hallway: "home",
  // An orchard is a garden of fruit trees.
  orchard: "garden",
  zoo: "zoo",
  party: "party",
  "birthday party": "party",
  birthday: "party",
};

/** Words that set the time of day. */
export const TIME_WORDS: Readonly<Record<string, TimeOfDay>> = {
  night: "night",
  nighttime: "night",
  "night time": "night",
  bedtime: "night",
  dark: "night",
  midnight: "night",
  evening: "sunset",
  sunset: "sunset",
  dusk: "sunset",
  sunrise: "sunset",
  morning: "day",
  day: "day",
  daytime: "day",
  sunny: "day",
  haunted: "night",
  spooky: "night",
  halloween: "night",
  "after dark": "night",
  "in the dark": "night",
};
