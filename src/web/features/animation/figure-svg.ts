import type { PersonDrawing } from "@/illustrator/people/person-kit-types";

/** The kit's drawings are in a 32×32 square. */
const SQUARE = 32;

/**
 * A kit figure's SVG cropped to its drawing and stretched over the box it was found in (which is
 * that drawing's box in the picture), mirrored as it was drawn. Its parts keep their `data-part`,
 * so CSS can move the arms and legs.
 */
export function figureSvg(drawing: Pick<PersonDrawing, "svg" | "bounds">, mirrored: boolean) {
  const [left, top, right, bottom] = drawing.bounds.map((fraction) => fraction * SQUARE) as [
    number,
    number,
    number,
    number,
  ];
  const viewBox = [left, top, right - left, bottom - top].map((value) => value.toFixed(3));
  const mirror = mirrored ? ' style="transform:scaleX(-1)"' : "";
  return drawing.svg.replace(
    /viewBox="[^"]*"/,
    `viewBox="${viewBox.join(" ")}" width="100%" height="100%" preserveAspectRatio="none"${mirror}`,
  );
}
