/**
 * Tidies what the recogniser heard into a description (spec section 5): filler sounds and request
 * phrases removed, common mishearings corrected, a word said three or more times in a row reduced
 * to one, a full stop added and the first letter capitalised.
 */
export function cleanTranscript(raw: string): string {
  let text = ` ${raw.replace(/\s+/g, " ").trim()} `;
  for (const [pattern, replacement] of FIXED_PHRASES) text = text.replace(pattern, replacement);
  text = reduceRepeatedWords(text.replace(/\s+/g, " ").trim());
  text = text.replace(/^[\s,.;:!?]+/, "").replace(/[\s,;:]+$/, "");
  if (text === "") return "";
  if (!/[.!?]$/.test(text)) text += ".";
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Matched case-insensitively on whole words; the text is padded with spaces while they run. */
const FIXED_PHRASES: readonly (readonly [RegExp, string])[] = [
  // Filler sounds.
  [/(?<=[\s,])(?:u+m+|u+h+|e+r+m*|h+m+|m{2,})(?=[\s,.!?])/gi, " "],
  // Request openings: what is wanted is the picture's description.
  [
    /^ (?:(?:can|could|will) you |please )*(?:draw|make|paint|show)(?: me)?(?: a picture of| an? picture of)? /i,
    " ",
  ],
  [/^ i (?:want|would like|wanna)(?: to see)?(?: a picture of)? /i, " "],
  [/^ (?:a )?picture of /i, " "],
  // Words the recogniser often splits or mishears; a plural "s" after them is kept.
  [/ uni corn(?=s? )/gi, " unicorn"],
  [/ (?:dino|dyna) sore(?=s? )/gi, " dinosaur"],
  [/ butter fly(?= )/gi, " butterfly"],
  [/ butter flies(?= )/gi, " butterflies"],
  [/ rain bow(?=s? )/gi, " rainbow"],
  [/ (?:t wrecks|tea rex|t rex)(?= )/gi, " T. rex"],
];

/** "big big big dog" → "big dog"; a word said twice ("very very") is kept as said. */
function reduceRepeatedWords(text: string): string {
  return text.replace(/\b(\p{L}+)(?:\s+\1\b){2,}/giu, "$1");
}
