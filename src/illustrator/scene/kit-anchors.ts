/** Where a kit person's hands, seat, chest and mouth are in the scene, as placed (ItemSpec). */
import { kitDrawing } from "../people/kit-artwork";
import type { KitPoint, PersonAnchors } from "../people/person-kit-types";
import type { ItemSpec } from "./place-item";
import type { PlacedItem } from "./scene";

export type AnchorName = keyof PersonAnchors;

export interface ScenePoint {
  x: number;
  y: number;
}

/** The anchor in scene pixels, or undefined when the item is not a kit person. */
export function anchorOf(item: ItemSpec, name: AnchorName): ScenePoint | undefined {
  const drawing = kitDrawing(item.artwork);
  return drawing ? pointOf(item, drawing.anchors[name]) : undefined;
}

/** A point of the drawing's square in scene pixels, mirrored with the item and turned with it. */
export function pointOf(
  item: Pick<ItemSpec, "x" | "y" | "side" | "flip" | "rotation">,
  [fx, fy]: KitPoint,
): ScenePoint {
  const dx = ((item.flip ? 1 - fx : fx) - 0.5) * item.side;
  const dy = (fy - 0.5) * item.side;
  const turn = ((item.rotation ?? 0) * Math.PI) / 180;
  return {
    x: item.x + dx * Math.cos(turn) - dy * Math.sin(turn),
    y: item.y + dx * Math.sin(turn) + dy * Math.cos(turn),
  };
}

/** The centre of the artwork's square that puts the named anchor on `at` (upright). */
export function centreForAnchor(
  artwork: string,
  name: AnchorName,
  at: ScenePoint,
  side: number,
  flip: boolean,
): ScenePoint | undefined {
  const drawing = kitDrawing(artwork);
  if (!drawing) return undefined;
  const [fx, fy] = drawing.anchors[name];
  return { x: at.x - ((flip ? 1 - fx : fx) - 0.5) * side, y: at.y - (fy - 0.5) * side };
}

/** Every point of a placed kit person in scene pixels (hands, seat, chest, mouth, …), if it is one. */
export function personPointsOf(
  item: PlacedItem,
  sceneSize: number,
): Record<AnchorName, ScenePoint> | undefined {
  const drawing = kitDrawing(item.artwork);
  if (!drawing) return undefined;
  const placed = { ...item, side: item.scale * sceneSize };
  const entries = Object.entries(drawing.anchors) as [AnchorName, KitPoint][];
  return Object.fromEntries(
    entries.map(([name, point]) => [name, pointOf(placed, point)]),
  ) as Record<AnchorName, ScenePoint>;
}
