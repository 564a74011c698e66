/**
 * Light and colour matching, so a photo face looks drawn into the picture rather than pasted on:
 * its brightness moves half way to the drawing's face, its colour a little way (a yellow cartoon
 * face must not turn a child yellow), and its contrast is softened like flat artwork.
 * Works in YCbCr (BT.601), on mean colours measured inside the face oval.
 */

export interface Ycc {
  y: number;
  cb: number;
  cr: number;
}

/** How far the photo's brightness and colour move towards the drawing's, and its contrast. */
export const LIGHT_MATCH = 0.5;
export const COLOUR_MATCH = 0.2;
export const CONTRAST = 0.88;

export function rgbToYcc(r: number, g: number, b: number): Ycc {
  return {
    y: 0.299 * r + 0.587 * g + 0.114 * b,
    cb: 128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
    cr: 128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
  };
}

export function yccToRgb({ y, cb, cr }: Ycc): [number, number, number] {
  const b = cb - 128;
  const r = cr - 128;
  return [y + 1.402 * r, y - 0.344136 * b - 0.714136 * r, y + 1.772 * b];
}

/** A weighted running mean of colours. */
export class MeanColour {
  private sumY = 0;
  private sumCb = 0;
  private sumCr = 0;
  private weight = 0;

  add(r: number, g: number, b: number, weight = 1): void {
    const { y, cb, cr } = rgbToYcc(r, g, b);
    this.sumY += y * weight;
    this.sumCb += cb * weight;
    this.sumCr += cr * weight;
    this.weight += weight;
  }

  get value(): Ycc | null {
    if (this.weight <= 0) return null;
    return {
      y: this.sumY / this.weight,
      cb: this.sumCb / this.weight,
      cr: this.sumCr / this.weight,
    };
  }
}

/**
 * The matching is linear in RGB, so it is one 3×3 matrix and an offset: out = matrix · rgb + offset
 * (row by row), clamped to 0..255 by the caller.
 */
export interface ColourTransfer {
  matrix: readonly number[];
  offset: readonly number[];
}

export function colourTransfer(photo: Ycc, drawing: Ycc): ColourTransfer {
  const targetY = photo.y + LIGHT_MATCH * (drawing.y - photo.y);
  const shift: Ycc = {
    y: targetY - photo.y * CONTRAST,
    cb: COLOUR_MATCH * (drawing.cb - photo.cb),
    cr: COLOUR_MATCH * (drawing.cr - photo.cr),
  };
  // Columns: what one unit of red, green or blue becomes; the offset: what black becomes.
  const black = yccToRgb({ y: shift.y, cb: 128 + shift.cb, cr: 128 + shift.cr });
  const unit = (r: number, g: number, b: number) => {
    const pixel = rgbToYcc(r, g, b);
    const out = yccToRgb({
      y: shift.y + pixel.y * CONTRAST,
      cb: pixel.cb + shift.cb,
      cr: pixel.cr + shift.cr,
    });
    return out.map((value, index) => value - (black[index] as number));
  };
  const [red, green, blue] = [unit(1, 0, 0), unit(0, 1, 0), unit(0, 0, 1)];
  const matrix = [0, 1, 2].flatMap((row) => [
    red[row] as number,
    green[row] as number,
    blue[row] as number,
  ]);
  return { matrix, offset: black };
}

/** One colour through the transfer, as bytes. */
export function applyTransfer(
  transfer: ColourTransfer,
  r: number,
  g: number,
  b: number,
): [number, number, number] {
  const m = transfer.matrix as number[];
  const o = transfer.offset as number[];
  return [
    toByte(m[0]! * r + m[1]! * g + m[2]! * b + o[0]!),
    toByte(m[3]! * r + m[4]! * g + m[5]! * b + o[1]!),
    toByte(m[6]! * r + m[7]! * g + m[8]! * b + o[2]!),
  ];
}

export function toByte(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value);
}
