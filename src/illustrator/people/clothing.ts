/** What each outfit puts on the body: colours, sleeves, the lower garment, shoes, hat, extras. */
import type { PersonLook } from "./person-kit-types";

export type LowerGarment =
  | "trousers"
  | "shorts"
  | "briefs"
  | "skirt"
  | "dress"
  | "gown"
  | "tutu"
  /** A mermaid's fish tail over both legs. */
  | "tail";

export type HatKind =
  | "tricorn"
  | "fire-helmet"
  | "nurse-cap"
  | "space-bubble"
  | "tiara"
  | "crown"
  | "small-crown"
  | "toque"
  | "straw-hat"
  | "police-cap"
  | "hard-hat"
  | "mail-cap"
  | "wizard-hat"
  | "witch-hat"
  | "elf-hat"
  | "santa-hat"
  | "knight-helmet";

/** Things drawn over the torso, front to back in this order. */
export type Extra =
  | "stripes"
  | "reflective-stripes"
  | "hi-vis-vest"
  | "overall-bib"
  | "open-front"
  | "fur-trim"
  | "collar"
  | "buttons"
  | "belt"
  | "stethoscope"
  | "hero-emblem"
  | "badge"
  | "patch"
  | "mail-bag"
  | "stars"
  | "armour-plates";

export interface Clothing {
  top: string;
  sleeves: "none" | "short" | "long";
  lower: LowerGarment;
  lowerColour: string;
  /** Tights or a suit's legs; bare skin when not given. */
  legColour?: string;
  /** No shoes when empty (pyjamas, swimsuit). */
  shoes: string;
  gloves?: string;
  hat?: HatKind;
  /** A cape behind the body. */
  cape?: string;
  /** A fairy's see-through wings behind the shoulders. */
  wings?: string;
  /** A coat's tails over the legs, in the top's colour (a doctor's coat, a firefighter's coat). */
  longCoat?: boolean;
  extras: readonly Extra[];
  /** A second colour: stripes, the shirt under an open coat, trims, badges. */
  accent: string;
}

const TROUSERS = "#56648a";
const SHOES = "#4a3b5c";
const BROWN_SHOES = "#6b4a2f";
const GOLD = "#ffc93d";

function everyday(look: PersonLook): Clothing {
  const colour = look.clothesColor;
  if (look.age === "baby") {
    return {
      top: colour,
      sleeves: "short",
      lower: "shorts",
      lowerColour: colour,
      shoes: "#ffffff",
      extras: [],
      accent: "#ffffff",
    };
  }
  if (look.build === "girl") return dress(colour);
  return {
    top: colour,
    sleeves: "short",
    lower: "trousers",
    lowerColour: TROUSERS,
    shoes: SHOES,
    extras: [],
    accent: "#ffffff",
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
    accent: "#ffffff",
  };
}

function swimsuit(look: PersonLook): Clothing {
  const trunksOnly = look.build !== "girl";
  return {
    top: trunksOnly ? "" : look.clothesColor,
    sleeves: "none",
    lower: trunksOnly ? "shorts" : "briefs",
    lowerColour: look.clothesColor,
    shoes: "",
    extras: [],
    accent: "#ffffff",
  };
}

