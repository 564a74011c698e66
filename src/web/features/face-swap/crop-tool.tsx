import { Minus, Plus, ScanFace } from "lucide-react";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import {
  CROP_CANVAS_SIZE,
  cropSquareAroundFace,
  cropSquareInPhoto,
  FACE_PHOTO_SIZE,
  fitPhotoOnCanvas,
  initialCropSquare,
  moveCropSquare,
  resizeCropSquare,
  type CropArea,
  type CropSquare,
} from "@/shared/face-crop";
import { Button } from "@/web/components/ui/button";
import { findFace } from "./find-face";

type TFaceSearch = "looking" | "found" | "notFound";

interface LoadedPhoto {
  image: HTMLImageElement;
  area: CropArea;
}

const FACE_SEARCH_TEXT: Record<TFaceSearch, string> = {
  looking: "Looking for the face…",
  found: "Found the face! Drag the square or change its size if you like.",
  notFound:
    "We couldn't spot a face in this photo. That's okay — drag the square over the face yourself.",
};

/**
 * The crop tool (spec social.md: 400×400 canvas, draggable square starting at half the smaller
 * side, at least 50, kept inside, Smaller/Larger by 20, output a 512×512 PNG). The square then
 * moves to the face the browser finds, so a grown-up usually just presses Use This Crop.
 */
export function CropTool({
  file,
  onCancel,
  onCrop,
}: {
  file: File;
  onCancel: () => void;
  onCrop: (pngDataUrl: string) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [photo, setPhoto] = useState<LoadedPhoto | null>(null);
  const [square, setSquare] = useState<CropSquare | null>(null);
  const [faceSearch, setFaceSearch] = useState<TFaceSearch>("looking");
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = async () => {
      if (!isCurrent) return;
      const area = fitPhotoOnCanvas(image.naturalWidth, image.naturalHeight);
      setPhoto({ image, area });
      setSquare(initialCropSquare(area));
      const face = await findFace(image);
      if (!isCurrent) return;
      if (!face) return setFaceSearch("notFound");
      const scale = area.width / image.naturalWidth;
      const toCanvas = (value: number, offset: number) => offset + value * scale;
      setSquare(
        cropSquareAroundFace(
          {
            left: toCanvas(face.left, area.x),
            right: toCanvas(face.right, area.x),
            browTop: toCanvas(face.browTop, area.y),
            chin: toCanvas(face.chin, area.y),
          },
          area,
        ),
      );
      setFaceSearch("found");
    };
    image.onerror = () => isCurrent && setHasLoadFailed(true);
    image.src = url;
    return () => {
      isCurrent = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  useEffect(() => {
    const context = canvasRef.current?.getContext("2d");
    if (context && photo && square) drawCropView(context, photo, square);
  }, [photo, square]);

  function canvasPoint(event: PointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const scale = CROP_CANVAS_SIZE / rect.width;
    return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale };
  }

  function startDrag(event: PointerEvent<HTMLCanvasElement>) {
    if (!square) return;
    const point = canvasPoint(event);
    const isInside =
      point.x >= square.x &&
      point.x <= square.x + square.size &&
      point.y >= square.y &&
      point.y <= square.y + square.size;
    if (!isInside) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = point;
  }

  function moveDrag(event: PointerEvent<HTMLCanvasElement>) {
    if (!drag.current || !square || !photo) return;
    const point = canvasPoint(event);
    setSquare(
      moveCropSquare(square, point.x - drag.current.x, point.y - drag.current.y, photo.area),
    );
    drag.current = point;
  }

  function resize(steps: number) {
    if (square && photo) setSquare(resizeCropSquare(square, steps, photo.area));
  }

  function confirmCrop() {
    if (!photo || !square) return;
    const output = document.createElement("canvas");
    output.width = FACE_PHOTO_SIZE;
    output.height = FACE_PHOTO_SIZE;
    const context = output.getContext("2d");
    if (!context) return;
    const source = cropSquareInPhoto(square, photo.area, photo.image.naturalWidth);
    context.drawImage(
      photo.image,
      source.x,
      source.y,
      source.size,
      source.size,
      0,
      0,
      FACE_PHOTO_SIZE,
      FACE_PHOTO_SIZE,
    );
    onCrop(output.toDataURL("image/png"));
  }

  if (hasLoadFailed) {
    return (
      <div className="space-y-4 text-center">
        <p className="text-lg">We couldn&apos;t open that photo. Please choose another one.</p>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <p
        className="flex items-center gap-2 text-center text-lg font-semibold text-sky-deep"
        role="status"
        data-face-search={faceSearch}
      >
        <ScanFace className={faceSearch === "looking" ? "animate-pulse" : ""} aria-hidden />
        {FACE_SEARCH_TEXT[faceSearch]}
      </p>
      <canvas
        ref={canvasRef}
        width={CROP_CANVAS_SIZE}
        height={CROP_CANVAS_SIZE}
        className="aspect-square w-full max-w-[400px] cursor-move touch-none rounded-2xl bg-slate-100 shadow-inner"
        aria-label="Your photo with the crop square. Drag the square over the face."
        data-crop-square={square ? `${square.x},${square.y},${square.size}` : undefined}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      />
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => resize(-1)} disabled={!photo}>
          <Minus aria-hidden /> Smaller
        </Button>
        <Button variant="outline" onClick={() => resize(1)} disabled={!photo}>
          <Plus aria-hidden /> Larger
        </Button>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="dino" onClick={confirmCrop} disabled={!photo}>
          Use This Crop
        </Button>
      </div>
    </div>
  );
}

/** The photo, dimmed outside the square, with the square's border and corner handles. */
function drawCropView(context: CanvasRenderingContext2D, photo: LoadedPhoto, square: CropSquare) {
  const { image, area } = photo;
  context.clearRect(0, 0, CROP_CANVAS_SIZE, CROP_CANVAS_SIZE);
  context.drawImage(image, area.x, area.y, area.width, area.height);
  context.save();
  context.fillStyle = "rgba(15, 23, 42, 0.55)";
  context.beginPath();
  context.rect(area.x, area.y, area.width, area.height);
  context.rect(square.x, square.y, square.size, square.size);
  context.fill("evenodd");
  context.restore();
  context.strokeStyle = "#ffffff";
  context.lineWidth = 3;
  context.setLineDash([10, 6]);
  context.strokeRect(square.x, square.y, square.size, square.size);
  context.setLineDash([]);
  context.fillStyle = "#9f7aea";
  const handle = 12;
  for (const [x, y] of [
    [square.x, square.y],
    [square.x + square.size, square.y],
    [square.x, square.y + square.size],
    [square.x + square.size, square.y + square.size],
  ] as const) {
    context.fillRect(x - handle / 2, y - handle / 2, handle, handle);
  }
}
