/**
 * A kit person's artwork id: their look and pose spelled out, so a scene stays plain JSON and the
 * same id always draws the same person ("kit-person_child_girl_2_curly_c0392b_casual_3b82f6_00_wave").
 */
import type {
  FacialHair,
  HairStyle,
  Outfit,
  PersonAge,
  PersonBuild,
  PersonLook,
  Pose,
} from "./person-kit-types";
import { ALL_POSES } from "./pose-table";

const PREFIX = "kit-person";
export const AGES: readonly PersonAge[] = ["baby", "toddler", "child", "adult", "elder"];
const BUILDS: readonly PersonBuild[] = ["girl", "boy", "neutral"];
export const HAIR_STYLES: readonly HairStyle[] = [
  "short",
  "long",
  "curly",
  "pigtails",
  "bun",
  "ponytail",
  "bald",
];
export const OUTFITS: readonly Outfit[] = [
  "casual",
  "dress",
  "pirate",
  "firefighter",
  "doctor",
  "nurse",
  "astronaut",
  "princess",
  "prince",
  "king",
  "queen",
  "chef",
  "farmer",
  "police",
  "builder",
  "ballerina",
  "superhero",
  "mail-carrier",
  "teacher",
  "swimsuit",
  "pyjamas",
  // Added after the ids above were written: appended, so every older id reads the same.
  "wizard",
  "witch",
  "fairy",
  "elf",
  "santa",
  "knight",
  "mermaid",
];

const FACIAL_HAIR: readonly FacialHair[] = ["none", "beard", "moustache"];

export interface PosedPerson {
  look: PersonLook;
  pose: Pose;
}

export function personArtworkId(look: PersonLook, pose: Pose): string {
  return [
    PREFIX,
    look.age,
    look.build,
    look.skin,
    look.hairStyle,
    hex(look.hairColor),
    look.outfit,
    hex(look.clothesColor),
    extrasOf(look),
    pose,
  ].join("_");
}

export function isPersonArtwork(id: string): boolean {
  return id.startsWith(`${PREFIX}_`);
}

/** The look and pose an id spells, or undefined when it is not a well-formed kit person. */
export function parsePersonArtworkId(id: string): PosedPerson | undefined {
  const parts = id.split("_");
  if (parts.length !== 10 || parts[0] !== PREFIX) return undefined;
  const [, age, build, skin, hairStyle, hairColor, outfit, clothesColor, extras, pose] = parts;
  const skinTone = Number(skin);
  if (
    !isOneOf(AGES, age) ||
    !isOneOf(BUILDS, build) ||
    !Number.isInteger(skinTone) ||
    skinTone < 0 ||
    skinTone > 5 ||
    !isOneOf(HAIR_STYLES, hairStyle) ||
    !isHex(hairColor) ||
    !isOneOf(OUTFITS, outfit) ||
    !isHex(clothesColor) ||
    !/^[01][01](?:[012][01])?$/.test(extras ?? "") ||
    !isOneOf(ALL_POSES, pose)
  ) {
    return undefined;
  }
  return {
    look: {
      age,
      build,
      skin: skinTone as PersonLook["skin"],
      hairStyle,
      hairColor: `#${hairColor}`,
      outfit,
      clothesColor: `#${clothesColor}`,
      glasses: extras?.[0] === "1",
      walkingStick: extras?.[1] === "1",
      facialHair: FACIAL_HAIR[Number(extras?.[2] ?? 0)] ?? "none",
      freckles: extras?.[3] === "1",
    },
    pose,
  };
}

/** The person this artwork draws is a child (a baby, a toddler or a child). */
export function isKitChild(id: string): boolean {
  const age = parsePersonArtworkId(id)?.look.age;
  return age === "baby" || age === "toddler" || age === "child";
}

/** The same person in another pose. */
export function withPose(id: string, pose: Pose): string {
  const posed = parsePersonArtworkId(id);
  return posed ? personArtworkId(posed.look, pose) : id;
}

/**
 * Glasses, a walking stick, facial hair and freckles as digits ("0010": a beard); the last two
 * only when there is one or the other, so every id written before them reads the same.
 */
function extrasOf(look: PersonLook): string {
  const digits = [look.glasses ? 1 : 0, look.walkingStick ? 1 : 0];
  if (look.facialHair !== "none" || look.freckles) {
    digits.push(FACIAL_HAIR.indexOf(look.facialHair), look.freckles ? 1 : 0);
  }
  return digits.join("");
}

function hex(color: string): string {
  return color.replace(/^#/, "").toLowerCase();
}

function isHex(value: string | undefined): value is string {
  return /^[0-9a-f]{6}$/.test(value ?? "");
}

function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return (values as readonly string[]).includes(value ?? "");
}
