/**
 * One language's words for the personal-details filter: how its children say numbers aloud, spell
 * an e-mail address, and give a way to reach them. Patterns are written in plain lower-case
 * letters ("numero", not "número"): the filter reads text with accents dropped, as a child may
 * type it. They are whole words or phrases; the filter adds the word boundaries.
 */
export interface TPersonalDetailWords {
  /** Number words and phrases from 0 to 99, in plain letters: "treinta y cuatro" → 34. */
  numbers: Readonly<Record<string, number>>;
  /** Number words that are everyday words too ("un", "o"): numbers only between other numbers. */
  onlyAmongNumbers: readonly string[];
  /** "doble cinco" → 55. */
  repeats: Readonly<Record<string, number>>;
  /** This language's everyday words another language reads as numbers (Portuguese "sei"). */
  ordinaryWords: readonly string[];
  /** How "@" and "." are said in an e-mail address. */
  spokenAt: readonly string[];
  spokenDot: readonly string[];
  /** "my number is", the part before the digits. */
  myNumber: string;
  /** Phrases that give a phone number, an e-mail address, a handle, a home address. */
  phonePhrases: readonly string[];
  emailPhrases: readonly string[];
  handlePhrases: readonly string[];
  addressPhrases: readonly string[];
  /** Street addresses as this language writes them ("calle mayor 5", "5 rue de la paix"). */
  streets: readonly string[];
}

/** "21" to "99" from the tens and the way a language joins them to the units. */
export function tensAndUnits(
  tens: Readonly<Record<number, string>>,
  units: readonly string[],
  join: (ten: string, unit: string, unitValue: number) => string | readonly string[],
): Record<string, number> {
  const numbers: Record<string, number> = {};
  for (const [tenValue, ten] of Object.entries(tens)) {
    numbers[ten] = Number(tenValue);
    units.forEach((unit, index) => {
      if (index === 0) return;
      const joined = join(ten, unit, index);
      for (const form of typeof joined === "string" ? [joined] : joined) {
        numbers[form] = Number(tenValue) + index;
      }
    });
  }
  return numbers;
}

/** Words in order from zero: ["cero", "uno", …] → { cero: 0, uno: 1, … }. */
export const counting = (words: readonly string[]): Record<string, number> =>
  Object.fromEntries(words.map((word, value) => [word, value]));

/** Street words, for a pattern: "calle|avenida|…". */
export const anyOf = (words: readonly string[]): string => `(?:${words.join("|")})`;
