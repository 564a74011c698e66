import type { TGalleryImage } from "@/shared/contracts/images";
import { PictureImage } from "@/web/features/gallery/picture-image";
import { useImages } from "@/web/features/gallery/use-images";
import { friendlyMessageOf } from "@/web/lib/api";

/** The child's own gallery as big tappable thumbnails; tapping one picks it. */
export function PicturePicker({ onSelect }: { onSelect(image: TGalleryImage): void }) {
  const images = useImages();
  if (images.isPending) return <p className="text-lg">Loading your pictures...</p>;
  if (images.isError)
    return (
      <p className="text-lg text-red-700">
        {friendlyMessageOf(images.error, "Your pictures could not be loaded just now.")}
      </p>
    );
  if (images.data.length === 0) {
    return (
      <p className="rounded-2xl bg-sky-50 p-4 text-lg">
        Your gallery is empty. Make a picture first, then you can send it!
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <p className="text-base text-slate-600">Tap a picture to add it to your message.</p>
      <ul
        aria-label="Your pictures"
        className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto rounded-2xl bg-sky-50 p-2 sm:grid-cols-4"
      >
        {images.data.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              aria-label={`Attach picture: ${image.description}`}
              onClick={() => onSelect(image)}
              className="block aspect-square w-full overflow-hidden rounded-xl border-4 border-white bg-white hover:border-dino focus-visible:outline-4 focus-visible:outline-sky-brand"
            >
              <PictureImage
                image={image}
                size="thumbnail"
                sizes="120px"
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
