import { describe, expect, it } from "vitest";
import { composeScene } from "./compose-scene";
import { detectedObjectsOf } from "./detected-objects";

describe("people in what a picture shows", () => {
  it("name the kit figure drawn, so the dance can move its arms and legs", () => {
    const objects = detectedObjectsOf(composeScene("a girl waving in the park"));
    const girl = objects.find((object) => object.label === "girl");
    expect(girl?.figure?.artwork).toMatch(/^kit-person_child_girl_.*_wave$/);
    expect(typeof girl?.figure?.mirrored).toBe("boolean");
  });

  it("name no figure for anything else", () => {
    const objects = detectedObjectsOf(composeScene("a dog and a ball in the park"));
    expect(objects.length).toBeGreaterThan(0);
    expect(objects.filter((object) => object.figure)).toEqual([]);
  });
});
