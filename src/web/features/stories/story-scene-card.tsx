import { ImageOff } from "lucide-react";
import { FallbackImage } from "@/web/components/ui/fallback-image";
import { scenePictureUrls, type TScenePictures } from "./scene-picture-urls";

interface StorySceneCardProps extends TScenePictures {
  sceneNumber: number;
  text: string;
  title: string;
}

/**
 * One scene: its numbered badge, its picture (the face-swapped one, falling back to the original
 * if it fails to load; the spec's failure line without one) and its words.
 */
export function StorySceneCard({ sceneNumber, text, title, ...pictures }: StorySceneCardProps) {
  return (
    <li
      className="overflow-hidden rounded-3xl border-4 border-white bg-white shadow-lg"
      data-testid="story-scene"
    >
      <div className="relative">
        <FallbackImage
          sources={scenePictureUrls(pictures)}
          alt={`Scene ${sceneNumber} of ${title}: ${text}`}
          className="aspect-square w-full object-cover"
          loading="lazy"
          missing={
            <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 bg-slate-100 p-6 text-center text-slate-600">
              <ImageOff className="size-12" aria-hidden />
              <p className="text-lg font-semibold">Image generation failed for this scene</p>
            </div>
          }
        />
        <span
          className="absolute top-3 left-3 flex size-12 items-center justify-center rounded-full bg-berry-deep font-display text-2xl font-bold text-white shadow-md"
          aria-label={`Scene ${sceneNumber}`}
        >
          {sceneNumber}
        </span>
      </div>
      <p className="p-4 font-display text-xl leading-snug">{text}</p>
    </li>
  );
}
