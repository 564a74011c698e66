import type { TBoundingBox, TDrawnFigure } from "@/shared/contracts/images";
import { useEffect, useState } from "react";
import { figureSvg } from "./figure-svg";
import { boxPosition } from "./padded-box";

interface DancingFigureProps {
  figure: TDrawnFigure;
  box: TBoundingBox;
}

/**
 * A person of the picture drawn again by the character kit over where they stand, dancing with
 * their own arms and legs (the `figure-dance` rules of styles.css move each `data-part`): arms up
 * and down, a kick, a hop. The kit loads with the first dancing person, never before.
 */
export function DancingFigure({ figure, box }: DancingFigureProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import("@/illustrator/people/kit-artwork").then(({ kitDrawing }) => {
      const drawing = kitDrawing(figure.artwork);
      if (isCurrent && drawing) setSvg(figureSvg(drawing, figure.mirrored));
    });
    return () => {
      isCurrent = false;
    };
  }, [figure.artwork, figure.mirrored]);
  if (!svg) return null;
  return (
    <div
      data-testid="dancing-figure"
      className="figure-dance absolute"
      style={boxPosition(box)}
      // Our own kit's drawing, made from the figure's id by our code: no text of anyone's in it.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
