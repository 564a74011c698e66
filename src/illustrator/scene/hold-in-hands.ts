/**
 * What a kit person holds goes where their pose holds it: a flower or a balloon's string in the
 * hand, a baby or a puppy in both arms against the chest, an ice cream at the mouth, a book
 * between the hands, the ball at the kicking foot, the tree they climb under their hands, the pram
 * they push in front of them with its handle in their hands.
 */
import type { ParsedThing } from "../parse/parsed-description";
import { GROWN_UP_CM, realLengthCm } from "../people/held-sizes";
import { armsArtworkId, kitDrawing } from "../people/kit-artwork";
import { parsePersonArtworkId } from "../people/person-artwork-id";
import { heightAgainstGrownUp } from "../people/proportions";
import { anchorOf } from "./kit-anchors";
import { artworkBounds } from "../artwork/catalog";
import { centreForBottom, drawingBox, drawingShare, type ItemSpec } from "./place-item";

/** x, y, side, flip, depth, isGrounded of the held thing, as `targetSpec` takes them. */
export type HeldPlacement = [number, number, number, boolean, number, boolean];

/** Things that fit in a closed hand, whatever their word's size says. */
const HAND_SMALL = /coin|ring|key|shell|marble|gem|button|candy|sweet|acorn|pebble|seed|bead/;
/** An animal this small sits in one hand (a frog, a ladybird, a hamster), not in both arms. */
const HAND_SMALL_ANIMAL = 0.35;
/** A thing that fits in the hand, as a share of the holder's square. */
const IN_HAND_SHARE = 0.07;
const SMALL_ANIMAL_SHARE = 0.13;

/** A coin, a shell, a frog or a ladybird: held in one hand and drawn hand-sized. */
export function isHandSmall(thing: ParsedThing): boolean {
  if (thing.category === "animals") return thing.bulk * thing.scale <= HAND_SMALL_ANIMAL;
  return thing.category === "objects" && HAND_SMALL.test(thing.artwork);
}

/** A held thing this long (in centimetres) stands on the ground beside the hand holding it. */
const LEANS_ON_GROUND_CM = 55;

/** A standing kit person's height, as a share of their square (2 %..98 %). */
const STANDING_SHARE = 0.96;

/**
 * The side of the square a held thing is drawn in so that it has its real size against the one
 * holding it (a crayon a finger long in a child's hand), or undefined when its size is not known.
 */
export function realHeldSide(target: ParsedThing, holder: ItemSpec): number | undefined {
  const length = realLengthCm(target.artwork);
  const posed = parsePersonArtworkId(holder.artwork);
  if (length === undefined || !posed) return undefined;
  const personHeight = holder.side * STANDING_SHARE * (kitDrawing(holder.artwork)?.scale ?? 1);
  const grownUp = personHeight / heightAgainstGrownUp(posed.look.age);
  const share = drawingShare(target.artwork);
  const longest = Math.max(share.width, share.height);
  return ((length / GROWN_UP_CM) * grownUp * target.scale) / longest;
}

