import type { TBoundingBox, TDetectedObject } from "@/shared/contracts/images";

/** A point on the picture as fractions of its width and height (0..1). */
export interface TPicturePoint {
  x: number;
  y: number;
}

export function boxContains(box: TBoundingBox, point: TPicturePoint): boolean {
  return (
    point.x >= box.x &&
    point.x <= box.x + box.width &&
    point.y >= box.y &&
    point.y <= box.y + box.height
  );
}

/**
 * The object under a tap. Detected objects come nearest first, so the first box holding the point
 * is the topmost thing there; empty sky answers null.
 */
export function objectAtPoint<T extends TDetectedObject>(
  objects: readonly T[],
  point: TPicturePoint,
): T | null {
  return objects.find((object) => boxContains(object.boundingBox, point)) ?? null;
}

/** Where a tap landed on an element, as a point on the picture it shows. */
export function pointInElement(
  element: Element,
  clientX: number,
  clientY: number,
): TPicturePoint | null {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  return { x: (clientX - rect.left) / rect.width, y: (clientY - rect.top) / rect.height };
}

/** Objects in reading order (top to bottom, then left to right), for moving through by keyboard. */
export function inReadingOrder<T extends TDetectedObject>(objects: readonly T[]): T[] {
  const centre = (object: T) => ({
    x: object.boundingBox.x + object.boundingBox.width / 2,
    y: object.boundingBox.y + object.boundingBox.height / 2,
  });
  const ROW = 0.12;
  return [...objects].sort((a, b) => {
    const ca = centre(a);
    const cb = centre(b);
    const rowA = Math.floor(ca.y / ROW);
    const rowB = Math.floor(cb.y / ROW);
    return rowA === rowB ? ca.x - cb.x : rowA - rowB;
  });
}
