import type { TDetectedObject, TGalleryImage } from "@/shared/contracts/images";
import { useState, type CSSProperties } from "react";
import { PictureImage } from "@/web/features/gallery/picture-image";
import { cn } from "@/web/lib/cn";
import { usePrefersReducedMotion } from "@/web/lib/use-prefers-reduced-motion";
import { DancingFigure } from "./dancing-figure";
import { boxPosition, paddedBox } from "./padded-box";

/** Things smaller than this share of the picture stay still (a far-off flower, a tiny star). */
const MIN_DANCER_AREA = 0.002;
const MAX_DANCERS = 14;
/** Each dancer carries a soft margin of its surroundings, feathered away by the mask. */
const DANCER_MARGIN = 0.14;

interface DancingPictureProps {
  image: TGalleryImage;
  /** What the picture shows and where (fetched with the picture's details). */
  detectedObjects: readonly TDetectedObject[];
  isDancing: boolean;
}

/** The dancers, nearest first as detected, drawn furthest first so nearer ones are on top. */
function dancersOf(objects: readonly TDetectedObject[]): TDetectedObject[] {
  return objects
    .filter((object) => object.boundingBox.width * object.boundingBox.height >= MIN_DANCER_AREA)
    .slice(0, MAX_DANCERS)
    .reverse();
}

/** Whether 'Make it Dance!' has anything to move in this picture. */
export function canDance(detectedObjects: readonly TDetectedObject[]): boolean {
  return dancersOf(detectedObjects).length > 0;
}

/** A patch of the picture cut to `box`, as a background of an element placed over the box. */
function patchStyle(source: string, box: TDetectedObject["boundingBox"], index: number) {
  const offset = (start: number, size: number) => (size >= 1 ? 0 : (start / (1 - size)) * 100);
  return {
    ...boxPosition(box),
    backgroundImage: `url(${JSON.stringify(source)})`,
    backgroundSize: `${100 / box.width}% ${100 / box.height}%`,
    backgroundPosition: `${offset(box.x, box.width)}% ${offset(box.y, box.height)}%`,
    animationDelay: `${(index * -0.37).toFixed(2)}s`,
  } satisfies CSSProperties;
}

/**
 * The detail dialog's picture. 'Make it Dance!' sets each of the picture's own things swaying or
 * hopping in its own box, while the scene stays put; a person of the character kit dances with
 * their own arms and legs. With reduced motion asked for, nothing moves: each thing gets a
 * glowing outline instead.
 */
export function DancingPicture({ image, detectedObjects, isDancing }: DancingPictureProps) {
  const [loadedSource, setLoadedSource] = useState<string | null>(null);
  const isMotionReduced = usePrefersReducedMotion();
  const dancers = isDancing ? dancersOf(detectedObjects) : [];
  // A face-swapped picture shows the family's own face: redrawing the person would cover it.
  const mayRedrawPeople = !isMotionReduced && image.faceSwappedUrl === null;

  return (
    <>
      <div className="relative mx-auto aspect-square w-full max-w-[min(100%,54dvh)]">
        <PictureImage
          image={image}
          size="full"
          data-testid="picture-detail-image"
          onLoad={(event) => setLoadedSource(event.currentTarget.currentSrc)}
          className="size-full rounded-xl object-contain"
        />
        {dancers.length > 0 && loadedSource && (
          <div
            data-testid="dancing-objects"
            aria-hidden
            className="pointer-events-none absolute inset-0 overflow-hidden rounded-xl"
          >
            {dancers.map((object, index) =>
              object.figure && mayRedrawPeople ? (
                <DancingFigure key={index} figure={object.figure} box={object.boundingBox} />
              ) : isMotionReduced ? (
                <div
                  key={index}
                  data-testid="still-dancer"
                  className="absolute rounded-2xl border-4 border-sunny shadow-[0_0_18px_4px_rgba(246,201,69,0.8)]"
                  style={boxPosition(object.boundingBox)}
                />
              ) : (
                <div
                  key={index}
                  data-testid="dancer"
                  className={cn(
                    "absolute origin-bottom bg-no-repeat [mask-image:radial-gradient(closest-side,#000_70%,transparent)]",
                    index % 2 === 0 ? "animate-object-sway" : "animate-object-hop",
                  )}
                  style={patchStyle(
                    loadedSource,
                    paddedBox(object.boundingBox, DANCER_MARGIN),
                    index,
                  )}
                />
              ),
            )}
          </div>
        )}
      </div>
      {dancers.length > 0 && isMotionReduced && (
        <p className="mt-2 text-center text-base text-slate-600">
          This device asks for less motion, so everything glows instead of dancing.
        </p>
      )}
    </>
  );
}
