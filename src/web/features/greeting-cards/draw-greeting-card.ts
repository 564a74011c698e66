import { GREETING_CARD_HEIGHT, GREETING_CARD_WIDTH } from "@/shared/contracts/greeting-cards";
import { clampLines, wrapText } from "./wrap-text";

export interface TGreetingCardArt {
  picture: CanvasImageSource & { width: number; height: number };
  message: string;
  /** The child's first name, signed at the bottom. */
  childName: string;
  /** What the picture shows, written under it like a photo's caption. */
  caption: string;
  /** Emoji art stuck on the card when it loaded: Dot the dino and sparkles. */
  stickers?: { dino?: CanvasImageSource; sparkles?: CanvasImageSource };
}

const W = GREETING_CARD_WIDTH;
const H = GREETING_CARD_HEIGHT;
const COLOURS = {
  sky: "#4299e1",
  deep: "#2b6cb0",
  dino: "#48bb78",
  sunny: "#f6c945",
  sunnyDeep: "#d69e2e",
  berry: "#ed64a6",
  berryDeep: "#d53f8c",
  grape: "#9f7aea",
  grapeDeep: "#6b46c1",
  ink: "#2d3748",
  cream: "#fffaf0",
  soft: "#718096",
};
const DISPLAY = "Fredoka, Nunito, ui-rounded, system-ui, sans-serif";
const BODY = "Nunito, ui-rounded, system-ui, sans-serif";

/** The fonts the card is written in; loaded before drawing so the first card looks right. */
export const GREETING_CARD_FONTS = [
  `700 52px ${DISPLAY}`,
  `600 30px ${DISPLAY}`,
  `700 24px ${BODY}`,
  `800 18px ${BODY}`,
];

function roundedRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

