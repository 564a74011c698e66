import { describe, expect, it } from "vitest";
import { parsePersonArtworkId } from "../people/person-artwork-id";
import { composeScene } from "./compose-scene";
import { sceneToSvg } from "../render/scene-to-svg";

const labels = (description: string) => composeScene(description).layers.map((item) => item.label);

describe("weather and time are painted", () => {
  it("rain greys the sky, takes the sun's place and falls over the picture", () => {
    const scene = composeScene("a dog in the rain");
    expect(scene.background.weather).toEqual(["rain"]);
    expect(labels("a dog in the rain")).toContain("rain cloud");
    expect(labels("a dog in the rain")).not.toContain("sun");
    expect(sceneToSvg(scene, () => undefined)).toContain('stroke="#d6ecff"');
  });

  it("a storm brings rain and lightning; snow, wind and fog each have their word", () => {
    expect(composeScene("a stormy night").background).toMatchObject({
      time: "night",
      weather: ["storm", "rain"],
    });
    expect(composeScene("a snowy day").background).toMatchObject({ place: "snow" });
    expect(composeScene("a windy day with a kite").background.weather).toEqual(["wind"]);
    expect(composeScene("a misty lake").background.weather).toEqual(["fog"]);
    expect(composeScene("a fair day").background.weather).toBeUndefined();
  });

  it("weather happens outside: snow falling on a house draws the house", () => {
    const scene = composeScene("snow falling on a house");
    expect(scene.background.place).not.toBe("home");
    expect(scene.layers.map((item) => item.label)).toContain("house");
  });

  it("a place alone is painted without the mascot; a haunted house is at night", () => {
    expect(labels("a beach at sunset")).not.toContain("dinosaur");
    expect(composeScene("a haunted house").background.time).toBe("night");
    expect(labels("asdfgh")).toContain("dinosaur");
  });
});

describe("children are drawn as children", () => {
  it("me, my sister, a little boy and a friend are kit children, about two thirds of a grown-up", () => {
    const scene = composeScene("my mommy and me");
    const me = scene.layers.find((item) => item.label === "me");
    const mommy = scene.layers.find((item) => item.label === "mommy");
    expect(parsePersonArtworkId(me?.artwork ?? "")?.look.age).toBe("child");
    expect(parsePersonArtworkId(mommy?.artwork ?? "")?.look.age).toBe("adult");
    const ratio = (me?.box.height ?? 0) / (mommy?.box.height ?? 1);
    expect(ratio).toBeGreaterThan(0.55);
    expect(ratio).toBeLessThan(0.75);
    for (const [description, build] of [
      ["my sister", "girl"],
      ["a little boy", "boy"],
      ["my friend", "neutral"],
    ] as const) {
      const looks = composeScene(description).layers.flatMap(
        (item) => parsePersonArtworkId(item.artwork)?.look ?? [],
      );
      expect(looks).toEqual([expect.objectContaining({ age: "child", build })]);
    }
  });
});
