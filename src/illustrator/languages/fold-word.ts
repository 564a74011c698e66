/**
 * A word as looked up in any language's tables: lowercase, accents and umlauts left out, so a
 * child who types "arbol" finds "árbol" and "Baer" or "Bar" finds "Bär" ("ß" as "ss").
 */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}
