import { counting, tensAndUnits, type TPersonalDetailWords } from "./personal-detail-words";

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/**
 * English numbers said aloud ("five five five, oh one nine nine"). English's own phrases and street
 * forms live in `personal-details.ts`, where the filter began.
 */
export const ENGLISH_PERSONAL_DETAIL_WORDS: TPersonalDetailWords = {
  numbers: {
    ...counting([
      ...UNITS,
      ...["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen"],
      ...["sixteen", "seventeen", "eighteen", "nineteen"],
    ]),
    oh: 0,
    o: 0,
    ...tensAndUnits(
      {
        20: "twenty",
        30: "thirty",
        40: "forty",
        50: "fifty",
        60: "sixty",
        70: "seventy",
        80: "eighty",
        90: "ninety",
      },
      UNITS,
      (ten, unit) => `${ten} ${unit}`,
    ),
  },
  onlyAmongNumbers: ["oh", "o"],
  repeats: { double: 2, triple: 3 },
  // Spanish reads "once" as eleven, Italian "due" as two, French "seize" as sixteen, German "elf".
  ordinaryWords: ["once", "due", "seize", "elf", "null", "otto", "uno"],
  spokenAt: ["at"],
  spokenDot: ["dot"],
  myNumber: "my number(?: is)?",
  phonePhrases: [],
  emailPhrases: [],
  handlePhrases: [],
  addressPhrases: [],
  streets: [],
};
