/**
 * What actions, moods and accessories add around a character: zzz over a sleeper, notes around a
 * dancer, sparkles for magic, wings on a flying pig, a crown on a head.
 */
import type { ParsedThing } from "../parse/parsed-description";
import type { Mood } from "../vocabulary/modifiers";
import { labelOf, type ArrangedThing } from "./arrange-characters";
import { artworkBounds } from "../artwork/catalog";
import { kitDrawing } from "../people/kit-artwork";
import { inTheHand } from "./hold-in-hands";
import { drawingBox, drawingShare, type ItemSpec } from "./place-item";
import type { Random } from "./random";

const MOOD_ART: Readonly<Record<Mood, readonly string[]>> = {
  happy: ["sparkles", "sparkles"],
  magic: ["sparkles", "glowing-star", "sparkles"],
  love: ["sparkling-heart", "two-hearts"],
  silly: ["sparkles", "balloon"],
  calm: [],
  sad: [],
};

/** Things that already fly on their own, so flying adds no wings. */
const HAS_OWN_WINGS =
  /dragon|bird|dove|eagle|bat|bee|butterfly|parrot|owl|fairy|airplane|rocket|helicopter|balloon/;

/** Poses (rotation, lift) applied to a character's items in place. */
export function poseForAction(arranged: ArrangedThing, random: Random): void {
  const action = arranged.thing.action;
  for (const item of arranged.items) {
    if (item.role !== "subject") continue;
    // A kit person's pose already shows the action; only a jump lifts them off the ground.
    if (kitDrawing(item.artwork) && action !== "jump") continue;
    if (action === "dance") item.rotation = (random.next() < 0.5 ? -1 : 1) * random.between(9, 14);
    if (action === "run") item.rotation = item.flip ? 8 : -8;
    if (action === "jump") {
      item.y -= item.side * 0.22;
      item.isGrounded = false;
    }
    if (action === "sleep") item.rotation = item.flip ? -6 : 6;
  }
}

/** Decorations and accessories for one arranged thing. */
export function decorationsFor(
  arranged: ArrangedThing,
  moods: readonly Mood[],
  size: number,
  random: Random,
): ItemSpec[] {
  const lead = arranged.items.find((item) => item.role === "subject");
  if (!lead) return [];
  const { thing } = arranged;
  const box = drawingBox(lead.artwork, lead.x, lead.y, lead.side, lead.flip);
  const small = Math.max(size * 0.07, lead.side * 0.24);
  const behind = lead.flip ? -1 : 1;
  const decorations: ItemSpec[] = [];
  const add = (artwork: string, x: number, y: number, side: number, rotation = 0) =>
    decorations.push({
      artwork,
      label: artwork,
      role: "decoration",
      x,
      y,
      side,
      depth: 0.02,
      rotation,
    });

  switch (thing.action) {
    case "sleep":
      add("zzz", box.x + box.width * (behind > 0 ? 0.85 : 0.15), box.y - small * 0.2, small * 1.1);
      break;
    case "dance":
    case "sing":
      add("musical-notes", box.x - small * 0.2, box.y + small * 0.3, small, -12);
      add("musical-note", box.x + box.width + small * 0.2, box.y + small * 0.1, small * 0.85, 12);
      break;
    case "cry": {
      // Tears from the eyes: at the face anchor when there is one.
      const face = lead.face;
      const faceX = face
        ? lead.x - lead.side / 2 + (lead.flip ? 1 - face[0] : face[0]) * lead.side
        : box.x + box.width / 2;
      const faceY = face ? lead.y - lead.side / 2 + face[1] * lead.side : box.y + box.height * 0.3;
      const reach = face ? face[2] * lead.side : box.width * 0.2;
      add("droplet", faceX - reach * 0.75, faceY + reach * 0.6, small * 0.45, -10);
      add("droplet", faceX + reach * 0.75, faceY + reach * 0.6, small * 0.45, 10);
      break;
    }
    case "run":
      add(
        "dashing-away",
        box.x + (behind > 0 ? box.width + small * 0.3 : -small * 0.3),
        box.y + box.height * 0.7,
        small,
      );
      break;
    case "fly":
      // A kit person flies by their pose (a superhero) or floats (an astronaut): no wings, no cloud.
      if (kitDrawing(thing.artwork)) break;
      if (
        !HAS_OWN_WINGS.test(thing.artwork) &&
        !thing.accessories.some((accessory) => accessory.wornOn === "back")
      ) {
        decorations.push(wingFor(lead, labelOf(thing), undefined));
      }
      add("cloud", lead.x, box.y + box.height + small * 0.15, lead.side * 0.7);
      break;
  }
  const wearers = arranged.items.filter((item) => item.role === "subject");
  const frontHandBusy = arranged.items.some((item) => item.role === "target");
  for (const wearer of wearers) {
    for (const accessory of thing.accessories) {
      decorations.push(
        inTheHand(accessory, labelOf(accessory), wearer, frontHandBusy) ??
          accessoryFor(accessory, wearer),
      );
    }
  }
  for (const mood of moods) {
    MOOD_ART[mood].forEach((artwork, index) => {
      const onLeft = index % 2 === 0;
      const x = onLeft ? box.x - small * 0.1 : box.x + box.width + small * 0.1;
      add(
        artwork,
        x,
        box.y + box.height * random.between(0.05, 0.45),
        small * random.between(0.8, 1),
      );
    });
  }
  return decorations;
}