export function clothingFor(look: PersonLook): Clothing {
  switch (look.outfit) {
    case "casual":
      return everyday(look);
    case "dress":
      return dress(look.clothesColor);
    case "swimsuit":
      return swimsuit(look);
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
        gloves: "#3a3a40",
        hat: "fire-helmet",
        longCoat: true,
        extras: ["reflective-stripes", "buttons"],
      };
    case "doctor":
      return {
        top: "#ffffff",
        accent: "#7cc4f2",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#4f7fb3",
        shoes: SHOES,
        longCoat: true,
        extras: ["open-front", "stethoscope"],
      };
    case "nurse":
      return {
        top: "#5cc6c2",
        accent: "#ffffff",
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
        gloves: "#d5dbe6",
        hat: "space-bubble",
        extras: ["patch", "belt"],
      };
    case "princess":
      return {
        top: "#ff8cc6",
        accent: GOLD,
        sleeves: "short",
        lower: "gown",
        lowerColour: "#ff8cc6",
        shoes: "#ff5fa2",
        hat: "tiara",
        extras: ["collar"],
      };
    case "prince":
      return {
        top: "#3f6fd8",
        accent: GOLD,
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#ffffff",
        shoes: BROWN_SHOES,
        hat: "small-crown",
        cape: "#c8283a",
        extras: ["buttons", "belt"],
      };
    case "king":
      return {
        top: "#c8283a",
        accent: "#ffffff",
        sleeves: "long",
        lower: "gown",
        lowerColour: "#c8283a",
        shoes: BROWN_SHOES,
        hat: "crown",
        cape: "#a81f30",
        extras: ["fur-trim"],
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
        cape: "#6d36b8",
        extras: ["fur-trim"],
      };
    case "chef":
      return {
        top: "#ffffff",
        accent: "#e53935",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#3f4452",
        shoes: "#2f2f36",
        hat: "toque",
        extras: ["buttons", "collar"],
      };
    case "farmer":
      return {
        top: "#d9534f",
        accent: "#4a78b8",
        sleeves: "short",
        lower: "trousers",
        lowerColour: "#4a78b8",
        shoes: BROWN_SHOES,
        hat: "straw-hat",
        extras: ["overall-bib"],
      };
    case "police":
      return {
        top: "#243a6b",
        accent: GOLD,
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#1e2f57",
        shoes: "#1f1f25",
        hat: "police-cap",
        extras: ["badge", "belt"],
      };
    case "builder":
      return {
        top: "#4a78b8",
        accent: "#ff8a1f",
        sleeves: "short",
        lower: "trousers",
        lowerColour: "#3d5a8a",
        shoes: BROWN_SHOES,
        hat: "hard-hat",
        extras: ["hi-vis-vest"],
      };
    case "ballerina":
      return {
        top: "#ffb3d1",
        accent: "#ffffff",
        sleeves: "none",
        lower: "tutu",
        lowerColour: "#ffc8df",
        legColour: "#ffe0ea",
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
        cape: "#e53935",
        extras: ["hero-emblem", "belt"],
      };
    case "mail-carrier":
      return {
        top: "#5b8fd6",
        accent: "#8a5a32",
        sleeves: "short",
        lower: "trousers",
        lowerColour: "#2f4f85",
        shoes: "#2f2f36",
        hat: "mail-cap",
        extras: ["mail-bag"],
      };
    case "teacher":
      return {
        top: look.clothesColor,
        accent: "#ffffff",
        sleeves: "long",
        lower: look.build === "girl" ? "skirt" : "trousers",
        lowerColour: look.build === "girl" ? TROUSERS : "#6b5b4a",
        shoes: SHOES,
        extras: ["open-front", "buttons"],
      };
    case "wizard":
      return {
        top: "#4a3fb8",
        accent: GOLD,
        sleeves: "long",
        lower: "gown",
        lowerColour: "#4a3fb8",
        shoes: "#3a2f7a",
        hat: "wizard-hat",
        extras: ["stars", "belt"],
      };
    case "witch":
      return {
        top: "#3a2f4f",
        accent: "#9b5de5",
        sleeves: "long",
        lower: "gown",
        lowerColour: "#3a2f4f",
        shoes: "#2a2233",
        hat: "witch-hat",
        cape: "#6a3fa0",
        extras: ["belt"],
      };
    case "fairy":
      return {
        top: "#c9a4ff",
        accent: "#ffffff",
        sleeves: "none",
        lower: "tutu",
        lowerColour: "#e2c9ff",
        legColour: "#f3e8ff",
        shoes: "#b07cf0",
        wings: "#9fd8ff",
        hat: "tiara",
        extras: [],
      };
    case "elf":
      return {
        top: "#2e9e4f",
        accent: "#e53935",
        sleeves: "long",
        lower: "shorts",
        lowerColour: "#1f7a3a",
        legColour: "#e53935",
        shoes: BROWN_SHOES,
        hat: "elf-hat",
        extras: ["collar", "belt"],
      };
    case "santa":
      return {
        top: "#d62828",
        accent: "#ffffff",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#c22020",
        shoes: "#1f1f25",
        gloves: "#1f1f25",
        hat: "santa-hat",
        longCoat: true,
        extras: ["fur-trim", "belt"],
      };
    case "knight":
      return {
        top: "#b8c2d1",
        accent: "#2f6fe0",
        sleeves: "long",
        lower: "trousers",
        lowerColour: "#a3aebf",
        shoes: "#7c8799",
        gloves: "#8d98aa",
        hat: "knight-helmet",
        extras: ["armour-plates", "belt"],
      };
    case "mermaid":
      return {
        top: "#ff8cc6",
        accent: "#ffffff",
        sleeves: "none",
        lower: "tail",
        lowerColour: "#22b8a8",
        legColour: "#22b8a8",
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
        extras: ["stripes", "buttons"],
      };
  }
}
