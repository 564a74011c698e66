/**
 * What a child says on /story (spec social.md §4, §5): spoken pieces are tidied (capitalised,
 * split into sentences at "however, but, then, so, suddenly, meanwhile, later, next, finally",
 * a full stop at the end), added to the story unless they repeat what was just said, and refused
 * when they look like the app's own voice (known phrases, over 500 letters, a word said over 8
 * times).
 */

/** The spoken guidance (once per step after 1.5 s of quiet). */
export const STORY_GUIDANCE = {
  1: "Let's make a magic story! First, tell me the title of your story, then press OK.",
  2: "Now tell me your story! What happens to your characters?",
} as const;
export const GUIDANCE_DELAY_MS = 1500;
export const GUIDANCE_VOICE = { rate: 0.9, pitch: 1.4, volume: 0.8 } as const;
/** After the app stops speaking, the microphone can be started again after this pause. */
export const MICROPHONE_REST_MS = 1000;

const MAX_SPOKEN_LENGTH = 500;
const MAX_WORD_REPEATS = 8;
/** Recent story text a new spoken piece is compared with. */
const RECENT_LENGTH = 300;

const SPLIT_WORDS = /\s+(?=(?:however|but|then|so|suddenly|meanwhile|later|next|finally)\b)/gi;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

const SYSTEM_PHRASES = [
  ...Object.values(STORY_GUIDANCE),
  "tell me the title of your story",
  "what happens to your characters",
].map(normalise);

/** True when the text looks like the app's own guidance heard back through the microphone. */
export function isSystemSpeech(text: string): boolean {
  if (text.length > MAX_SPOKEN_LENGTH) return true;
  const heard = normalise(text);
  if (SYSTEM_PHRASES.some((phrase) => heard.includes(phrase))) return true;
  const counts = new Map<string, number>();
  for (const word of heard.split(" ")) {
    if (!word) continue;
    const count = (counts.get(word) ?? 0) + 1;
    if (count > MAX_WORD_REPEATS) return true;
    counts.set(word, count);
  }
  return false;
}

/** "the cat ran then it slept" → "The cat ran. Then it slept." */
export function tidySpokenStory(spoken: string): string {
  const text = spoken
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?,;:\s]+$/, "");
  if (!text) return "";
  const words = (part: string) => part.trim().split(" ").filter(Boolean).length;
  const pieces: string[] = [];
  let from = 0;
  for (const match of text.matchAll(SPLIT_WORDS)) {
    const cut = match.index + match[0].length;
    // Only where both sides keep two words: "see you later" stays one sentence.
    if (words(text.slice(from, match.index)) < 2 || words(text.slice(cut)) < 2) continue;
    pieces.push(text.slice(from, match.index));
    from = cut;
  }
  pieces.push(text.slice(from));
  return pieces
    .map((piece) => piece.replace(/[,;:\s]+$/, "").trim())
    .filter(Boolean)
    .map((piece) => {
      const capital = piece.charAt(0).toUpperCase() + piece.slice(1);
      return /[.!?]$/.test(capital) ? capital : `${capital}.`;
    })
    .join(" ");
}

/** The story with a spoken piece added, or unchanged when the piece repeats recent text. */
export function addSpokenPiece(story: string, spoken: string): string {
  const piece = tidySpokenStory(spoken);
  if (!piece) return story;
  const recent = normalise(story.slice(-RECENT_LENGTH));
  if (recent.includes(normalise(piece))) return story;
  return story.trim() ? `${story.trim()} ${piece}` : piece;
}

/** A spoken title: tidied, without the full stop the clean-up adds. */
export function spokenTitle(spoken: string): string {
  const title = spoken
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?]+$/, "");
  return title.charAt(0).toUpperCase() + title.slice(1);
}
