import type { TBoundingBox } from "@/shared/contracts/images";

/** A box grown by `fraction` of its size on every side, kept inside the picture. */
export function paddedBox(box: TBoundingBox, fraction: number): TBoundingBox {
  const left = Math.max(0, box.x - box.width * fraction);
  const top = Math.max(0, box.y - box.height * fraction);
  const right = Math.min(1, box.x + box.width * (1 + fraction));
  const bottom = Math.min(1, box.y + box.height * (1 + fraction));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** CSS placing an element over `box` on a picture that fills its container. */
export function boxPosition(box: TBoundingBox) {
  return {
    left: `${box.x * 100}%`,
    top: `${box.y * 100}%`,
    width: `${box.width * 100}%`,
    height: `${box.height * 100}%`,
  };
}
