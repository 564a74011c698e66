/** German grammar words → the scene graph builder's link words (language-words.ts). */
import type { LinkWord } from "../language-words";

const A = ["ein", "eine", "einen", "einem", "einer", "eines"] as const;
const THE = ["der", "die", "das", "den", "dem", "des", "diese", "dieser", "dieses"] as const;
const MY = ["mein", "meine", "meinen", "meinem", "meiner", "dein", "deine", "sein", "seine"];

export const GERMAN_LINKS: Readonly<Record<string, LinkWord>> = {
  ...Object.fromEntries(A.map((word) => [word, "a"])),
  ...Object.fromEntries(THE.map((word) => [word, "the"])),
  ...Object.fromEntries(MY.map((word) => [word, "my"])),
  ihre: "my",
  und: "and",
  mit: "with",
  hat: "with",
  haben: "with",
  ist: "is",
  sind: "is",
  war: "is",
  er: "that",
  sie: "that",
  es: "that",
  // Said around the picture, never in it.
  sehr: "",
  ganz: "",
  "es war einmal": "",
  "ich will": "",
  "ich möchte": "",
  will: "",
  möchte: "",
  mal: "",
  male: "",
  "mal mir": "",
  zeichne: "",
  bitte: "",
  für: "",
  auch: "",
  noch: "",
  heißt: "",
  "gibt es": "",
  von: "of",
};
