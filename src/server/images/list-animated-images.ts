import { and, desc, eq } from "drizzle-orm";
import { ANIMATED_IMAGES_LIMIT, type TAnimatedImage } from "../../shared/contracts/animated-images";
import type { Database } from "../db/client";
import { generatedImages } from "../db/schema";
import type { MediaStore } from "../media/media-store";
import { presentImage } from "./image-presenter";
import { inGallery } from "./image-service";

export interface AnimatedImagesDeps {
  db: Database;
  media: Pick<MediaStore, "urlFor">;
}

/** The user's newest gallery pictures with what each shows and where, for the Animation Studio. */
export async function listAnimatedImages(
  deps: AnimatedImagesDeps,
  userId: string,
): Promise<TAnimatedImage[]> {
  const rows = await deps.db
    .select()
    .from(generatedImages)
    .where(and(eq(generatedImages.userId, userId), inGallery))
    .orderBy(desc(generatedImages.createdAt), desc(generatedImages.id))
    .limit(ANIMATED_IMAGES_LIMIT);
  return rows.map((row) => presentImage(row, deps.media));
}
