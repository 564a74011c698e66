import type { TDetectedObject } from "@/shared/contracts/images";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { paddedBox } from "./padded-box";
import { PictureCanvas } from "./picture-canvas";

interface ObjectSpotlightProps {
  image: HTMLImageElement;
  /** The object tapped last, and how many taps so far (each tap bounces it again). */
  selection: { object: TDetectedObject; tap: number } | null;
  hint: string;
}

/** The tapped thing shown large with a playful bounce, its word in big letters beneath. */
export function ObjectSpotlight({ image, selection, hint }: ObjectSpotlightProps) {
  if (!selection) {
    return (
      <div className="flex flex-col items-center justify-center gap-2 rounded-3xl bg-white/80 p-4 text-center">
        <DinoMascot className="size-24 animate-dino-bob" />
        <p className="font-display text-2xl font-bold text-sky-deep">{hint}</p>
      </div>
    );
  }
  const { object, tap } = selection;
  return (
    <div
      data-testid="object-spotlight"
      aria-live="polite"
      className="flex flex-col items-center justify-center gap-2 rounded-3xl bg-white/80 p-4 text-center"
    >
      <div key={tap} className="animate-object-pop">
        <PictureCanvas
          image={image}
          crop={paddedBox(object.boundingBox, 0.08)}
          aria-hidden
          className="size-36 rounded-2xl drop-shadow-lg sm:size-48"
        />
      </div>
      <p
        key={`word-${tap}`}
        data-testid="object-word"
        className="animate-object-pop font-display text-5xl font-bold break-words text-berry sm:text-6xl"
      >
        {object.label}
      </p>
    </div>
  );
}
