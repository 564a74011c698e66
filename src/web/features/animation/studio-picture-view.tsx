import type { TAnimatedImage } from "@/shared/contracts/animated-images";
import type { TDetectedObject } from "@/shared/contracts/images";
import { ImageOff } from "lucide-react";
import { useEffect, useState } from "react";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { pictureSources } from "./animated-images-calls";
import { ObjectSpotlight } from "./object-spotlight";
import { NOTHING_TO_TAP_MESSAGE } from "./painted-picture-messages";
import { sayObjectLabel, stopObjectSpeech } from "./object-speech";
import { TappablePicture } from "./tappable-picture";
import { usePictureBitmap } from "./use-picture-bitmap";

/** One picture, big: tap a thing to hear its name and see it large. */
export function StudioPictureView({ picture }: { picture: TAnimatedImage }) {
  const bitmap = usePictureBitmap(pictureSources(picture, "full"));
  const [selection, setSelection] = useState<{ object: TDetectedObject; tap: number } | null>(null);
  useEffect(() => stopObjectSpeech, []);

  function select(object: TDetectedObject) {
    sayObjectLabel(object.label);
    setSelection((current) => ({ object, tap: (current?.tap ?? 0) + 1 }));
  }

  const firstThing = picture.detectedObjects.find((object) => object.boundingBox.width > 0.15);
  const hint =
    picture.detectedObjects.length > 0
      ? `Tap the ${firstThing?.label ?? picture.detectedObjects[0]?.label}!`
      : picture.engine === "api"
        ? NOTHING_TO_TAP_MESSAGE
        : "This picture has nothing to tap yet.";

  if (bitmap.status === "failed") {
    return (
      <div className="flex flex-col items-center gap-2 p-6 text-center text-lg text-slate-600">
        <ImageOff className="size-12" aria-hidden />
        Image not available
      </div>
    );
  }
  if (bitmap.status === "loading") {
    return (
      <div className="flex justify-center p-10" aria-busy="true">
        <DinoMascot className="size-24 animate-dino-bob" label="Loading the picture" />
      </div>
    );
  }
  return (
    <div className="mt-4 grid items-center gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
      <TappablePicture
        image={bitmap.image}
        description={picture.description}
        objects={picture.detectedObjects}
        selected={selection?.object ?? null}
        onSelect={select}
      />
      <ObjectSpotlight image={bitmap.image} selection={selection} hint={hint} />
    </div>
  );
}
