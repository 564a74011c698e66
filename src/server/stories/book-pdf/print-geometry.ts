/**
 * The printed book's sizes, for print-on-demand square picture books: 8.5 × 8.5 in pages with
 * 0.125 in of bleed on every side, words and pictures kept 0.5 in inside the trim, pictures at
 * 300 pixels per inch. PDF measures in points (72 to the inch).
 */
export const POINTS_PER_INCH = 72;
export const TRIM_INCHES = 8.5;
export const BLEED_INCHES = 0.125;
export const SAFE_MARGIN_INCHES = 0.5;
export const PRINT_PPI = 300;

const inches = (value: number) => value * POINTS_PER_INCH;

export const BLEED = inches(BLEED_INCHES);
export const TRIM = inches(TRIM_INCHES);
/** The whole sheet, bleed included (the MediaBox and BleedBox). */
export const SHEET = TRIM + 2 * BLEED;
/** Where words and pictures may go: inside the trim by the safe margin. */
export const SAFE = {
  left: BLEED + inches(SAFE_MARGIN_INCHES),
  bottom: BLEED + inches(SAFE_MARGIN_INCHES),
  size: TRIM - 2 * inches(SAFE_MARGIN_INCHES),
} as const;

/** Pixels a picture needs to print `points` wide at PRINT_PPI. */
export const printPixelsFor = (points: number): number =>
  Math.ceil((points / POINTS_PER_INCH) * PRINT_PPI);
