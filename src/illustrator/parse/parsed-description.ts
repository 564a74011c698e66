/** What the illustrator understood of a description: plain data, before any drawing. */
import type { ActionId } from "../vocabulary/actions";
import type { Mood } from "../vocabulary/modifiers";
import type { Habitat, NounCategory, WornOn } from "../vocabulary/nouns";
import type { PlaceId, TimeOfDay } from "../vocabulary/places";
import type { SpatialRelation } from "../vocabulary/relations";
import type { Weather } from "../vocabulary/weather";
import type { PersonWords } from "../people/person-look";

export interface ParsedThing {
  /** The noun as shown to a child ("dog", "ice cream", "perro"). */
  word: string;
  /**
   * Read by another language's reader: the thing's concept (the English noun of the word lists,
   * "dog", or an artwork id), always a thing the child named, never a keyword's guess.
   */
  concept?: string;
  artwork: string;
  category: NounCategory;
  habitat: Habitat;
  /** Size in the world relative to a person (1). */
  bulk: number;
  /** Face position in the artwork box (centre x, centre y, radius as fractions). */
  face?: readonly [number, number, number];
  count: number;
  /** "lots of": scattered rather than lined up. */
  isMany: boolean;
  /** Colour word and its tint ("rainbow" for a rainbow). */
  color?: { word: string; tint: string };
  /** The language says its colour after the noun: labelled "perro rojo", not "rojo perro". */
  isColourAfterNoun?: boolean;
  /** Size words multiplied ("big" 1.25, "tiny" 0.5). */
  scale: number;
  sizeWord?: string;
  action?: ActionId;
  /** What the action is done to or with: the bike ridden, the ice cream eaten. */
  target?: ParsedThing;
  /** Things worn or carried ("with wings", "wearing a party hat"). */
  accessories: ParsedThing[];
  /** What this thing sits on or in ("a caterpillar on a leaf", "taking a bath"). */
  perch?: ParsedThing;
  /**
   * Where it is against another thing of the picture ("a cat under the table": under, the
   * table); the other thing is drawn as a thing of its own and this one laid out against it.
   */
  relation?: {
    kind: SpatialRelation;
    to: ParsedThing;
    /** The second thing it is between ("a flower between a cat and a dog": the dog). */
    and?: ParsedThing;
  };
  /** Said to be on one side of the picture ("a dog on the right"). */
  sideOfPicture?: "left" | "right";
  /** Turned over, its opening up: a hat something comes out of ("a rabbit inside a hat"). */
  isUpsideDown?: boolean;
  /** Far away: drawn smaller, higher up the ground and further back. */
  isFar?: boolean;
  /** Where it goes when worn (a hat on the head). */
  wornOn?: WornOn;
  /** Something sits inside it, partly hidden (a bath, a boat). */
  isContainer?: boolean;
  /** How far up its drawing something sits on it. */
  seatHeight?: number;
  /** How far up its drawing a container's rim (or the bubbles in a bath) comes: 0.5 unless said. */
  rimHeight?: number;
  /** Where across its drawing one sits in it: 0.5 unless said. */
  seatX?: number;
  /** The place this thing suggests when none is named. */
  suggests?: PlaceId;
  isNightly: boolean;
  /** Set for a story's cast: the same character in every scene. */
  characterId?: string;
  /** A person drawn with the character kit: who they are and what was said of their look. */
  person?: PersonWords;
}

export interface ParsedDescription {
  things: ParsedThing[];
  place?: PlaceId;
  placeWord?: string;
  time?: TimeOfDay;
  /** Rain, snow, wind, fog, storm: painted over the place. */
  weather: Weather[];
  moods: Mood[];
  /** Words neither the word lists nor the artwork index knew. */
  unknownWords: string[];
  /** "holding hands", "hand in hand": the people of the picture hold hands. */
  holdingHands?: boolean;
}
