import { describe, expect, it } from "vitest";
import { nearThingOf } from "./near-thing-lookup";

describe("the WordNet table follows a word's own sense, not another sense of a name", () => {
  it.each([
    // The container "vessel" is no ship.
    ["basin", "boat"],
    ["jug", "boat"],
    ["aquarium", "boat"],
    // A carpenter's plane is no aeroplane, a flower bed no bed, paint no coat.
    ["block plane", "airplane"],
    ["flowerbed", "bed"],
    ["finger paint", "coat"],
    // A timer is no wristwatch.
    ["egg timer", "watch"],
    ["cuckoo clock", "watch"],
  ])("%s is not drawn as a %s", (word, wrong) => {
    expect(nearThingOf(word)).not.toBe(wrong);
  });

  it.each([
    ["cuckoo clock", "mantelpiece clock"],
    ["sundial", "mantelpiece clock"],
    ["block plane", "hammer and wrench"],
    ["bread knife", "knife"],
    ["boot", "shoe"],
    ["space rocket", "rocket"],
    ["milk chocolate", "chocolate"],
    ["cereal bowl", "bowl"],
    ["loveseat", "sofa"],
    ["toucan", "bird"],
    ["plumber", "person"],
  ])("%s is drawn as a %s", (word, near) => {
    expect(nearThingOf(word)).toBe(near);
  });
});
