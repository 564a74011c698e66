/** A kit person's drawing from their artwork id (what the renderer and the layout ask for). */
import { drawPerson } from "./draw-person";
import { isPersonArtwork, parsePersonArtworkId } from "./person-artwork-id";
import type { PersonDrawing } from "./person-kit-types";

export function kitDrawing(artworkId: string): PersonDrawing | undefined {
  if (!isPersonArtwork(artworkId)) return undefined;
  const posed = parsePersonArtworkId(artworkId);
  return posed ? drawPerson(posed.look, posed.pose) : undefined;
}
