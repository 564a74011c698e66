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

/** Where the toast goes, and whether it is clear of every control there. */
export interface TToastPlace {
  top: number;
  isClear: boolean;
}

/**
 * The top of the toast where it covers no control: the free band of the screen nearest its edge
 * tall enough to hold it. With no such band (a screen full of buttons) it stays at its edge, and
 * is not clear: the screen has to make room (see `toast-room.ts`).
 */
export function placeToast({
  viewportHeight,
  toast,
  controls,
  edge,
  margin,
}: ToastPlacementInput): TToastPlace {
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
  if (fitting.length === 0) return { top: edge === "top" ? margin : lowest, isClear: false };
  if (edge === "top") return { top: fitting[0]![0], isClear: true };
  const [, bottom] = fitting[fitting.length - 1]!;
  return { top: bottom - toast.height, isClear: true };
}

/** The part of `box` inside every one of `clips` (the boxes that clip it), or null when none is. */
export function clippedBox(box: TBox, clips: readonly TBox[]): TBox | null {
  const clipped = clips.reduce(
    (inside, clip) => ({
      top: Math.max(inside.top, clip.top),
      bottom: Math.min(inside.bottom, clip.bottom),
      left: Math.max(inside.left, clip.left),
      right: Math.min(inside.right, clip.right),
    }),
    box,
  );
  return clipped.bottom > clipped.top && clipped.right > clipped.left ? clipped : null;
}
