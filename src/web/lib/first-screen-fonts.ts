/**
 * The faces the first screen's words are set in; index.html preloads their files
 * (scripts/font-preload-plugin.ts).
 */
const FIRST_SCREEN_FACES = ["600 1em Fredoka", "700 1em Fredoka", "400 1em Nunito"];

/**
 * Resolves once the first screen's faces are ready to draw with. Text in a face still loading is
 * left blank for a moment, so a first screen drawn before then shows its words a frame or two
 * after the rest. Never rejects: without a face the words show in the fallback font.
 */
export function firstScreenFontsReady(): Promise<void> {
  if (!("fonts" in document)) return Promise.resolve();
  return Promise.all(FIRST_SCREEN_FACES.map((face) => document.fonts.load(face))).then(
    () => undefined,
    () => undefined,
  );
}
