import type { TBoundingBox } from "@/shared/contracts/images";
import { useEffect, useRef, type CanvasHTMLAttributes } from "react";

interface PictureCanvasProps extends CanvasHTMLAttributes<HTMLCanvasElement> {
  image: HTMLImageElement;
  /** The part of the picture to draw (fractions); the whole picture when absent. */
  crop?: TBoundingBox;
}

/** Draws the part of the region that fits the canvas, centred and uncut, at the screen's sharpness. */
function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: TBoundingBox) {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.round(canvas.clientWidth * ratio);
  const height = Math.round(canvas.clientHeight * ratio);
  if (width === 0 || height === 0) return;
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return;
  const source = {
    x: crop.x * image.naturalWidth,
    y: crop.y * image.naturalHeight,
    width: crop.width * image.naturalWidth,
    height: crop.height * image.naturalHeight,
  };
  const scale = Math.min(width / source.width, height / source.height);
  const drawnWidth = source.width * scale;
  const drawnHeight = source.height * scale;
  context.clearRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(
    image,
    source.x,
    source.y,
    source.width,
    source.height,
    (width - drawnWidth) / 2,
    (height - drawnHeight) / 2,
    drawnWidth,
    drawnHeight,
  );
}

const WHOLE: TBoundingBox = { x: 0, y: 0, width: 1, height: 1 };

/** A picture (or a part of it) drawn on a canvas, redrawn when the canvas changes size. */
export function PictureCanvas({ image, crop = WHOLE, ...props }: PictureCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { x, y, width, height } = crop;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const region = { x, y, width, height };
    draw(canvas, image, region);
    const observer = new ResizeObserver(() => draw(canvas, image, region));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [image, x, y, width, height]);
  return <canvas ref={canvasRef} {...props} />;
}
