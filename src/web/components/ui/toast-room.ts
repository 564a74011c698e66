/**
 * Room for a toast that found no free band (a dialog as tall as the screen, its Send at the
 * bottom): the toaster sets these on the page's root, and a dialog (`dialog.tsx`) gives up that
 * much of its height on the toast's side, scrolling what no longer fits. The toast then sits in
 * the band the dialog left and covers none of its controls.
 */
export const TOAST_ROOM_VARIABLE = "--toast-room";
/** How far a dialog's centre moves away from the toast: up at the bottom edge, down at the top. */
export const TOAST_SHIFT_VARIABLE = "--toast-shift";

export function makeToastRoom(height: number, edge: "top" | "bottom"): void {
  const root = document.documentElement.style;
  root.setProperty(TOAST_ROOM_VARIABLE, `${height}px`);
  root.setProperty(TOAST_SHIFT_VARIABLE, `${edge === "top" ? height / 2 : -height / 2}px`);
}

export function giveBackToastRoom(): void {
  const root = document.documentElement.style;
  root.removeProperty(TOAST_ROOM_VARIABLE);
  root.removeProperty(TOAST_SHIFT_VARIABLE);
}
