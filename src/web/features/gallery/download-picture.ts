import type { TGalleryImage } from "@/shared/contracts/images";
import { preferredPictureUrl } from "./picture-image";

export function pictureFileName(image: TGalleryImage): string {
  return `picture-${image.id}.png`;
}

/** Saves the full-size picture as picture-{id}.png (media is same-origin, so `download` works). */
export function downloadPicture(image: TGalleryImage): void {
  const link = document.createElement("a");
  link.href = preferredPictureUrl(image, "full");
  link.download = pictureFileName(image);
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
