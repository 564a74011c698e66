import { describe, expect, it } from "vitest";
import { clippedBox, placeToast, type TBox } from "./toast-placement";

const PHONE = { viewportHeight: 844, margin: 12, edge: "bottom" as const };
const toast = { height: 120, left: 12, right: 378 };
const box = (top: number, bottom: number, left = 0, right = 390): TBox => ({
  top,
  bottom,
  left,
  right,
});
const toastTop = (input: Parameters<typeof placeToast>[0]) => placeToast(input).top;
const covers = (top: number, control: TBox) =>
  control.top < top + toast.height && control.bottom > top;

describe("where a toast goes", () => {
  it("sits at the bottom edge when nothing is there", () => {
    expect(toastTop({ ...PHONE, toast, controls: [box(0, 80)] })).toBe(844 - 12 - 120);
  });

  it("rises above the book's Back, Play and Next at the bottom of the screen", () => {
    const controls = [box(0, 80), box(760, 820, 20, 120), box(760, 820, 140, 250)];
    const top = toastTop({ ...PHONE, toast, controls });
    expect(top).toBe(760 - 12 - 120);
    for (const control of controls) expect(covers(top, control)).toBe(false);
  });

  it("finds the free band between controls nearest its edge", () => {
    const controls = [box(0, 80), box(300, 350), box(500, 560), box(600, 840)];
    const top = toastTop({ ...PHONE, toast, controls });
    expect(top).toBe(500 - 12 - 120);
    for (const control of controls) expect(covers(top, control)).toBe(false);
  });

  it("ignores controls beside it or off the screen", () => {
    const controls = [box(700, 800, 380, 390), box(900, 960), box(-100, -20)];
    expect(toastTop({ ...PHONE, toast, controls })).toBe(844 - 12 - 120);
  });

  it("on a wide screen prefers the top, below the header's buttons", () => {
    expect(toastTop({ ...PHONE, edge: "top", toast, controls: [box(10, 70)] })).toBe(82);
  });

  it("is clear wherever it found a free band", () => {
    expect(placeToast({ ...PHONE, toast, controls: [box(0, 80), box(760, 820)] }).isClear).toBe(
      true,
    );
  });

  it("stays at its edge, not clear, when the screen has no room anywhere (the screen must make some)", () => {
    const controls = [box(0, 400), box(420, 844)];
    expect(placeToast({ ...PHONE, toast, controls })).toEqual({
      top: 844 - 12 - 120,
      isClear: false,
    });
  });
});

describe("what of a control is shown", () => {
  it("is the part inside every box that clips it (a dialog's scrolling card, the screen)", () => {
    const dialog = box(16, 680, 16, 374);
    const screen = box(0, 844);
    expect(clippedBox(box(640, 700, 40, 350), [screen, dialog])).toEqual(box(640, 680, 40, 350));
  });

  it("is nothing when the control is scrolled out of its box's view", () => {
    expect(clippedBox(box(700, 760), [box(0, 844), box(16, 680)])).toBeNull();
  });
});
