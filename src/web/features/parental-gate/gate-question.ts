const ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A number from 21 to 99 (not a round ten) written in words: "forty-seven". */
export function numberInWords(value: number): string {
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  return ones === 0 ? TENS[tens]! : `${TENS[tens]}-${ONES[ones]}`;
}

export interface GateQuestion {
  words: string;
  answer: number;
}

/**
 * The gate's question: a two-digit number written in words, to be typed as digits. A reader answers
 * it at once; a small child who cannot read yet cannot, and guessing is one chance in 72.
 */
export function newGateQuestion(random: () => number = Math.random): GateQuestion {
  const candidates = [];
  for (let value = 21; value <= 99; value++) if (value % 10 !== 0) candidates.push(value);
  const answer = candidates[Math.floor(random() * candidates.length)] ?? 47;
  return { words: numberInWords(answer), answer };
}

/** Whether the typed text is the answer (spaces around it are forgiven). */
export function isGateAnswer(question: GateQuestion, typed: string): boolean {
  return typed.trim() === String(question.answer);
}
