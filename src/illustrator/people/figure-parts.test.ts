import { describe, expect, it } from "vitest";
import { drawPerson } from "./draw-person";
import type { PersonLook } from "./person-kit-types";

const child: PersonLook = {
  age: "child",
  build: "girl",
  skin: 3,
  hairStyle: "pigtails",
  hairColor: "#6b3f22",
  outfit: "casual",
  clothesColor: "#22c55e",
  glasses: false,
  walkingStick: false,
  facialHair: "none",
  freckles: false,
};

const partsOf = (svg: string) => [...svg.matchAll(/data-part="([a-z-]+)"/g)].map((m) => m[1]);

describe("the parts of a kit figure", () => {
  it("marks arms, legs, body and head so the web's dance can move each one", () => {
    const parts = partsOf(drawPerson(child, "stand").svg);
    for (const part of ["arm-back", "arm-front", "leg-back", "leg-front", "body", "head"]) {
      expect(parts, part).toContain(part);
    }
  });

  it("turns an arm about its shoulder: its origin is the shoulder within the arm's box", () => {
    const svg = drawPerson(child, "stand").svg;
    const arm =
      /data-part="arm-front" style="transform-box:fill-box;transform-origin:(\d+)% (\d+)%"/.exec(
        svg,
      );
    expect(arm).not.toBeNull();
    // Hanging down, the shoulder is at the top of the arm.
    expect(Number(arm?.[2])).toBe(0);
  });

  it("draws the arms alone in the same square, to lay over what is hugged", () => {
    const drawing = drawPerson(child, "hug");
    expect(partsOf(drawing.armsSvg)).toEqual(["arm-back", "arm-front"]);
    const transform = /<g transform="matrix\([^)]*\)">/;
    expect(transform.exec(drawing.armsSvg)?.[0]).toBe(transform.exec(drawing.svg)?.[0]);
  });

  it("tucks a sleeper in under a blanket, their face still showing", () => {
    const parts = partsOf(drawPerson(child, "tucked-in").svg);
    expect(parts).toContain("blanket");
    expect(parts.indexOf("blanket")).toBeLessThan(parts.indexOf("head"));
    expect(partsOf(drawPerson(child, "lie").svg)).not.toContain("blanket");
  });
});
