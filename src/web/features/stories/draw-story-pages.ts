/**
 * The Download pages: an 850×1100 PNG title page (title and a 200-character excerpt in at most
 * 8 lines) and one page per scene (its number, picture and words, the page number), drawn on a
 * canvas to look like a printed children's book.
 */
import type { TStoryColorTheme } from "@/shared/contracts/stories";
import { scenePictureUrls, type TScenePictures } from "./scene-picture-urls";
import {
  EXCERPT_MAX_LINES,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  storyExcerpt,
  storyPageFileName,
  wrapLines,
} from "./story-page-layout";

export interface TPrintableStory {
  title: string;
  content: string;
  colorTheme: TStoryColorTheme;
  scenes: ReadonlyArray<TScenePictures & { sceneNumber: number; description: string }>;
}

const DISPLAY_FONT = '"Fredoka", "Nunito", ui-rounded, system-ui, sans-serif';
const BODY_FONT = '"Nunito", ui-rounded, system-ui, sans-serif';
const INK = "#2d3748";
const MARGIN = 56;

/** Frame and accent colours for each colour theme. */
const THEME_COLORS: Readonly<Record<TStoryColorTheme, { frame: string; accent: string }>> = {
  rainbow: { frame: "#9f7aea", accent: "#ed64a6" },
  ocean: { frame: "#3182ce", accent: "#38b2ac" },
  sunset: { frame: "#ed8936", accent: "#ed64a6" },
  forest: { frame: "#38a169", accent: "#975a16" },
  starry: { frame: "#434190", accent: "#d69e2e" },
  candy: { frame: "#d53f8c", accent: "#805ad5" },
};

/** The pages as PNG files, title page first. */
export async function drawStoryPages(story: TPrintableStory): Promise<File[]> {
  await Promise.all(
    [`700 64px ${DISPLAY_FONT}`, `600 30px ${BODY_FONT}`].map((font) =>
      document.fonts.load(font).catch(() => []),
    ),
  );
  const colors = THEME_COLORS[story.colorTheme];
  const pages: File[] = [];
  const titlePage = newPage(colors);
  drawTitlePage(titlePage, story, colors);
  pages.push(await toFile(titlePage.canvas, storyPageFileName(story.title, 1)));
  for (const [index, scene] of story.scenes.entries()) {
    const page = newPage(colors);
    const picture = await loadFirstImage(scenePictureUrls(scene));
    drawScenePage(page, scene, picture, index + 2, colors);
    pages.push(await toFile(page.canvas, storyPageFileName(story.title, index + 2)));
  }
  return pages;
}

/** Saves every page (same-origin blobs, so the browser keeps the names). */
export async function downloadStoryPages(story: TPrintableStory): Promise<number> {
  const pages = await drawStoryPages(story);
  for (const page of pages) {
    const url = URL.createObjectURL(page);
    const link = document.createElement("a");
    link.href = url;
    link.download = page.name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    // Browsers drop downloads started in the same instant.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return pages.length;
}

function newPage(colors: { frame: string }): CanvasRenderingContext2D {
  const canvas = document.createElement("canvas");
  canvas.width = PAGE_WIDTH;
  canvas.height = PAGE_HEIGHT;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw pages");
  context.fillStyle = "#fffaf0";
  context.fillRect(0, 0, PAGE_WIDTH, PAGE_HEIGHT);
  context.lineWidth = 14;
  context.strokeStyle = colors.frame;
  roundedRect(context, 22, 22, PAGE_WIDTH - 44, PAGE_HEIGHT - 44, 42);
  context.stroke();
  return context;
}

function drawTitlePage(
  context: CanvasRenderingContext2D,
  story: TPrintableStory,
  colors: { frame: string; accent: string },
): void {
  const width = PAGE_WIDTH - MARGIN * 2 - 40;
  context.textAlign = "center";
  context.fillStyle = colors.accent;
  context.font = `700 40px ${DISPLAY_FONT}`;
  context.fillText("✨ A Doodle Dino Story ✨", PAGE_WIDTH / 2, 170);
  context.fillStyle = colors.frame;
  context.font = `700 64px ${DISPLAY_FONT}`;
  const titleLines = wrapLines(story.title, width, 3, (line) => context.measureText(line).width);
  titleLines.forEach((line, index) => context.fillText(line, PAGE_WIDTH / 2, 300 + index * 78));
  const excerptTop = 300 + titleLines.length * 78 + 60;
  context.fillStyle = INK;
  context.font = `600 30px ${BODY_FONT}`;
  const excerptLines = wrapLines(
    storyExcerpt(story.content),
    width,
    EXCERPT_MAX_LINES,
    (line) => context.measureText(line).width,
  );
  excerptLines.forEach((line, index) =>
    context.fillText(line, PAGE_WIDTH / 2, excerptTop + index * 46),
  );
  pageNumber(context, 1, colors);
}

function drawScenePage(
  context: CanvasRenderingContext2D,
  scene: TPrintableStory["scenes"][number],
  picture: HTMLImageElement | null,
  number: number,
  colors: { frame: string; accent: string },
): void {
  const side = 620;
  const left = (PAGE_WIDTH - side) / 2;
  const top = 110;
  context.save();
  roundedRect(context, left, top, side, side, 36);
  context.clip();
  if (picture) {
    context.drawImage(picture, left, top, side, side);
  } else {
    context.fillStyle = "#edf2f7";
    context.fillRect(left, top, side, side);
    context.fillStyle = "#718096";
    context.textAlign = "center";
    context.font = `600 30px ${BODY_FONT}`;
    context.fillText("Image generation failed", PAGE_WIDTH / 2, top + side / 2 - 10);
    context.fillText("for this scene", PAGE_WIDTH / 2, top + side / 2 + 30);
  }
  context.restore();
  // The scene's number badge over the picture's corner.
  context.fillStyle = colors.accent;
  context.beginPath();
  context.arc(left + 8, top + 8, 40, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = "#ffffff";
  context.textAlign = "center";
  context.font = `700 40px ${DISPLAY_FONT}`;
  context.fillText(String(scene.sceneNumber), left + 8, top + 22);

  context.fillStyle = INK;
  context.font = `600 34px ${DISPLAY_FONT}`;
  const lines = wrapLines(
    scene.description,
    PAGE_WIDTH - MARGIN * 2 - 40,
    5,
    (line) => context.measureText(line).width,
  );
  lines.forEach((line, index) =>
    context.fillText(line, PAGE_WIDTH / 2, top + side + 70 + index * 46),
  );
  pageNumber(context, number, colors);
}

function pageNumber(context: CanvasRenderingContext2D, number: number, colors: { frame: string }) {
  context.fillStyle = colors.frame;
  context.textAlign = "center";
  context.font = `700 30px ${DISPLAY_FONT}`;
  context.fillText(`— ${number} —`, PAGE_WIDTH / 2, PAGE_HEIGHT - 60);
}

function roundedRect(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
): void {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
}

/** The picture as the page shows it: the face-swapped one, else the original; null if neither loads. */
async function loadFirstImage(
  urls: ReadonlyArray<string | null>,
): Promise<HTMLImageElement | null> {
  for (const url of urls) {
    const image = url ? await loadImage(url) : null;
    if (image) return image;
  }
  return null;
}

function loadImage(url: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

function toFile(canvas: HTMLCanvasElement, name: string): Promise<File> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => {
      if (blob) resolve(new File([blob], name, { type: "image/png" }));
      else reject(new Error("The page could not be drawn"));
    }, "image/png"),
  );
}
