import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** The app's own display font (Fredoka 600, SIL Open Font License), printed in every book. */
const BOOK_FONT = "@fontsource/fredoka/files/fredoka-latin-600-normal.woff";

let loading: Promise<Uint8Array> | null = null;

/** The book font's bytes, read once. */
export function bookFont(): Promise<Uint8Array> {
  loading ??= readFile(createRequire(import.meta.url).resolve(BOOK_FONT));
  return loading;
}