/** Things without a face anchor wear things at the top middle of their square. */
const DEFAULT_FACE = [0.5, 0.25, 0.15] as const;

/**
 * A worn thing on its wearer: a hat's drawing stands on the top of the head (never above the
 * wearer's drawing), glasses cover the face, a scarf or bow sits under it, a wand is held at the
 * side. Placed on the upright wearer, then turned with it.
 */
function accessoryFor(accessory: ParsedThing, owner: ItemSpec): ItemSpec {
  if (accessory.wornOn === "back") {
    return wingFor(owner, labelOf(accessory), accessory.color?.tint);
  }
  const flip = owner.flip ?? false;
  const box = drawingBox(owner.artwork, owner.x, owner.y, owner.side, flip);
  const [faceX, faceY, faceRadius] = owner.face ?? DEFAULT_FACE;
  const head = {
    x: owner.x + ((flip ? 1 - faceX : faceX) - 0.5) * owner.side,
    y: owner.y + (faceY - 0.5) * owner.side,
    radius: faceRadius * owner.side,
  };
  const share = drawingShare(accessory.artwork);
  const [, top, , bottom] = artworkBounds(accessory.artwork);
  const worn = (x: number, y: number, side: number): ItemSpec => ({
    artwork: accessory.artwork,
    label: labelOf(accessory),
    role: "accessory",
    ...turnedWith(owner, x, y),
    side,
    depth: 0.05,
    flip,
    rotation: owner.rotation ?? 0,
    ...(accessory.color ? { tint: accessory.color.tint } : {}),
  });
  switch (accessory.wornOn) {
    case "head": {
      const width = clamp(head.radius * 2.3, owner.side * 0.12, owner.side * 0.36);
      const side = width / share.width;
      // The brim sinks a little into the head, and never floats above the wearer's drawing.
      const brim = Math.max(head.y - head.radius * 0.72, box.y + head.radius * 0.25);
      return worn(head.x, brim - (bottom - 0.5) * side, side);
    }
    case "face": {
      const side = (head.radius * 2.1) / share.width;
      return worn(head.x, head.y - head.radius * 0.15, side);
    }
    case "neck": {
      const side = (head.radius * 1.5) / share.width;
      return worn(head.x, head.y + head.radius * 1.05 + (0.5 - top) * side, side);
    }
    default: {
      const side = owner.side * 0.32;
      return {
        ...worn(
          box.x + (flip ? box.width + side * 0.2 : -side * 0.2),
          box.y + box.height * 0.55,
          side,
        ),
        rotation: 0,
      };
    }
  }
}

/** A point of the upright wearer, moved as the wearer is turned about its centre. */
function turnedWith(owner: ItemSpec, x: number, y: number): { x: number; y: number } {
  const turn = ((owner.rotation ?? 0) * Math.PI) / 180;
  const dx = x - owner.x;
  const dy = y - owner.y;
  return {
    x: owner.x + dx * Math.cos(turn) - dy * Math.sin(turn),
    y: owner.y + dx * Math.sin(turn) + dy * Math.cos(turn),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A wing on the character's back (behind it, towards its tail). */
function wingFor(owner: ItemSpec, label: string, tint: string | undefined): ItemSpec {
  const box = drawingBox(owner.artwork, owner.x, owner.y, owner.side, owner.flip);
  const side = owner.side * 0.6;
  const backX = owner.flip ? box.x + box.width * 0.35 : box.x + box.width * 0.65;
  return {
    artwork: "wing",
    label,
    role: "accessory",
    x: backX,
    y: box.y + side * 0.2,
    side,
    depth: 0.2,
    rotation: owner.flip ? 15 : -15,
    flip: !(owner.flip ?? false),
    ...(tint ? { tint } : {}),
  };
}
