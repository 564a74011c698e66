/**
 * How big the things people hold really are, so a thing in a hand is drawn at its real size against
 * the person holding it (a crayon a finger long, a hammer a forearm long), not at the size a thing
 * standing on its own in the picture gets. Keyed by the drawing, so every word for it agrees.
 * Only drawings the illustrator names elsewhere are listed: an id quoted in its source joins the
 * offline artwork pack (scripts/artwork-pack-plugin.ts).
 */

/** A grown-up's height, the yardstick of the kit (a grown-up fills the kit's square). */
export const GROWN_UP_CM = 170;

/**
 * Tools: things one uses in the hand, and holds whenever they are said with a person ("a boy with
 * a hammer"). The longest side of the drawn thing in the world, in centimetres.
 */
const TOOLS_CM: Readonly<Record<string, number>> = {
  hammer: 30,
  crayon: 9,
  pencil: 18,
  paintbrush: 22,
  "artist-palette": 30,
  "magic-wand": 35,
  toothbrush: 18,
  "own-spade": 70,
  "own-watering-can": 40,
  candle: 16,
  spoon: 17,
  "fork-and-knife": 20,
  scissors: 15,
  microphone: 20,
  key: 7,
  "crossed-swords": 75,
  dagger: 35,
  shield: 60,
  "mobile-phone": 15,
};

/** Other things held, hugged or eaten, known by their real size the same way. */
const OTHER_HELD_CM: Readonly<Record<string, number>> = {
  // What is read or written on.
  "open-book": 32,
  notebook: 24,
  envelope: 22,
  // Food and drink held to the mouth.
  "soft-ice-cream": 18,
  "ice-cream": 18,
  lollipop: 22,
  "red-apple": 8,
  banana: 19,
  cookie: 8,
  doughnut: 10,
  cupcake: 9,
  carrot: 18,
  sandwich: 12,
  "glass-of-milk": 14,
  "baby-bottle": 18,
  // Flowers and toys held or hugged.
  tulip: 35,
  rose: 35,
  sunflower: 60,
  bouquet: 40,
  "teddy-bear": 38,
  "soccer-ball": 22,
  basketball: 24,
  "wrapped-gift": 30,
};

/** The real longest side in centimetres of a drawing held in the hands, if known. */
export function realLengthCm(artwork: string): number | undefined {
  return TOOLS_CM[artwork] ?? OTHER_HELD_CM[artwork];
}

/** A thing one holds and uses in the hands (a hammer, a crayon, a wand), never stood beside one. */
export function isHandTool(artwork: string): boolean {
  return TOOLS_CM[artwork] !== undefined;
}

/** What one writes or draws with: held as the pencil, over the paper. */
export function isWritingTool(artwork: string): boolean {
  return /^(crayon|pencil|paintbrush|black-nib|fountain-pen|pen)$/.test(artwork);
}
