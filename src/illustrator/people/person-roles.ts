/**
 * The people a child names and who they are drawn as: their age, build and what they wear. Their
 * skin and hair come from the seed (or a story's cast), unless the words say ("red curly hair").
 */
import type { FacialHair, HairStyle, Outfit, PersonAge, PersonBuild } from "./person-kit-types";

export interface PersonRole {
  age: PersonAge;
  build: PersonBuild;
  outfit?: Outfit;
  hairStyle?: HairStyle;
  /** Grey or white hair, as older grown-ups have. */
  isGrey?: boolean;
  /** A wizard's or Santa's beard. */
  facialHair?: FacialHair;
}

const child = (build: PersonBuild, outfit?: Outfit): PersonRole => ({
  age: "child",
  build,
  ...(outfit ? { outfit } : {}),
});
const grownUp = (build: PersonBuild, outfit?: Outfit): PersonRole => ({
  age: "adult",
  build,
  ...(outfit ? { outfit } : {}),
});

/** Canonical noun (as in NOUNS) → who it is. */
export const PERSON_ROLES: Readonly<Record<string, PersonRole>> = {
  person: grownUp("neutral"),
  babysitter: grownUp("girl"),
  mommy: grownUp("girl"),
  daddy: grownUp("boy"),
  woman: grownUp("girl"),
  man: grownUp("boy"),
  aunt: grownUp("girl"),
  uncle: grownUp("boy"),
  girl: child("girl"),
  boy: child("boy"),
  child: child("neutral"),
  me: child("neutral"),
  sister: child("girl"),
  brother: child("boy"),
  friend: child("neutral"),
  cousin: child("neutral"),
  twin: child("neutral"),
  toddler: { age: "toddler", build: "neutral" },
  baby: { age: "baby", build: "neutral" },
  grandma: { age: "elder", build: "girl", isGrey: true, hairStyle: "bun" },
  grandpa: { age: "elder", build: "boy", isGrey: true, hairStyle: "bald" },
  princess: child("girl", "princess"),
  prince: child("boy", "prince"),
  ballerina: child("girl", "ballerina"),
  superhero: child("neutral", "superhero"),
  king: grownUp("boy", "king"),
  queen: grownUp("girl", "queen"),
  pirate: grownUp("neutral", "pirate"),
  firefighter: grownUp("neutral", "firefighter"),
  doctor: grownUp("neutral", "doctor"),
  nurse: grownUp("neutral", "nurse"),
  astronaut: grownUp("neutral", "astronaut"),
  cook: grownUp("neutral", "chef"),
  chef: grownUp("neutral", "chef"),
  farmer: grownUp("neutral", "farmer"),
  "police officer": grownUp("neutral", "police"),
  builder: grownUp("neutral", "builder"),
  "mail carrier": grownUp("neutral", "mail-carrier"),
  teacher: grownUp("neutral", "teacher"),
  // The fantasy people of stories.
  wizard: { age: "elder", build: "boy", outfit: "wizard", isGrey: true, facialHair: "beard" },
  witch: grownUp("girl", "witch"),
  fairy: child("girl", "fairy"),
  elf: child("neutral", "elf"),
  santa: { age: "elder", build: "boy", outfit: "santa", isGrey: true, facialHair: "beard" },
  knight: grownUp("neutral", "knight"),
  mermaid: child("girl", "mermaid"),
};

/** Outfits a child can put on someone: "me as a pirate", "a pirate girl", "dressed as a doctor". */
export const OUTFIT_WORDS: Readonly<Record<string, PersonRole["outfit"]>> = Object.fromEntries(
  Object.entries(PERSON_ROLES).flatMap(([word, role]) =>
    role.outfit ? [[word, role.outfit]] : [],
  ),
);
