/** Italian words for where one thing is against another → the relation they say (in English). */

/** "a", "al", "alla", "allo", "all'", "ai", "agli", "alle". */
const TO = ["a", "al", "alla", "allo", "all'", "ai", "agli", "alle"] as const;
/** "di", "del", "della", "dello", "dell'", "dei", "degli", "delle". */
const OF = ["di", "del", "della", "dello", "dell'", "dei", "degli", "delle"] as const;

function withEvery(
  preposition: readonly string[],
  phrase: string,
  relation: string,
): [string, string][] {
  return preposition.map((word) => [`${phrase} ${word}`, relation]);
}

export const ITALIAN_RELATIONS: Readonly<Record<string, string>> = {
  sopra: "on top of",
  su: "on",
  sul: "on",
  sulla: "on",
  sullo: "on",
  "sull'": "on",
  sui: "on",
  sugli: "on",
  sulle: "on",
  ...Object.fromEntries(withEvery(TO, "sopra", "on top of")),
  ...Object.fromEntries(withEvery(OF, "sopra", "on top of")),
  in: "in",
  nel: "in",
  nella: "in",
  nello: "in",
  "nell'": "in",
  nei: "in",
  negli: "in",
  nelle: "in",
  dentro: "inside",
  ...Object.fromEntries(withEvery(TO, "dentro", "inside")),
  sotto: "under",
  ...Object.fromEntries(withEvery(TO, "sotto", "under")),
  dietro: "behind",
  ...Object.fromEntries(withEvery(TO, "dietro", "behind")),
  davanti: "in front of",
  ...Object.fromEntries(withEvery(TO, "davanti", "in front of")),
  "di fronte": "in front of",
  ...Object.fromEntries(withEvery(TO, "di fronte", "in front of")),
  accanto: "next to",
  ...Object.fromEntries(withEvery(TO, "accanto", "next to")),
  ...Object.fromEntries(withEvery(TO, "vicino", "near")),
  vicino: "near",
  tra: "between",
  fra: "between",
  ...Object.fromEntries(withEvery(TO, "intorno", "around")),
  ...Object.fromEntries(withEvery(OF, "a sinistra", "to the left of")),
  ...Object.fromEntries(withEvery(OF, "a destra", "to the right of")),
  "a sinistra": "on the left",
  "a destra": "on the right",
  lontano: "far away",
  "in lontananza": "far away",
};
