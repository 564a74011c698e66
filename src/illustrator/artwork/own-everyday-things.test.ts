import { Resvg } from "@resvg/resvg-js";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { illustratorArtworkIds } from "../../../scripts/artwork-pack-plugin";
import { readArtwork } from "../../server/providers/images/fluent-artwork-files";
import { composeScene } from "../scene/compose-scene";
import { NOUN_ALIASES, NOUNS } from "../vocabulary/nouns";
import artworkIndex from "./artwork-index.json";
import { OWN_ARTWORK } from "./own-artwork";
import { OWN_EVERYDAY_THINGS } from "./own-everyday-things";

/** Every word a child says for an everyday thing we draw ourselves → the drawing it must get. */
const EVERYDAY_WORDS: readonly (readonly [string, string])[] = [
  ["toaster", "own-toaster"],
  ["microwave", "own-microwave"],
  ["microwave oven", "own-microwave"],
  ["sink", "own-kitchen-sink"],
  ["kitchen sink", "own-kitchen-sink"],
  ["kettle", "own-kettle"],
  ["bin", "own-rubbish-bin"],
  ["rubbish bin", "own-rubbish-bin"],
  ["trash can", "own-rubbish-bin"],
  ["garbage can", "own-rubbish-bin"],
  ["dustbin", "own-rubbish-bin"],
  ["wheelie bin", "own-rubbish-bin"],
  ["cot", "own-cot"],
  ["crib", "own-cot"],
  ["high chair", "own-high-chair"],
  ["potty", "own-potty"],
  ["bib", "own-bib"],
  ["nappy", "own-nappy"],
  ["diaper", "own-nappy"],
  ["rubber duck", "own-rubber-duck"],
  ["rubber ducky", "own-rubber-duck"],
  ["rubber duckie", "own-rubber-duck"],
  ["bunk bed", "own-bunk-bed"],
  ["bunkbed", "own-bunk-bed"],
  ["sofa", "own-sofa"],
  ["couch", "own-sofa"],
  ["settee", "own-sofa"],
  ["lamp", "own-lamp"],
  ["table lamp", "own-lamp"],
  ["floor lamp", "own-lamp"],
  ["vase", "own-vase"],
  ["remote", "own-tv-remote"],
  ["tv remote", "own-tv-remote"],
  ["remote control", "own-tv-remote"],
  ["hair dryer", "own-hair-dryer"],
  ["hairdryer", "own-hair-dryer"],
  ["hair drier", "own-hair-dryer"],
  ["blow dryer", "own-hair-dryer"],
  ["bench", "own-bench"],
  ["park bench", "own-bench"],
  ["fire hydrant", "own-fire-hydrant"],
  ["hydrant", "own-fire-hydrant"],
  ["parking meter", "own-parking-meter"],
  ["traffic cone", "own-traffic-cone"],
  ["road cone", "own-traffic-cone"],
  ["baseball glove", "own-baseball-glove"],
  ["baseball mitt", "own-baseball-glove"],
  ["towel", "own-towel"],
  ["bath towel", "own-towel"],
  ["bookshelf", "own-bookshelf"],
  ["wardrobe", "own-wardrobe"],
  ["closet", "own-wardrobe"],
  ["vacuum", "own-vacuum-cleaner"],
  ["shovel", "own-spade"],
  ["spade", "own-spade"],
  ["watering can", "own-watering-can"],
  ["wheelbarrow", "own-wheelbarrow"],
  ["lawn mower", "own-lawnmower"],
  ["paddling pool", "own-paddling-pool"],
  ["kiddie pool", "own-paddling-pool"],
  ["wading pool", "own-paddling-pool"],
  ["street lamp", "own-street-lamp"],
  ["street light", "own-street-lamp"],
  ["lamppost", "own-street-lamp"],
  ["lamp post", "own-street-lamp"],
  ["dummy", "own-dummy"],
  ["pacifier", "own-dummy"],
  ["soother", "own-dummy"],
  ["binky", "own-dummy"],
  ["toothpaste", "own-toothpaste"],
  ["curtain", "own-curtains"],
  ["curtains", "own-curtains"],
  ["chest of drawers", "own-chest-of-drawers"],
  ["dresser", "own-chest-of-drawers"],
  ["drawer", "own-chest-of-drawers"],
  ["stairs", "own-stairs"],
  ["hairbrush", "own-hairbrush"],
  ["hair brush", "own-hairbrush"],
  ["toy box", "own-toy-box"],
  ["saucepan", "own-saucepan"],
  ["pot", "own-cooking-pot"],
  ["cooking pot", "own-cooking-pot"],
  ["stockpot", "own-cooking-pot"],
  ["blender", "own-blender"],
  ["liquidiser", "own-blender"],
  ["liquidizer", "own-blender"],
  ["mug", "own-mug"],
  ["jug", "own-jug"],
  ["lunchbox", "own-lunchbox"],
  ["lunch box", "own-lunchbox"],
  ["rocking horse", "own-rocking-horse"],
  ["playpen", "own-playpen"],
  ["play pen", "own-playpen"],
  ["play yard", "own-playpen"],
  ["cot mobile", "own-cot-mobile"],
  ["crib mobile", "own-cot-mobile"],
  ["baby mobile", "own-cot-mobile"],
  ["climbing frame", "own-climbing-frame"],
  ["jungle gym", "own-climbing-frame"],
  ["monkey bars", "own-climbing-frame"],
  ["barn", "own-barn"],
  ["hay bale", "own-hay-bale"],
  ["straw bale", "own-hay-bale"],
  ["hay", "own-hay-bale"],
  ["gate", "own-gate"],
  ["farm gate", "own-gate"],
  ["garden gate", "own-gate"],
  ["beehive", "own-beehive"],
  ["hive", "own-beehive"],
  ["hose", "own-hose"],
  ["hosepipe", "own-hose"],
  ["sprinkler", "own-sprinkler"],
  ["rake", "own-rake"],
  ["flower pot", "own-flower-pot"],
  ["flowerpot", "own-flower-pot"],
  ["plant pot", "own-flower-pot"],
  ["shed", "own-shed"],
  ["garden shed", "own-shed"],
  ["garage", "own-garage"],
  ["whiteboard", "own-whiteboard"],
  ["blackboard", "own-blackboard"],
  ["chalkboard", "own-blackboard"],
  ["pencil case", "own-pencil-case"],
  ["woolly hat", "own-woolly-hat"],
  ["wooly hat", "own-woolly-hat"],
  ["bobble hat", "own-woolly-hat"],
  ["beanie", "own-woolly-hat"],
  ["knitted hat", "own-woolly-hat"],
  ["sweater", "own-jumper"],
  ["pullover", "own-jumper"],
  ["pajamas", "own-pyjamas"],
  ["slipper", "own-slippers"],
  ["slippers", "own-slippers"],
  ["mop", "own-mop"],
  ["tissue", "own-tissues"],
  ["tissue box", "own-tissues"],
  ["money", "own-money"],
  ["cash", "own-money"],
  ["stick", "own-stick"],
  ["iron", "own-iron"],
  ["steam iron", "own-iron"],
  ["skirt", "own-skirt"],
  ["twig", "own-stick"],
];

