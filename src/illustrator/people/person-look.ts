/**
 * A person's look: who they are (their role) and what the words said about them, the rest chosen
 * by `pick` (the picture's seed, or a story character's id, so a character looks the same on
 * every page).
 */
import type {
  FacialHair,
  HairStyle,
  Outfit,
  PersonAge,
  PersonLook,
  Pose,
} from "./person-kit-types";
import type { PersonRole } from "./person-roles";
import { createRandom } from "../scene/random";

/** What a child said about how someone looks ("with red curly hair", "in a blue dress"). */
export interface SaidLook {
  /** "my baby brother": younger than the word alone says. */
  age?: PersonAge;
  hairStyle?: HairStyle;
  hairColor?: string;
  outfit?: Outfit;
  clothesColor?: string;
  glasses?: boolean;
  walkingStick?: boolean;
  facialHair?: FacialHair;
  freckles?: boolean;
}

/** One person sitting on another: on their lap, or astride their shoulders. */
export type SitsOnPerson = "lap" | "shoulders";

export interface PersonWords {
  role: PersonRole;
  said: SaidLook;
  /** A pose the words ask for that no action names ("pushing the pram", "on daddy's lap"). */
  pose?: Pose;
  /** Sits on the other person of the picture (the biggest): "a baby on daddy's lap". */
  sitsOn?: SitsOnPerson;
}

/** Chooses one of `count` options (0 … count-1). */
export type Pick = (count: number) => number;

const HAIR_COLORS = ["#2b1a12", "#4a2c17", "#7a4a23", "#a0522d", "#d9a441", "#b8452a"] as const;
const GREY_HAIR = ["#c9c9cf", "#e6e6ea", "#a9a9b0"] as const;
const CLOTHES_COLORS = [
  "#3b82f6",
  "#ef4444",
  "#22c55e",
  "#f59e0b",
  "#a855f7",
  "#ec4899",
  "#14b8a6",
  "#f97316",
] as const;
const GIRL_HAIR: readonly HairStyle[] = ["long", "pigtails", "ponytail", "curly", "bun"];
const BOY_HAIR: readonly HairStyle[] = ["short", "short", "curly"];
const ANY_HAIR: readonly HairStyle[] = ["short", "curly", "ponytail", "long"];

export function lookFor(words: PersonWords, pick: Pick): PersonLook {
  const { role, said } = words;
  const skin = pick(6) as PersonLook["skin"];
  const styles = role.build === "girl" ? GIRL_HAIR : role.build === "boy" ? BOY_HAIR : ANY_HAIR;
  const hairStyle = said.hairStyle ?? role.hairStyle ?? oneOf(styles, pick);
  const hairColor = said.hairColor ?? oneOf(role.isGrey ? GREY_HAIR : HAIR_COLORS, pick);
  const clothesColor = said.clothesColor ?? oneOf(CLOTHES_COLORS, pick);
  const isElder = role.age === "elder";
  const age = said.age ?? role.age;
  return {
    age,
    build: role.build,
    skin,
    hairStyle: age === "baby" && !said.hairStyle ? "short" : hairStyle,
    hairColor,
    outfit:
      said.outfit ?? role.outfit ?? (role.build === "girl" && pick(2) === 0 ? "dress" : "casual"),
    clothesColor,
    glasses: said.glasses ?? (isElder && pick(2) === 0),
    walkingStick: said.walkingStick ?? false,
    facialHair: said.facialHair ?? role.facialHair ?? "none",
    freckles: said.freckles ?? false,
  };
}

/** A pick from a number: the same number always picks the same things, in order. */
export function pickFrom(seed: number): Pick {
  const random = createRandom(seed);
  return (count) => Math.floor(random.next() * count);
}

function oneOf<T>(options: readonly T[], pick: Pick): T {
  return options[pick(options.length)] as T;
}
