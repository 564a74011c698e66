/**
 * Small helpers the kid-safe word lists of every language share: one entry written with its forms
 * ("tont{o,a,os,as}"), and the plain-letter spellings a child types when accents are missing.
 */

/** "tont{o,a,os,as}" → tonto, tonta, tontos, tontas; "idiota{,s}" → idiota, idiotas. */
export function wordForms(entry: string): string[] {
  const braces = /\{([^{}]*)\}/.exec(entry);
  if (!braces) return [entry];
  const [whole, choices = ""] = braces;
  const before = entry.slice(0, braces.index);
  const after = entry.slice(braces.index + whole.length);
  return choices.split(",").flatMap((choice) => wordForms(before + choice + after));
}

export const allWordForms = (entries: readonly string[]): string[] => entries.flatMap(wordForms);

/**
 * The text in plain letters: accents dropped ("blöd" → "blod", "cabrón" → "cabron"), "ß" → "ss",
 * "ñ" → "ny" (so "coño" never becomes the ice-cream "cono"), "æ"/"œ" spelled out.
 */
export function inPlainLetters(text: string): string {
  return text
    .replace(/ñ/g, "ny")
    .replace(/Ñ/g, "NY")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, (letter) => (letter === "æ" ? "ae" : "AE"))
    .replace(/[œŒ]/g, (letter) => (letter === "œ" ? "oe" : "OE"))
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC");
}

/**
 * Every way a word may reach us without its accents: plain letters ("blöd" → "blod"), and the
 * German way of writing an umlaut without one ("blöd" → "bloed").
 */
export function plainSpellings(word: string): string[] {
  const spellings = new Set([inPlainLetters(word)]);
  if (/[äöü]/i.test(word)) {
    spellings.add(inPlainLetters(word.replace(/[äöü]/gi, (umlaut) => `${umlaut}e`)));
  }
  return [...spellings];
}

/**
 * A verb's softened forms with each article that may follow it, where the new verb wants another
 * preposition: "matar o" → "fazer cócegas no", "uccidere il" → "fare il solletico al".
 */
export function softenedWithObjects(
  verbs: Readonly<Record<string, string>>,
  articles: Readonly<Record<string, string>>,
): Record<string, string> {
  const softened: Record<string, string> = { ...verbs };
  for (const [verb, newVerb] of Object.entries(verbs)) {
    for (const [article, newArticle] of Object.entries(articles)) {
      softened[`${verb} ${article}`] = `${newVerb} ${newArticle}`;
    }
  }
  return softened;
}

/**
 * A softened entry and its replacement, both with forms in braces, as pairs of single words:
 * "muert{o,a}" → "dormid{o,a}" gives muerto → dormido, muerta → dormida.
 */
export function softenedForms(entry: string, replacement: string): Array<[string, string]> {
  const words = wordForms(entry);
  const replacements = wordForms(replacement);
  if (words.length !== replacements.length) {
    throw new Error(`"${entry}" and "${replacement}" do not have the same number of forms`);
  }
  return words.map((word, index) => [word, replacements[index]!]);
}
