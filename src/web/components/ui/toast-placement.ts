/** A box on the screen, in CSS pixels from the viewport's top left. */
export interface TBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

interface ToastPlacementInput {
  /** The viewport's height. */
  viewportHeight: number;
  /** The toast's height and its left and right edges (it keeps its width). */
  toast: { height: number; left: number; right: number };
  /** Every control the family can tap just now. */
  controls: readonly TBox[];
  /** Where the toast sits when nothing is in its way. */
  edge: "top" | "bottom";
  /** The space kept between the toast and the screen's edge or a control. */
  margin: number;
}

/**
 * The top of the toast where it covers no control: the free band of the screen nearest its edge
 * tall enough to hold it. With no such band (a screen full of buttons) it stays at its edge.
 */
export function toastTop({ viewportHeight, toast, controls, edge, margin }: ToastPlacementInput) {
  const lowest = viewportHeight - margin - toast.height;
  const inTheWay = controls
    .filter((control) => control.right > toast.left && control.left < toast.right)
    .filter((control) => control.bottom > 0 && control.top < viewportHeight)
    .sort((a, b) => a.top - b.top);
  const freeBands: [top: number, bottom: number][] = [];
  let bandTop = margin;
  for (const control of inTheWay) {
    if (control.top - margin > bandTop) freeBands.push([bandTop, control.top - margin]);
    bandTop = Math.max(bandTop, control.bottom + margin);
  }
  freeBands.push([bandTop, viewportHeight - margin]);
  const fitting = freeBands.filter(([top, bottom]) => bottom - top >= toast.height);
  if (fitting.length === 0) return edge === "top" ? margin : lowest;
  if (edge === "top") return fitting[0]![0];
  const [, bottom] = fitting[fitting.length - 1]!;
  return bottom - toast.height;
}
