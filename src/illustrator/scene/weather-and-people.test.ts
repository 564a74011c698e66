import { describe, expect, it } from "vitest";
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
  it("me, my sister, a little boy and a friend use child artwork, smaller than a grown-up", () => {
    const scene = composeScene("my mommy and me");
    const me = scene.layers.find((item) => item.label === "me");
    const mommy = scene.layers.find((item) => item.label === "mommy");
    expect(me?.artwork).toBe("child-default");
    expect(me && mommy && me.box.height < mommy.box.height).toBe(true);
    for (const [description, artwork] of [
      ["my sister", "girl-default"],
      ["a little boy", "boy-default"],
      ["my friend", "child-default"],
    ] as const) {
      expect(composeScene(description).layers.map((item) => item.artwork)).toContain(artwork);
    }
  });
});
