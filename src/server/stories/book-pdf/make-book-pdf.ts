import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Language } from "../../../shared/languages";
import { BOOK_WORDS } from "./book-words";
import { BLEED, printPixelsFor, SAFE, SHEET, TRIM } from "./print-geometry";
import { fitWords } from "./wrap-words";

export interface TBookPdfInput {
  title: string;
  /** Who made it: the last page says "Made with Doodle Dino by <maker>". */
  maker: string;
  /** The family's language: the book's own words (its last page) are in it. */
  language: Language;
  /** Each scene's words, in order. */
  scenes: readonly string[];
  /** Draws scene `index`'s picture at `pixelSide`² (a JPEG); the cover shows scene 0's. */
  drawPicture(index: number, pixelSide: number): Promise<Buffer>;
  /** The app's bundled font (TrueType, OpenType or WOFF), embedded in the book. */
  font: Uint8Array;
  /**
   * Told as the book grows: a page is done once its picture is drawn (scene 0's makes the cover
   * and the first page), the last page once the file is written.
   */
  onProgress?(pagesDone: number, pagesTotal: number): void;
}

const INK = rgb(0x2d / 255, 0x37 / 255, 0x48 / 255);
const CREAM = rgb(1, 0xfa / 255, 0xf0 / 255);
const GRAPE = rgb(0x80 / 255, 0x5a / 255, 0xd5 / 255);
const BERRY = rgb(0xb8 / 255, 0x32 / 255, 0x80 / 255);
const WHITE = rgb(1, 1, 1);
const GAP = 18;
const LINE_HEIGHT = 1.08;
const FRAME = 6;
const SCENE_WORDS = { largest: 28, smallest: 14, maxLines: 4 };
const COVER_TITLE = { largest: 48, smallest: 24, maxLines: 3 };
const CREDIT = { largest: 26, smallest: 14, maxLines: 3 };

interface TWords {
  size: number;
  lines: string[];
  /** From one line's top to the next's: the font's full height (ascent to descent) and a little. */
  lineHeight: number;
  /** How far the letters reach above their baseline. */
  ascent: number;
  height: number;
}

/** A picture's square and the words under (or, on the cover, over) it. */
interface TLayout {
  words: TWords;
  side: number;
  pictureBottom: number;
  wordsTop: number;
}

/** The square book, cover to last page, as PDF bytes (see print-geometry.ts for the sizes). */
export async function makeBookPdf(input: TBookPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(input.font, { subset: true });
  const fit = (text: string, sizes: typeof SCENE_WORDS): TWords => {
    const fitted = fitWords(text, SAFE.size, sizes, (line, size) =>
      font.widthOfTextAtSize(line, size),
    );
    const lineHeight = font.heightAtSize(fitted.size) * LINE_HEIGHT;
    const ascent = font.heightAtSize(fitted.size, { descender: false });
    return { ...fitted, lineHeight, ascent, height: fitted.lines.length * lineHeight };
  };

  const cover = coverLayout(fit(input.title, COVER_TITLE));
  const scenes = input.scenes.map((text) => sceneLayout(fit(text, SCENE_WORDS)));
  // Scene 0 is drawn once, at the larger of its two sizes, for its page and the cover.
  const pixelSides = scenes.map((layout) => printPixelsFor(layout.side));
  if (pixelSides.length > 0) {
    pixelSides[0] = Math.max(pixelSides[0] ?? 0, printPixelsFor(cover.side));
  }
  // One after another: each picture's pixels are let go before the next is drawn, and the pages
  // done can be told as they are.
  const pagesTotal = input.scenes.length + 2;
  const pictures: Array<Awaited<ReturnType<PDFDocument["embedJpg"]>>> = [];
  for (const [index, side] of pixelSides.entries()) {
    pictures.push(await doc.embedJpg(await input.drawPicture(index, side)));
    input.onProgress?.(index + 2, pagesTotal);
  }

  const coverPage = addSheet(doc, GRAPE);
  const coverPicture = pictures[0];
  if (coverPicture) drawFramed(coverPage, coverPicture, cover);
  drawWords(coverPage, font, cover.words, cover.wordsTop, WHITE);

  scenes.forEach((layout, index) => {
    const page = addSheet(doc, CREAM);
    const picture = pictures[index];
    if (picture) drawFramed(page, picture, layout);
    drawWords(page, font, layout.words, layout.wordsTop, INK);
  });

  const last = addSheet(doc, CREAM);
  const words = BOOK_WORDS[input.language];
  const theEnd = fit(words.theEnd, { largest: 64, smallest: 64, maxLines: 1 });
  const credit = fit(words.madeBy(input.maker), CREDIT);
  const middle = SAFE.bottom + SAFE.size / 2;
  drawWords(last, font, theEnd, middle + theEnd.height + GAP / 2, BERRY);
  drawWords(last, font, credit, middle - GAP / 2, INK);

  doc.setTitle(input.title);
  doc.setLanguage(input.language);
  doc.setAuthor(input.maker);
  doc.setCreator("Doodle Dino");
  doc.setProducer("Doodle Dino");
  const pdf = await doc.save();
  input.onProgress?.(pagesTotal, pagesTotal);
  return pdf;
}

/** Picture (in its white frame) above, words below, the pair in the middle of the safe area. */
function sceneLayout(words: TWords): TLayout {
  const side = SAFE.size - words.height - GAP - 2 * FRAME;
  const top = SAFE.bottom + SAFE.size;
  return { words, side, pictureBottom: top - FRAME - side, wordsTop: top - 2 * FRAME - side - GAP };
}

/** The title at the top of the safe area, the first picture under it. */
function coverLayout(words: TWords): TLayout {
  const top = SAFE.bottom + SAFE.size;
  const side = SAFE.size - words.height - GAP - FRAME;
  return { words, side, pictureBottom: SAFE.bottom + FRAME, wordsTop: top };
}

function addSheet(doc: PDFDocument, background: ReturnType<typeof rgb>): PDFPage {
  const page = doc.addPage([SHEET, SHEET]);
  page.setBleedBox(0, 0, SHEET, SHEET);
  page.setTrimBox(BLEED, BLEED, TRIM, TRIM);
  page.drawRectangle({ x: 0, y: 0, width: SHEET, height: SHEET, color: background });
  return page;
}

function drawFramed(
  page: PDFPage,
  picture: Awaited<ReturnType<PDFDocument["embedJpg"]>>,
  layout: TLayout,
): void {
  const x = (SHEET - layout.side) / 2;
  page.drawRectangle({
    x: x - FRAME,
    y: layout.pictureBottom - FRAME,
    width: layout.side + 2 * FRAME,
    height: layout.side + 2 * FRAME,
    color: WHITE,
  });
  page.drawImage(picture, { x, y: layout.pictureBottom, width: layout.side, height: layout.side });
}

/** Centred lines from `top` down; each line's letters sit inside its line's height. */
function drawWords(
  page: PDFPage,
  font: PDFFont,
  words: TWords,
  top: number,
  color: ReturnType<typeof rgb>,
): void {
  const { lineHeight, ascent } = words;
  const fullHeight = font.heightAtSize(words.size);
  words.lines.forEach((line, index) => {
    const width = font.widthOfTextAtSize(line, words.size);
    const baseline = top - lineHeight * index - (lineHeight - fullHeight) / 2 - ascent;
    page.drawText(line, { x: (SHEET - width) / 2, y: baseline, size: words.size, font, color });
  });
}
