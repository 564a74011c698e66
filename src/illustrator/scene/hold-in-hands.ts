/**
 * What a kit person holds goes where their pose holds it: a flower or a balloon's string in the
 * hand, a baby or a puppy in both arms against the chest, an ice cream at the mouth, a book
 * between the hands, the ball at the kicking foot, the tree they climb under their hands.
 */
import type { ParsedThing } from "../parse/parsed-description";
import { parsePersonArtworkId } from "../people/person-artwork-id";
import { anchorOf } from "./kit-anchors";
import { artworkBounds } from "../artwork/catalog";
import { centreForBottom, type ItemSpec } from "./place-item";

/** x, y, side, flip, depth, isGrounded of the held thing, as `targetSpec` takes them. */
export type HeldPlacement = [number, number, number, boolean, number, boolean];

/** What is carried in both arms, as a share of the carrier's square. */
const CARRIED_SHARE = 0.3;
/** In front of the holder: drawn after them. */
const IN_FRONT = 0.08;
const BEHIND = 0.12;

export function kitHeldTarget(
  target: ParsedThing,
  holder: ItemSpec,
  heldSide: number,
  ground: number,
): HeldPlacement | undefined {
  const pose = parsePersonArtworkId(holder.artwork)?.pose;
  if (!pose) return undefined;
  const flip = holder.flip ?? false;
  const forward = flip ? 1 : -1;
  const side = holder.side;
  const at = (name: Parameters<typeof anchorOf>[1]) => anchorOf(holder, name) ?? holder;
  const centredOn = (point: { x: number; y: number }, thingSide: number): HeldPlacement => {
    const [, top, , bottom] = artworkBounds(target.artwork);
    return [
      point.x + (0.5 - horizontalMiddle(target.artwork, flip)) * thingSide,
      point.y + (0.5 - (top + bottom) / 2) * thingSide,
      thingSide,
      flip,
      IN_FRONT,
      false,
    ];
  };
  switch (pose) {
    case "carry":
    case "hug": {
      // Held against the chest, below the chin: the face stays clear.
      const chest = at("chest");
      const thingSide = Math.min(heldSide, side * CARRIED_SHARE);
      return centredOn({ x: chest.x, y: chest.y + thingSide * 0.22 }, thingSide);
    }
    case "eat": {
      const mouth = at("mouth");
      const thingSide = side * 0.2;
      return centredOn(
        { x: mouth.x + forward * thingSide * 0.35, y: mouth.y + thingSide * 0.1 },
        thingSide,
      );
    }
    case "read": {
      const front = at("frontHand");
      const back = at("backHand");
      return centredOn({ x: (front.x + back.x) / 2, y: (front.y + back.y) / 2 }, side * 0.28);
    }
    case "kick": {
      const feet = at("feet");
      const thingSide = Math.min(heldSide, side * 0.24);
      return [
        feet.x + forward * thingSide * 0.75,
        centreForBottom(target.artwork, ground, thingSide),
        thingSide,
        flip,
        IN_FRONT,
        true,
      ];
    }
    case "climb": {
      const hand = at("frontHand");
      const thingSide = Math.max(heldSide, side * 1.15);
      const [climbed] = centredOn(hand, thingSide);
      return [
        climbed,
        centreForBottom(target.artwork, ground, thingSide),
        thingSide,
        flip,
        BEHIND,
        true,
      ];
    }
    case "throw": {
      // The ball just left the raised hand: above it and behind the head, the face clear.
      const hand = at("backHand");
      const thingSide = Math.min(heldSide, side * 0.2);
      return centredOn(
        { x: hand.x - forward * thingSide * 0.6, y: hand.y - thingSide * 0.6 },
        thingSide,
      );
    }
    case "hold":
    case "wave": {
      const hand = at("frontHand");
      const thingSide = Math.min(heldSide, side * 0.34);
      if (target.habitat === "sky") {
        // A balloon or a kite: its string ends in the hand, the thing floats above.
        const lift = target.artwork === "kite" ? side * 0.25 : 0;
        const bottom = hand.y - lift;
        return [
          hand.x + (0.5 - horizontalMiddle(target.artwork, flip)) * thingSide,
          centreForBottom(target.artwork, bottom, thingSide),
          thingSide,
          flip,
          IN_FRONT,
          false,
        ];
      }
      return centredOn(hand, thingSide);
    }
    default:
      return undefined;
  }
}

/** The middle of the drawing across its square (mirrored with it). */
function horizontalMiddle(artwork: string, flip: boolean): number {
  const [left, , right] = artworkBounds(artwork);
  const middle = (left + right) / 2;
  return flip ? 1 - middle : middle;
}