/** What is carried in both arms, as a share of the carrier's square. */
const CARRIED_SHARE = 0.3;
/** In front of the holder: drawn after them. */
const IN_FRONT = 0.08;
const BEHIND = 0.12;
/** A pushed thing's handle is gripped this far in from its near edge (of its square). */
const HANDLE_GRIP = 0.03;

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
  /** The thing's real size in the holder's hands when known, else the pose's share of them. */
  const sized = (otherwise: number) => realHeldSide(target, holder) ?? otherwise;
  switch (pose) {
    case "carry":
    case "hug": {
      // Held against the chest, below the chin: the face stays clear.
      const chest = at("chest");
      const thingSide = sized(Math.min(heldSide, side * CARRIED_SHARE));
      return centredOn({ x: chest.x, y: chest.y + thingSide * 0.22 }, thingSide);
    }
    case "eat": {
      const mouth = at("mouth");
      const thingSide = sized(side * 0.2);
      return centredOn(
        { x: mouth.x + forward * thingSide * 0.35, y: mouth.y + thingSide * 0.1 },
        thingSide,
      );
    }
    case "read":
    case "sit":
    case "doze": {
      // A book (or whatever a sitter holds) between the hands, in front of the lap.
      const front = at("frontHand");
      const back = at("backHand");
      const thingSide = sized(side * 0.28);
      return centredOn({ x: (front.x + back.x) / 2, y: (front.y + back.y) / 2 }, thingSide);
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
    case "push": {
      // On the ground in front, its near edge (a pram's or a barrow's handle) in the hands.
      const hand = at("frontHand");
      const [left, , right] = artworkBounds(target.artwork);
      const thingSide = heldSide;
      const nearEdge = flip ? left : 1 - right;
      return [
        hand.x + forward * (0.5 - nearEdge - HANDLE_GRIP) * thingSide,
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
      const thingSide = sized(Math.min(heldSide, side * 0.2));
      return centredOn(
        { x: hand.x - forward * thingSide * 0.6, y: hand.y - thingSide * 0.6 },
        thingSide,
      );
    }
    case "tuck": {
      // Against the side, the hand under it: the thing sits just above and in front of the hand.
      const hand = at("frontHand");
      const thingSide = sized(Math.min(heldSide, side * 0.26));
      return centredOn(
        { x: hand.x + forward * thingSide * 0.1, y: hand.y - thingSide * 0.3 },
        thingSide,
      );
    }
    case "write": {
      // The paper in the back hand, under the pencil's point in the front hand.
      const front = at("frontHand");
      const back = at("backHand");
      const thingSide = side * 0.24;
      return centredOn({ x: (front.x + back.x) / 2, y: front.y + thingSide * 0.42 }, thingSide);
    }
    case "stir": {
      // The pot in front at waist height, the spoon in it under the front hand.
      const hand = at("frontHand");
      const thingSide = side * 0.3;
      return centredOn({ x: hand.x, y: hand.y + thingSide * 0.25 }, thingSide);
    }
    case "spray": {
      // The water leaves the nozzle in the hands and flies on ahead, towards what is sprayed.
      const hand = at("frontHand");
      const thingSide = side * 0.3;
      return centredOn({ x: hand.x + forward * thingSide * 0.75, y: hand.y }, thingSide);
    }
    case "water": {
      // The can's handle in the hand, its spout forward and down over the plants.
      const hand = at("frontHand");
      const thingSide = Math.min(heldSide, side * 0.32);
      return centredOn(
        { x: hand.x + forward * thingSide * 0.15, y: hand.y + thingSide * 0.2 },
        thingSide,
      );
    }
    case "dig": {
      // The spade stands on the ground in front, its handle in the hands.
      const hand = at("frontHand");
      const thingSide = Math.min(heldSide, (ground - hand.y) * 1.15);
      const [x] = centredOn(hand, thingSide);
      return [
        x,
        centreForBottom(target.artwork, ground, thingSide),
        thingSide,
        flip,
        IN_FRONT,
        true,
      ];
    }
    case "hold":
    case "wave": {
      const hand = at("frontHand");
      const thingSide = sized(Math.min(heldSide, side * heldShare(target)));
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
      const reachesHand = ground - drawingShare(target.artwork).height * thingSide <= hand.y;
      if ((realLengthCm(target.artwork) ?? 0) >= LEANS_ON_GROUND_CM && reachesHand) {
        // A spade or a shield as long as a leg stands on the ground, held up by the hand.
        const [x] = centredOn(hand, thingSide);
        const y = centreForBottom(target.artwork, ground, thingSide);
        return [x, y, thingSide, flip, IN_FRONT, true];
      }
      return centredOn(hand, thingSide);
    }
    default:
      return undefined;
  }
}

/** Hugged or carried against the chest: held in both arms, which go round it. */
const ARMS_ROUND: ReadonlySet<string> = new Set(["hug", "carry"]);

/**
 * The holder's arms drawn again over what they hug or carry against the chest (a teddy, a puppy,
 * a baby), so the arms go round it instead of behind it; undefined for any other pose.
 */
export function armsAround(holder: ItemSpec, held: ItemSpec): ItemSpec | undefined {
  const pose = parsePersonArtworkId(holder.artwork)?.pose;
  if (!pose || !ARMS_ROUND.has(pose)) return undefined;
  return {
    artwork: armsArtworkId(holder.artwork),
    label: holder.label,
    role: "decoration",
    x: holder.x,
    y: holder.y,
    side: holder.side,
    depth: held.depth - 0.001,
    flip: holder.flip ?? false,
  };
}

/** A thing kept in the hand (a wand, a watch) drawn this big when its real size is not known. */
const HAND_ACCESSORY_SHARE = 0.2;

/**
 * A thing a kit person has in the hand ("a fairy with her magic wand", the crayon one draws with)
 * at their hand, at its real size: the pencil hand of one who writes, else the front hand, or the
 * back hand when the front one holds something. Undefined for anything else (a hat is worn).
 */
export function inTheHand(
  accessory: ParsedThing,
  label: string,
  holder: ItemSpec,
  frontHandBusy: boolean,
): ItemSpec | undefined {
  const pose = parsePersonArtworkId(holder.artwork)?.pose;
  if (!pose || accessory.wornOn !== "hand") return undefined;
  const hand = pose !== "write" && frontHandBusy ? "backHand" : "frontHand";
  const point = anchorOf(holder, hand) ?? holder;
  const side = realHeldSide(accessory, holder) ?? holder.side * HAND_ACCESSORY_SHARE;
  const flip = holder.flip ?? false;
  const [, top, , bottom] = artworkBounds(accessory.artwork);
  return {
    artwork: accessory.artwork,
    label,
    role: "accessory",
    x: point.x + (0.5 - horizontalMiddle(accessory.artwork, flip)) * side,
    y: point.y + (0.5 - (top + bottom) / 2) * side,
    side,
    depth: 0.05,
    flip,
    ...(accessory.color ? { tint: accessory.color.tint } : {}),
  };
}

/** How big a thing held in one hand is drawn, as a share of the holder's square. */
function heldShare(target: ParsedThing): number {
  if (!isHandSmall(target)) return 0.34;
  const share = target.category === "animals" ? SMALL_ANIMAL_SHARE : IN_HAND_SHARE;
  return share * Math.min(1, target.scale);
}

/** The middle of the drawing across its square (mirrored with it). */
function horizontalMiddle(artwork: string, flip: boolean): number {
  const [left, , right] = artworkBounds(artwork);
  const middle = (left + right) / 2;
  return flip ? 1 - middle : middle;
}

/**
 * A person and what they hold or push move as one into the frame: shifted together, so a pram at
 * the edge is not pulled out of its pusher's hands when each is kept in the frame on its own.
 */
export function keepHolderAndHeldInFrame(items: ItemSpec[], size: number): void {
  const holder = items.find((item) => item.role === "subject");
  if (!holder || !parsePersonArtworkId(holder.artwork) || items.length < 2) return;
  const boxes = items.map((item) => drawingBox(item.artwork, item.x, item.y, item.side, item.flip));
  const left = Math.min(...boxes.map((box) => box.x));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const margin = size * 0.01;
  const shift = Math.max(0, margin - left) - Math.max(0, right - (size - margin));
  if (right - left > size - 2 * margin) return;
  for (const item of items) item.x += shift;
}