const drawnArtwork = (description: string) =>
  composeScene(description)
    .layers.filter((item) => item.role !== "prop")
    .map((item) => item.artwork);

describe("everyday things the emoji set lacks", () => {
  it.each(EVERYDAY_WORDS)("'a %s' draws our own %s", (word, artwork) => {
    expect(NOUNS[word]?.artwork).toBe(artwork);
    expect(drawnArtwork(`a ${word}`)).toEqual([artwork]);
  });

  it("draws the words kept as aliases with the same drawing", () => {
    for (const [alias, artwork] of [
      ["bookcase", "own-bookshelf"],
      ["vacuum cleaner", "own-vacuum-cleaner"],
      ["hoover", "own-vacuum-cleaner"],
      ["lawnmower", "own-lawnmower"],
      ["highchair", "own-high-chair"],
      ["staircase", "own-stairs"],
      ["toybox", "own-toy-box"],
      ["jumper", "own-jumper"],
      ["pyjamas", "own-pyjamas"],
      ["tissues", "own-tissues"],
      ["garden hose", "own-hose"],
    ] as const) {
      expect(drawnArtwork(`a ${alias}`), alias).toEqual([artwork]);
    }
  });

  it("draws the child's words in a sentence too", () => {
    expect(drawnArtwork("my baby brother in his cot")).toContain("own-cot");
    expect(drawnArtwork("a dog next to a fire hydrant")).toEqual(
      expect.arrayContaining(["dog", "own-fire-hydrant"]),
    );
    expect(drawnArtwork("a cat sleeping on the couch")).toContain("own-sofa");
    expect(drawnArtwork("pink curtains")).toEqual(["own-curtains"]);
    expect(drawnArtwork("soup in a pot")).toContain("own-cooking-pot");
    expect(drawnArtwork("a flower pot")).not.toContain("honey-pot");
    expect(drawnArtwork("a dog in a woolly hat")).toEqual(["dog", "own-woolly-hat"]);
    expect(drawnArtwork("a rocking horse")).not.toContain("horse");
    expect(drawnArtwork("a cow next to a barn")).toEqual(
      expect.arrayContaining(["cow", "own-barn"]),
    );
  });

  it("lists each word once in the nouns list, never also as an alias", () => {
    const source = readFileSync(
      fileURLToPath(new URL("../vocabulary/nouns.ts", import.meta.url)),
      "utf8",
    );
    for (const [word] of EVERYDAY_WORDS) {
      const key = /^[a-z]+$/.test(word) ? word : `"${word}"`;
      const lines = source.split("\n").filter((line) => line.startsWith(`  ${key}: `));
      expect(lines, word).toHaveLength(1);
      expect(NOUN_ALIASES[word], word).toBeUndefined();
    }
  });

  it("draws every one of these drawings for some word", () => {
    const used = new Set(EVERYDAY_WORDS.map(([, artwork]) => artwork));
    expect(Object.keys(OWN_EVERYDAY_THINGS).sort()).toEqual([...used].sort());
  });
});

