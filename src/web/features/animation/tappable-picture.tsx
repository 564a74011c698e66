import type { TDetectedObject } from "@/shared/contracts/images";
import { useMemo, type MouseEvent } from "react";
import { cn } from "@/web/lib/cn";
import { inReadingOrder, objectAtPoint, pointInElement } from "./hit-test";
import { boxPosition, paddedBox } from "./padded-box";
import { PictureCanvas } from "./picture-canvas";

interface TappablePictureProps {
  image: HTMLImageElement;
  description: string;
  objects: readonly TDetectedObject[];
  selected: TDetectedObject | null;
  onSelect(object: TDetectedObject): void;
}

/**
 * The big picture on a canvas. A tap or click is matched against the detected boxes, topmost
 * first; empty sky does nothing. Each object also has an invisible button over its box, so a
 * keyboard can Tab through the things in the picture and press Enter to hear one.
 */
export function TappablePicture({
  image,
  description,
  objects,
  selected,
  onSelect,
}: TappablePictureProps) {
  const keyboardOrder = useMemo(() => inReadingOrder(objects), [objects]);

  function handleTap(event: MouseEvent<HTMLDivElement>) {
    const point = pointInElement(event.currentTarget, event.clientX, event.clientY);
    const object = point && objectAtPoint(objects, point);
    if (object) onSelect(object);
  }

  return (
    // The pointer path; the buttons below are the keyboard path to the same things.
    <div
      data-testid="studio-picture"
      onClick={handleTap}
      className="relative mx-auto aspect-square w-full max-w-[min(100%,62dvh)] cursor-pointer touch-manipulation overflow-hidden rounded-2xl bg-sky-50 shadow-inner select-none"
    >
      <PictureCanvas image={image} role="img" aria-label={description} className="size-full" />
      {selected && (
        <div
          aria-hidden
          className="pointer-events-none absolute rounded-2xl border-4 border-sunny shadow-[0_0_0_4px_rgba(255,255,255,0.7)]"
          style={boxPosition(paddedBox(selected.boundingBox, 0.06))}
        />
      )}
      {keyboardOrder.map((object, index) => (
        <button
          key={`${object.label}-${index}`}
          type="button"
          aria-label={object.label}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(object);
          }}
          className={cn(
            "pointer-events-none absolute rounded-2xl",
            "focus-visible:outline-4 focus-visible:outline-offset-0 focus-visible:outline-sky-brand",
          )}
          style={boxPosition(object.boundingBox)}
        />
      ))}
    </div>
  );
}
