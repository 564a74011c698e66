/**
 * People drawn whole by the character kit, checked on the drawn scene: their heights against each
 * other, what they hold in their hands or arms, what they ride, joined hands, and faces that are
 * never under water or out of the frame.
 */
import { describe, expect, it } from "vitest";
import { kitDrawing } from "../people/kit-artwork";
import { parsePersonArtworkId } from "../people/person-artwork-id";
import { createStoryCast } from "../cast";
import { composeStoryPage } from "../story/compose-story-page";
import { composeScene } from "./compose-scene";
import { faceAnchorsOf } from "./face-anchors";
import { personPointsOf, type ScenePoint } from "./kit-anchors";
import type { PlacedItem, Scene } from "./scene";

const find = (scene: Scene, label: string): PlacedItem => {
  const item = scene.layers.find((layer) => layer.label === label);
  if (!item) throw new Error(`no ${label} in "${scene.description}"`);
  return item;
};
const points = (scene: Scene, label: string) => {
  const found = personPointsOf(find(scene, label), scene.size);
  if (!found) throw new Error(`${label} is not drawn by the character kit`);
  return found;
};
const isOn = (point: ScenePoint, item: PlacedItem, slack = 0) =>
  point.x >= item.box.x - slack &&
  point.x <= item.box.x + item.box.width + slack &&
  point.y >= item.box.y - slack &&
  point.y <= item.box.y + item.box.height + slack;

describe("people with bodies", () => {
  it("stand at their real heights: a grown-up over a child over a baby", () => {
    const scene = composeScene("a man and a girl and a baby");
    const [man, girl, baby] = ["man", "girl", "baby"].map((label) => find(scene, label));
    expect(man!.box.height).toBeGreaterThan(girl!.box.height * 1.3);
    expect(girl!.box.height).toBeGreaterThan(baby!.box.height * 1.2);
  });

  it("hold small things in the hand and carry a baby in both arms", () => {
    const balloon = composeScene("a boy with a red balloon");
    expect(isOn(points(balloon, "boy").frontHand, find(balloon, "red balloon"), 20)).toBe(true);
    const carried = composeScene("my mommy holding the baby");
    expect(parsePersonArtworkId(find(carried, "mommy").artwork)?.pose).toBe("carry");
    expect(isOn(points(carried, "mommy").chest, find(carried, "baby"))).toBe(true);
  });

  it("ride astride, their seat on the mount's back", () => {
    const scene = composeScene("a girl riding a horse");
    const horse = find(scene, "horse");
    const seat = points(scene, "girl").seat;
    expect(isOn(seat, horse)).toBe(true);
    expect(seat.y).toBeLessThan(horse.box.y + horse.box.height * 0.6);
  });

  it.each(["a witch on a broom", "a witch flying on her broom"])(
    "%s: rides astride the broom the kit draws lying flat under her, not an upright one beside",
    (description) => {
      const scene = composeScene(description);
      const witch = find(scene, "witch");
      expect(parsePersonArtworkId(witch.artwork)?.pose).toBe("broom");
      expect(kitDrawing(witch.artwork)?.svg).toContain('data-part="broom"');
      expect(scene.layers.filter((item) => item.artwork === "broom")).toEqual([]);
    },
  );

  it("hold hands, a grown-up's with a child's as two sisters'", () => {
    for (const [description, one, other] of [
      ["two sisters holding hands", "sister", "sister"],
      ["me and daddy holding hands", "me", "daddy"],
    ] as const) {
      const scene = composeScene(description);
      const hands = scene.layers
        .filter((item) => item.label === one || item.label === other)
        .map((item) => personPointsOf(item, scene.size)?.frontHand);
      expect(hands).toHaveLength(2);
      const [a, b] = hands as [ScenePoint, ScenePoint];
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(scene.size * 0.06);
    }
  });

  it("never have a face under the water or out of the frame", () => {
    for (const description of [
      "a girl swimming in the pool",
      "grandpa fishing in a boat",
      "daddy and me swimming",
      "a boy in a boat on the sea",
      "grandma swimming in the lake",
      "a girl with a toy boat at the lake",
      "a boy jumping",
    ]) {
      const scene = composeScene(description);
      const waterline = scene.background.waterline ?? scene.size;
      const faces = scene.layers.filter((item) => parsePersonArtworkId(item.artwork) && item.face);
      expect(faces.length, description).toBeGreaterThan(0);
      for (const { face } of faces) {
        expect(face!.y + face!.radius, description).toBeLessThanOrEqual(waterline);
        expect(face!.y - face!.radius, description).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("keep one look from page to page of a story, whatever they do", () => {
    const pages = [
      "A girl walked to the lake with her grandpa.",
      "The girl swam in the lake.",
      "Then the girl slept in her bed.",
    ];
    const cast = createStoryCast("The Girl at the Lake", pages);
    const drawn = pages.map((text, index) => {
      const { scene } = composeStoryPage(cast, text, index, {});
      const girl = scene.layers.find((item) => item.label === "girl");
      return parsePersonArtworkId(girl?.artwork ?? "");
    });
    expect(drawn.map((person) => person?.pose)).toEqual(["walk", "swim", "tucked-in"]);
    expect(new Set(drawn.map((person) => JSON.stringify(person?.look))).size).toBe(1);
  });

  it("give the child's face to 'me' only, never to a grown-up", () => {
    const scene = composeScene("me and daddy at the zoo");
    const kinds = faceAnchorsOf(scene).map((anchor) => anchor.kind);
    expect(kinds.filter((kind) => kind === "person")).toHaveLength(1);
    const me = faceAnchorsOf({ ...scene, layers: [find(scene, "me")] });
    expect(me[0]?.kind).toBe("person");
    const daddy = faceAnchorsOf({ ...scene, layers: [find(scene, "daddy")] });
    expect(daddy[0]?.kind).toBe("other-person");
  });
});
