/**
 * Nothing on a story page hides a face: a bed, a bath's tap or a fish leaping "over the boat"
 * laid over a person's face goes behind that person instead (the person in front of the bed,
 * not lost behind it). A drawing with a face of its own is moved only when its face stays seen.
 */
import type { PlacedItem } from "../scene/scene";

/** Each move fixes one face; a page has few. */
const MOST_MOVES = 6;

export function withFacesSeen(layers: readonly PlacedItem[]): PlacedItem[] {
  let order = [...layers];
  for (let move = 0; move < MOST_MOVES; move += 1) {
    const moved = withOneCoverBehind(order);
    if (!moved) break;
    order = moved;
  }
  return order;
}

function withOneCoverBehind(order: readonly PlacedItem[]): PlacedItem[] | undefined {
  for (const [at, item] of order.entries()) {
    if (!item.face) continue;
    const coverAt = order.findIndex((front, index) => index > at && hides(front, item));
    const cover = order[coverAt];
    if (!cover) continue;
    const moved = [...order.slice(0, at), cover, ...order.slice(at).filter((x) => x !== cover)];
    const isCoverSeen = !moved.some(
      (front, index) => index > moved.indexOf(cover) && hides(front, cover),
    );
    if (isCoverSeen) return moved;
  }
  return undefined;
}

/** A drawing (not one worn, not the same character's) over the whole of the face. */
function hides(front: PlacedItem, item: PlacedItem): boolean {
  const face = item.face;
  if (!face || front.role === "decoration" || front.role === "accessory") return false;
  if (front.characterId !== undefined && front.characterId === item.characterId) return false;
  const { x, y, width, height } = front.box;
  return (
    face.x - face.radius > x &&
    face.x + face.radius < x + width &&
    face.y - face.radius > y &&
    face.y + face.radius < y + height
  );
}