describe("our own everyday drawings", () => {
  const index: Record<string, { label: string; group: number; box: number[] }> =
    artworkIndex.artworks;
  const offlinePack = new Set(illustratorArtworkIds(fileURLToPath(new URL("..", import.meta.url))));

  it.each(Object.entries(OWN_EVERYDAY_THINGS))(
    "%s is a whole drawing in the 32×32 square, in the index and the offline pack",
    (id, own) => {
      expect(own.svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 32 32"/,
      );
      const image = new Resvg(own.svg).render();
      expect([image.width, image.height]).toEqual([32, 32]);
      const opaque = [...image.pixels].filter((value, at) => at % 4 === 3 && value > 24).length;
      expect(opaque).toBeGreaterThan(32 * 32 * 0.15);
      expect(index[id]).toMatchObject({ label: own.label, group: 7 });
      expect(offlinePack.has(id)).toBe(true);
      expect(readArtwork(id)).toBe(own.svg);
    },
  );

  it("keeps in the offline pack the emoji these words used to be drawn with", () => {
    for (const id of ["toilet", "electric-plug", "ladder", "t-shirt", "baby-bottle"])
      expect(offlinePack.has(id), id).toBe(true);
    expect(drawnArtwork("a toilet")).toEqual(["toilet"]);
  });

  it("never shares a gradient or clip id with another drawing", () => {
    const owners = new Map<string, string>();
    for (const [artwork, own] of Object.entries(OWN_ARTWORK)) {
      for (const [, id] of own.svg.matchAll(/ id="([^"]+)"/g)) {
        expect(owners.get(id ?? ""), `${id} in ${artwork}`).toBeUndefined();
        owners.set(id ?? "", artwork);
      }
    }
  });
});
