/** Small helpers for writing SVG text. */

/** A number with at most one decimal, as SVG likes it. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A linear gradient from top to bottom through the given colours. */
export function verticalGradient(id: string, colors: readonly string[]): string {
  const stops = colors
    .map(
      (color, index) =>
        `<stop offset="${n((index / Math.max(1, colors.length - 1)) * 100)}%" stop-color="${color}"/>`,
    )
    .join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
}

/** A smooth closed hill shape across the picture: a wavy top edge at `baseY`, filled down to `bottom`. */
export function hillPath(
  size: number,
  baseY: number,
  bottom: number,
  heights: readonly number[],
): string {
  const step = size / Math.max(1, heights.length - 1);
  let path = `M0 ${n(bottom)} L0 ${n(baseY - (heights[0] ?? 0))}`;
  for (let index = 1; index < heights.length; index += 1) {
    const x0 = (index - 1) * step;
    const x1 = index * step;
    const y0 = baseY - (heights[index - 1] ?? 0);
    const y1 = baseY - (heights[index] ?? 0);
    path += ` C${n(x0 + step / 2)} ${n(y0)} ${n(x1 - step / 2)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  return `${path} L${n(size)} ${n(bottom)} Z`;
}
