/** A kit person's drawing from their artwork id (what the renderer and the layout ask for). */
import { drawPerson } from "./draw-person";
import { isPersonArtwork, parsePersonArtworkId } from "./person-artwork-id";
import type { PersonDrawing } from "./person-kit-types";

/** The id of a person's arms drawn alone, laid over what they hug or carry. */
const ARMS_PREFIX = "kit-arms_";
const PERSON_PREFIX = "kit-person_";

export function kitDrawing(artworkId: string): PersonDrawing | undefined {
  if (!isPersonArtwork(artworkId)) return undefined;
  const posed = parsePersonArtworkId(artworkId);
  return posed ? drawPerson(posed.look, posed.pose) : undefined;
}

/** The artwork id of this person's arms alone (in the same square as the person). */
export function armsArtworkId(personId: string): string {
  return ARMS_PREFIX + personId.slice(PERSON_PREFIX.length);
}

/** The drawing a kit id names: a person, or a person's arms alone; undefined for any other id. */
export function kitSvg(artworkId: string): string | undefined {
  if (artworkId.startsWith(ARMS_PREFIX)) {
    return kitDrawing(PERSON_PREFIX + artworkId.slice(ARMS_PREFIX.length))?.armsSvg;
  }
  return kitDrawing(artworkId)?.svg;
}

/** Where a kit id's drawing sits in its square (a person's arms: the person's bounds). */
export function kitBounds(artworkId: string): PersonDrawing["bounds"] | undefined {
  const personId = artworkId.startsWith(ARMS_PREFIX)
    ? PERSON_PREFIX + artworkId.slice(ARMS_PREFIX.length)
    : artworkId;
  return kitDrawing(personId)?.bounds;
}
