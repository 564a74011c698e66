import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { bakeSoftFilters } from "./bake-soft-filters";
import { readArtwork } from "./fluent-artwork-files";

function pixelsOf(svg: string, side: number): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: "width", value: side } }).render().pixels;
}

function differenceOf(a: Uint8Array, b: Uint8Array): { mean: number; overEight: number } {
  let sum = 0;
  let overEight = 0;
  for (let index = 0; index < a.length; index++) {
    const difference = Math.abs((a[index] ?? 0) - (b[index] ?? 0));
    sum += difference;
    if (difference > 8) overEight++;
  }
  return { mean: sum / a.length, overEight: overEight / a.length };
}

const filteredGroups = (svg: string) => (svg.match(/<g filter="url\(/g) ?? []).length;

describe("bakeSoftFilters", () => {
  // Foreground blurs (the dragon's highlights), inner shadows (the castle's walls) and stacked
  // inner shadows (the medal) at about a hero's printed size.
  it.each(["dragon", "castle", "girl-default", "1st-place-medal", "sun-with-face"])(
    "draws %s as before, with its soft filters as bitmaps",
    (artworkId) => {
      const original = readArtwork(artworkId);
      if (!original) throw new Error(`no artwork ${artworkId}`);
      const baked = bakeSoftFilters(original);

      expect(filteredGroups(baked)).toBeLessThan(filteredGroups(original));
      expect(baked).toContain("data:image/png;base64,");
      const difference = differenceOf(pixelsOf(original, 900), pixelsOf(baked, 900));
      expect(difference.mean).toBeLessThan(0.5);
      expect(difference.overEight).toBeLessThan(0.005);
    },
  );

  it("leaves a drawing without soft filters as it is", () => {
    const plain =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle r="4"/></svg>';
    expect(bakeSoftFilters(plain)).toBe(plain);
  });

  it("keeps a filter it does not know, and an inner shadow over a stroke", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32">' +
      '<g filter="url(#other)"><circle cx="16" cy="16" r="8" fill="red"/></g>' +
      '<g filter="url(#shadow)"><circle cx="8" cy="8" r="4" stroke="red"/></g>' +
      '<defs><filter id="other" x="0" y="0" width="32" height="32" filterUnits="userSpaceOnUse"><feMorphology radius="1"/></filter>' +
      '<filter id="shadow" width="12" height="8" x="4" y="4" color-interpolation-filters="sRGB" filterUnits="userSpaceOnUse">' +
      '<feFlood flood-opacity="0" result="BackgroundImageFix"/><feBlend in="SourceGraphic" in2="BackgroundImageFix" result="shape"/>' +
      '<feColorMatrix in="SourceAlpha" result="hardAlpha" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0"/><feOffset dx=".5"/>' +
      '<feGaussianBlur stdDeviation=".5"/><feComposite in2="hardAlpha" k2="-1" k3="1" operator="arithmetic"/>' +
      '<feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.5 0"/><feBlend in2="shape" result="effect1_innerShadow"/></filter></defs></svg>';
    expect(bakeSoftFilters(svg)).toBe(svg);
  });
});
