/** What each outfit puts on the body: colours, sleeves, the lower garment, shoes, hat, extras. */
import type { PersonLook } from "./person-kit-types";

export type LowerGarment = "trousers" | "shorts" | "skirt" | "dress" | "gown" | "tutu" | "none";

export type HatKind =
  | "tricorn"
  | "helmet-fire"
  | "nurse-cap"
  | "space-bubble"
  | "tiara"
  | "crown"
  | "crown-small"
  | "toque"
  | "straw"
  | "police-cap"
  | "hard-hat"
  | "peaked-cap";

export type Extra =
  | "stripes"
  | "reflective-stripes"
  | "stethoscope"
  | "white-trim"
  | "cape"
  | "emblem"
  | "mail-bag"
  | "overall-bib"
  | "buttons"
  | "vest"
  | "open-coat"
  | "belt"
  | "collar";

export interface Clothing {
  top: string;
  sleeves: "none" | "short" | "long";
  lower: LowerGarment;
  lowerColour: string;
  /** Bare legs show skin; tights or suits colour the legs under a skirt. */
  legColour?: string;
  shoes: string;
  hat?: HatKind;
  extras: readonly Extra[];
  /** A second colour for stripes, trims, coats' insides. */
  accent?: string;
}

const TROUSERS = "#56648a";
const SHOES = "#4a3b5c";

function everyday(look: PersonLook): Clothing {
  if (look.age === "baby") {
    return {
      top: look.clothesColor,
      sleeves: "short",
      lower: "shorts",
      lowerColour: look.clothesColor,
      shoes: "#ffffff",
      extras: [],
    };
  }
  if (look.build === "girl") return dress(look.clothesColor);
  return {
    top: look.clothesColor,
    sleeves: "short",
    lower: "trousers",
    lowerColour: TROUSERS,
    shoes: SHOES,
    extras: [],
  };
}

function dress(colour: string): Clothing {
  return {
    top: colour,
    sleeves: "short",
    lower: "dress",
    lowerColour: colour,
    shoes: "#d8436b",
    extras: [],
  };
}

export function clothingFor(look: PersonLook): Clothing {
  switch (look.outfit) {
    case "casual":
      return everyday(look);
    case "dress":
      return dress(look.clothesColor);
    case "pirate":
      return {
        top: "#ffffff",
        accent: "#d93838",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#3d3a4f",
        shoes: "#3b2a22",
        hat: "tricorn",
        extras: ["stripes", "belt"],
      };
    case "firefighter":
      return {
        top: "#d9a95b",
        accent: "#f5f06a",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#c99a4f",
        shoes: "#2f2f36",
        hat: "helmet-fire",
        extras: ["reflective-stripes"],
      };
    case "doctor":
      return {
        top: "#ffffff",
        accent: "#7cc4f2",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#4f7fb3",
        shoes: SHOES,
        extras: ["open-coat", "stethoscope"],
      };
    case "nurse":
      return {
        top: "#5cc6c2",
        sleeves: "short",
        lower: "trousers",
        lowerColour: "#5cc6c2",
        shoes: "#ffffff",
        hat: "nurse-cap",
        extras: ["collar"],
      };
    case "astronaut":
      return {
        top: "#f4f6fa",
        accent: "#3b82f6",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#eef1f6",
        shoes: "#9aa3b5",
        hat: "space-bubble",
        extras: ["emblem", "belt"],
      };
    case "princess":
      return {
        top: "#ff8cc6",
        accent: "#ffd34d",
        sleeves: "short",
        lower: "gown",
        lowerColour: "#ff8cc6",
        shoes: "#ff5fa2",
        hat: "tiara",
        extras: [],
      };
    case "prince":
      return {
        top: "#3f6fd8",
        accent: "#ffd34d",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#ffffff",
        shoes: "#5a3d2b",
        hat: "crown-small",
        extras: ["belt", "cape"],
      };
    case "king":
      return {
        top: "#c8283a",
        accent: "#ffffff",
        sleeves: "long",
        lower: "gown",
        lowerColour: "#c8283a",
        shoes: "#5a3d2b",
        hat: "crown",
        extras: ["white-trim", "cape"],
      };
    case "queen":
      return {
        top: "#8a4fd8",
        accent: "#ffffff",
        sleeves: "long",
        lower: "gown",
        lowerColour: "#8a4fd8",
        shoes: "#6b3fb0",
        hat: "crown",
        extras: ["white-trim"],
      };
    case "chef":
      return {
        top: "#ffffff",
        accent: "#e5e7eb",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#3f4452",
        shoes: "#2f2f36",
        hat: "toque",
        extras: ["buttons"],
      };
    case "farmer":
      return {
        top: "#d9534f",
        accent: "#4a78b8",
        sleeves: "short",
        lower: "trousers",
        lowerColour: "#4a78b8",
        shoes: "#6b4a2f",
        hat: "straw",
        extras: ["overall-bib"],
      };
    case "police":
      return {
        top: "#243a6b",
        accent: "#ffd34d",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#1e2f57",
        shoes: "#1f1f25",
        hat: "police-cap",
        extras: ["emblem", "belt"],
      };
    case "builder":
      return {
        top: "#4a78b8",
        accent: "#ff8a1f",
        sleeves: "short",
        lower: "trousers",
        lowerColour: "#3d5a8a",
        shoes: "#6b4a2f",
        hat: "hard-hat",
        extras: ["vest"],
      };
    case "ballerina":
      return {
        top: "#ffb3d1",
        sleeves: "none",
        lower: "tutu",
        lowerColour: "#ffc8df",
        legColour: "#ffd9e6",
        shoes: "#ff8fba",
        extras: [],
      };
    case "superhero":
      return {
        top: "#2f6fe0",
        accent: "#e53935",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#2f6fe0",
        shoes: "#e53935",
        extras: ["cape", "emblem", "belt"],
      };
    case "mail-carrier":
      return {
        top: "#5b8fd6",
        accent: "#8a5a32",
        sleeves: "short",
        lower: "trousers",
        lowerColour: "#2f4f85",
        shoes: "#2f2f36",
        hat: "peaked-cap",
        extras: ["mail-bag"],
      };
    case "teacher":
      return {
        top: look.clothesColor,
        accent: "#ffffff",
        sleeves: "long",
        lower: look.build === "girl" ? "skirt" : "trousers",
        lowerColour: look.build === "girl" ? "#56648a" : "#6b5b4a",
        shoes: SHOES,
        extras: ["open-coat", "buttons"],
      };
    case "swimsuit":
      return {
        top: look.clothesColor,
        sleeves: "none",
        lower: "shorts",
        lowerColour: look.clothesColor,
        shoes: "",
        extras: [],
      };
    case "pyjamas":
      return {
        top: "#9ec5ff",
        accent: "#ffffff",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#9ec5ff",
        shoes: "",
        extras: ["buttons", "stripes"],
      };
  }
}
