import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ZDetectedObject } from "../../../shared/contracts/images";
import { IMAGE_SIZE, THUMBNAIL_SIZE } from "../../../shared/limits";
import { PLACE_STYLES } from "../../../illustrator/scene/place-styles";
import { NOUNS } from "../../../illustrator/vocabulary/nouns";
import { createBuiltinIllustrator } from "./builtin-illustrator";
import { readArtwork } from "./fluent-artwork-files";

describe("builtin illustrator provider", () => {
  const illustrator = createBuiltinIllustrator();

  it("draws a 1024×1024 PNG, a WebP thumbnail and what it drew", async () => {
    const picture = await illustrator.generate("a purple elephant eating ice cream on the moon");
    const png = await sharp(picture.png).metadata();
    expect([png.format, png.width, png.height]).toEqual(["png", IMAGE_SIZE, IMAGE_SIZE]);
    const thumbnail = await sharp(picture.thumbnail).metadata();
    expect([thumbnail.format, thumbnail.width]).toEqual(["webp", THUMBNAIL_SIZE]);
    expect(picture.thumbnailContentType).toBe("image/webp");
    const labels = picture.detectedObjects.map((object) => object.label);
    expect(labels).toEqual(expect.arrayContaining(["purple elephant", "ice cream"]));
    for (const object of picture.detectedObjects)
      expect(ZDetectedObject.parse(object)).toEqual(object);
  });

  it("draws the same picture for the same description, and a variant for another seed", async () => {
    const first = await illustrator.generate("three ducks swimming in a pond");
    const again = await illustrator.generate("three ducks swimming in a pond");
    const variant = await illustrator.generate("three ducks swimming in a pond", { seed: 7 });
    expect(again.png.equals(first.png)).toBe(true);
    expect(variant.png.equals(first.png)).toBe(false);
  });

  it("never fails on a safe description, even one it does not understand", async () => {
    for (const description of ["", "the", "asdfgh", "!!!", "a ".repeat(250)]) {
      const picture = await illustrator.generate(description);
      expect(picture.png.length).toBeGreaterThan(1000);
      expect(picture.detectedObjects.length).toBeGreaterThan(0);
    }
  });

  it("has artwork on disk for every noun and every place's scenery", () => {
    const artworks = [
      ...Object.values(NOUNS).map((noun) => noun.artwork),
      ...Object.values(PLACE_STYLES).flatMap((style) => style.props.map((prop) => prop.artwork)),
    ];
    const missing = [...new Set(artworks)].filter((id) => !readArtwork(id));
    expect(missing).toEqual([]);
  });
});