function star(ctx: CanvasRenderingContext2D, cx: number, cy: number, radius: number, fill: string) {
  ctx.beginPath();
  for (let point = 0; point < 10; point++) {
    const r = point % 2 === 0 ? radius : radius * 0.45;
    const angle = -Math.PI / 2 + (point * Math.PI) / 5;
    ctx.lineTo(cx + Math.cos(angle) * r, cy + Math.sin(angle) * r);
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = COLOURS.sunnyDeep;
  ctx.lineJoin = "round";
  ctx.stroke();
}

function heart(ctx: CanvasRenderingContext2D, cx: number, cy: number, size: number, fill: string) {
  const s = size / 2;
  ctx.beginPath();
  ctx.moveTo(cx, cy + s * 0.9);
  ctx.bezierCurveTo(cx - s * 1.6, cy - s * 0.2, cx - s * 0.7, cy - s * 1.4, cx, cy - s * 0.45);
  ctx.bezierCurveTo(cx + s * 0.7, cy - s * 1.4, cx + s * 1.6, cy - s * 0.2, cx, cy + s * 0.9);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A rainbow frame in the app's colours with confetti dots, around a cream card. */
function drawFrame(ctx: CanvasRenderingContext2D) {
  const rainbow = ctx.createLinearGradient(0, 0, W, H);
  [COLOURS.sky, COLOURS.grape, COLOURS.berry, COLOURS.sunny, COLOURS.dino].forEach(
    (colour, index, all) => rainbow.addColorStop(index / (all.length - 1), colour),
  );
  ctx.fillStyle = rainbow;
  ctx.fillRect(0, 0, W, H);

  ctx.fillStyle = "rgba(255, 255, 255, 0.55)";
  for (let x = 20; x < W; x += 38) {
    for (const y of [11, H - 11]) {
      ctx.beginPath();
      ctx.arc(x, y, 4, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  for (let y = 49; y < H - 30; y += 38) {
    for (const x of [11, W - 11]) {
      ctx.beginPath();
      ctx.arc(x, y, 4, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  roundedRect(ctx, 22, 22, W - 44, H - 44, 30);
  ctx.fillStyle = COLOURS.cream;
  ctx.fill();
  roundedRect(ctx, 36, 36, W - 72, H - 72, 22);
  ctx.setLineDash([10, 9]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = COLOURS.sunny;
  ctx.stroke();
  ctx.setLineDash([]);
}

/** The picture as an instant photo, a little tilted, with a strip of tape and its caption. */
function drawPhoto(ctx: CanvasRenderingContext2D, art: TGreetingCardArt) {
  const frameW = 316;
  const frameH = 372;
  const photo = 288;
  ctx.save();
  ctx.translate(236, 306);
  ctx.rotate((-4 * Math.PI) / 180);
  ctx.shadowColor = "rgba(45, 55, 72, 0.22)";
  ctx.shadowBlur = 20;
  ctx.shadowOffsetY = 8;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(-frameW / 2, -frameH / 2, frameW, frameH);
  ctx.shadowColor = "transparent";

  const { width, height } = art.picture;
  const side = Math.min(width, height);
  const photoX = -photo / 2;
  const photoY = -frameH / 2 + 14;
  ctx.drawImage(
    art.picture,
    (width - side) / 2,
    (height - side) / 2,
    side,
    side,
    photoX,
    photoY,
    photo,
    photo,
  );

  ctx.font = `800 18px ${BODY}`;
  ctx.fillStyle = COLOURS.ink;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const measure = (text: string) => ctx.measureText(text).width;
  const caption = art.caption ? `“${art.caption}”` : "";
  const lines = clampLines(wrapText(caption, photo - 8, measure), 2, photo - 8, measure);
  const captionTop = photoY + photo + 36 - (lines.length - 1) * 11;
  lines.forEach((line, index) => ctx.fillText(line, 0, captionTop + index * 22));

  ctx.rotate((7 * Math.PI) / 180);
  ctx.fillStyle = "rgba(246, 201, 69, 0.75)";
  ctx.fillRect(-46, -frameH / 2 - 16, 92, 30);
  ctx.restore();
}

/** The message in the biggest friendly type that fits its box. */
function drawMessage(
  ctx: CanvasRenderingContext2D,
  message: string,
  box: { x: number; y: number; w: number; h: number },
) {
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = COLOURS.deep;
  const measure = (text: string) => ctx.measureText(text).width;
  let size = 36;
  let lines: string[] = [];
  for (; size >= 18; size -= 2) {
    ctx.font = `600 ${size}px ${DISPLAY}`;
    lines = wrapText(message, box.w, measure);
    if (lines.length * size * 1.28 <= box.h) break;
  }
  size = Math.max(size, 18);
  ctx.font = `600 ${size}px ${DISPLAY}`;
  const lineHeight = size * 1.28;
  lines = clampLines(lines, Math.floor(box.h / lineHeight), box.w, measure);
  const top = box.y + (box.h - lines.length * lineHeight) / 2 + lineHeight / 2;
  lines.forEach((line, index) => ctx.fillText(line, box.x + box.w / 2, top + index * lineHeight));
}

function drawWords(ctx: CanvasRenderingContext2D, art: TGreetingCardArt) {
  const centre = 590;
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  ctx.font = `700 48px ${DISPLAY}`;
  ctx.fillStyle = COLOURS.berryDeep;
  ctx.fillText("Just for you!", centre, 112);

  ctx.beginPath();
  for (let x = 480; x <= 700; x += 2) ctx.lineTo(x, 132 + Math.sin((x - 480) / 9) * 4);
  ctx.lineWidth = 5;
  ctx.lineCap = "round";
  ctx.strokeStyle = COLOURS.sunny;
  ctx.stroke();

  drawMessage(ctx, art.message, { x: 440, y: 152, w: 300, h: 262 });

  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  ctx.font = `700 24px ${BODY}`;
  ctx.fillStyle = COLOURS.ink;
  ctx.fillText("With love,", centre, 452);

  const measure = (text: string) => ctx.measureText(text).width;
  let nameSize = 52;
  ctx.font = `700 ${nameSize}px ${DISPLAY}`;
  while (nameSize > 26 && measure(art.childName) > 250) {
    nameSize -= 2;
    ctx.font = `700 ${nameSize}px ${DISPLAY}`;
  }
  const name = clampLines([art.childName], 1, 250, measure)[0] ?? "";
  ctx.fillStyle = COLOURS.grapeDeep;
  ctx.fillText(name, centre - 14, 510);
  heart(ctx, centre + measure(name) / 2 + 8, 492, 30, COLOURS.berry);

  ctx.font = `800 15px ${BODY}`;
  ctx.fillStyle = COLOURS.soft;
  ctx.textAlign = "right";
  const dino = art.stickers?.dino;
  ctx.fillText("Made with Doodle Dino", dino ? W - 96 : W - 56, H - 52);
  if (dino) ctx.drawImage(dino, W - 92, H - 88, 44, 44);
  const sparkles = art.stickers?.sparkles;
  if (sparkles) ctx.drawImage(sparkles, 718, 40, 40, 40);
}

/** An 800×600 greeting card a grandparent would keep: photo, message, name, rainbow frame. */
export function drawGreetingCard(ctx: CanvasRenderingContext2D, art: TGreetingCardArt): void {
  drawFrame(ctx);
  star(ctx, 78, 76, 18, COLOURS.sunny);
  star(ctx, 404, 84, 12, COLOURS.sunny);
  star(ctx, 724, 174, 13, COLOURS.sunny);
  star(ctx, 408, 528, 15, COLOURS.sunny);
  if (!art.stickers?.sparkles) heart(ctx, 730, 86, 26, COLOURS.berry);
  heart(ctx, 434, 70, 18, COLOURS.grape);
  heart(ctx, 80, 532, 22, COLOURS.berry);
  drawPhoto(ctx, art);
  drawWords(ctx, art);
}
