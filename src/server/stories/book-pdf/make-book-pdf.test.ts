import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookFont } from "./book-font";
import { makeBookPdf } from "./make-book-pdf";
import { fontRows, imageRows, readWithPoppler } from "./poppler.test-support";
import { BLEED, PRINT_PPI, SAFE, SHEET, TRIM } from "./print-geometry";

const SCENES = [
  "A purple dragon lived in a big castle.",
  "One day the dragon found a red ball in the garden, and it bounced and bounced all the way down the hill past the sleepy cows and the big old windmill until it splashed into the pond where the ducks were swimming.",
  "The End.",
];

/** A plain picture of the size asked for (the illustrator's own drawing is tested on the route). */
const plainPicture = (_index: number, side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#48bb78" } })
    .jpeg()
    .toBuffer();

describe("makeBookPdf, read back with poppler", () => {
  let book: Awaited<ReturnType<typeof readWithPoppler>>;
  const asked: number[] = [];
  beforeAll(async () => {
    const pdf = await makeBookPdf({
      title: "The Dragon's Red Ball",
      maker: "Ada",
      language: "en",
      scenes: SCENES,
      font: await bookFont(),
      drawPicture: (index, side) => {
        asked.push(side);
        return plainPicture(index, side);
      },
    });
    book = await readWithPoppler(pdf);
  });
  afterAll(() => book.close());

  it("has a cover, a page per scene and a last page, each 8.5 in square plus 0.125 in bleed", async () => {
    const info = await book.info();
    expect(info).toMatch(/^Pages:\s+5$/m);
    expect(info).toMatch(/^Title:\s+The Dragon's Red Ball$/m);
    for (let page = 1; page <= 5; page += 1) {
      expect(info).toMatch(new RegExp(`^Page\\s+${page} size:\\s+630 x 630 pts`, "m"));
      expect(info).toMatch(
        new RegExp(`^Page\\s+${page} BleedBox:\\s+0\\.00\\s+0\\.00\\s+630\\.00\\s+630\\.00`, "m"),
      );
      expect(info).toMatch(
        new RegExp(`^Page\\s+${page} TrimBox:\\s+9\\.00\\s+9\\.00\\s+621\\.00\\s+621\\.00`, "m"),
      );
    }
    expect([SHEET, BLEED, TRIM]).toEqual([630, 9, 612]);
  });

  it("embeds its font", async () => {
    const fonts = fontRows(await book.fonts());
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.isEmbedded)).toBe(true);
    expect(fonts[0]?.name).toMatch(/Fredoka/);
  });

  it("prints every picture at 300 ppi or more, drawn at that size rather than enlarged", async () => {
    const images = imageRows(await book.images());
    expect(images.map((image) => image.page)).toEqual([1, 2, 3, 4]);
    for (const image of images) {
      expect(image.xPpi).toBeGreaterThanOrEqual(PRINT_PPI);
      expect(image.yPpi).toBeGreaterThanOrEqual(PRINT_PPI);
    }
    // Each picture was drawn at its printed size (scene 1's once, for its page and the cover).
    expect(asked).toHaveLength(3);
    expect(Math.min(...asked)).toBeGreaterThan(1024);
  });

  it("keeps every word inside the 0.5 in safe margin and ends with who made it", async () => {
    const pages = await book.words();
    const safeTop = SHEET - SAFE.bottom - SAFE.size;
    for (const words of pages) {
      for (const word of words) {
        expect(word.xMin, word.text).toBeGreaterThanOrEqual(SAFE.left);
        expect(word.xMax, word.text).toBeLessThanOrEqual(SAFE.left + SAFE.size);
        expect(word.yMin, word.text).toBeGreaterThanOrEqual(safeTop);
        expect(word.yMax, word.text).toBeLessThanOrEqual(SHEET - SAFE.bottom);
      }
    }
    const text = pages.map((words) => words.map((word) => word.text).join(" "));
    expect(text[0]).toBe("The Dragon's Red Ball");
    expect(text[2]).toContain("splashed into the pond");
    expect(text[4]).toBe("The End Made with Doodle Dino by Ada");
  });
});

describe("makeBookPdf with a 1,000-letter word", () => {
  it("cuts the word with hyphens so every piece stays inside the safe margin of its page", async () => {
    const word = "abracadabra".repeat(91).slice(0, 1000);
    const pdf = await makeBookPdf({
      title: `The ${word.slice(0, 100)}`,
      maker: "Ada",
      language: "en",
      scenes: [`A dragon said ${word} to the moon.`, "The End."],
      font: await bookFont(),
      drawPicture: plainPicture,
    });
    const book = await readWithPoppler(pdf);
    try {
      const pages = await book.words();
      const safeTop = SHEET - SAFE.bottom - SAFE.size;
      for (const words of pages) {
        for (const { text, ...box } of words) {
          expect(box.xMin, text).toBeGreaterThanOrEqual(SAFE.left);
          expect(box.xMax, text).toBeLessThanOrEqual(SAFE.left + SAFE.size);
          expect(box.yMin, text).toBeGreaterThanOrEqual(safeTop);
          expect(box.yMax, text).toBeLessThanOrEqual(SHEET - SAFE.bottom);
        }
      }
      // Every letter is printed: the pieces, their hyphens taken off, make the word again.
      const scene = pages[1]!.map((each) => each.text).join(" ");
      expect(scene.replaceAll("- ", "")).toBe(`A dragon said ${word} to the moon.`);
      expect(pages[1]!.length).toBeGreaterThan(10);
    } finally {
      await book.close();
    }
  });
});

describe("makeBookPdf in the family's language", () => {
  it.each([
    ["es", "Fin Hecho con Doodle Dino por Ada"],
    ["fr", "Fin Fait avec Doodle Dino par Ada"],
    ["de", "Ende Mit Doodle Dino gemacht von Ada"],
    ["pt", "Fim Feito com o Doodle Dino por Ada"],
    ["it", "Fine Fatto con Doodle Dino da Ada"],
  ] as const)("%s: ends with its own words for the end and who made it", async (language, end) => {
    const pdf = await makeBookPdf({
      title: "El dragón",
      maker: "Ada",
      language,
      scenes: ["Un dragón morado vivía en un castillo."],
      font: await bookFont(),
      drawPicture: plainPicture,
    });
    const book = await readWithPoppler(pdf);
    try {
      const pages = await book.words();
      expect(pages.map((words) => words.map((word) => word.text).join(" "))).toEqual([
        "El dragón",
        "Un dragón morado vivía en un castillo.",
        end,
      ]);
    } finally {
      await book.close();
    }
  });
});
