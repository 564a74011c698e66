/** French words for where one thing is against another → the relation they say (in English). */

/** "de", "d'", "du", "de la", "de l'", "des". */
const OF = ["de", "d'", "du", "de la", "de l'", "des"] as const;

function withEveryOf(phrase: string, relation: string): [string, string][] {
  return OF.map((of) => [`${phrase} ${of}`, relation]);
}

export const FRENCH_RELATIONS: Readonly<Record<string, string>> = {
  sur: "on",
  "sur le dessus": "on top",
  ...Object.fromEntries(withEveryOf("en haut", "on top of")),
  ...Object.fromEntries(withEveryOf("au-dessus", "above")),
  ...Object.fromEntries(withEveryOf("au dessus", "above")),
  dans: "in",
  en: "in",
  dedans: "inside",
  ...Object.fromEntries(withEveryOf("à l'intérieur", "inside")),
  sous: "under",
  ...Object.fromEntries(withEveryOf("en dessous", "under")),
  ...Object.fromEntries(withEveryOf("au-dessous", "below")),
  derrière: "behind",
  devant: "in front of",
  ...Object.fromEntries(withEveryOf("à côté", "next to")),
  ...Object.fromEntries(withEveryOf("a cote", "next to")),
  ...Object.fromEntries(withEveryOf("près", "near")),
  entre: "between",
  ...Object.fromEntries(withEveryOf("autour", "around")),
  ...Object.fromEntries(withEveryOf("à gauche", "to the left of")),
  ...Object.fromEntries(withEveryOf("à droite", "to the right of")),
  "à gauche": "on the left",
  "à droite": "on the right",
  loin: "far away",
  "au loin": "far away",
};
