import { sql, type SQL } from "drizzle-orm";
import type { TGalleryImage, TImage } from "../../shared/contracts/images";
import type { generatedImages } from "../db/schema";
import { MEDIA_URL_PREFIX, type MediaStore } from "../media/media-store";

type ImageRow = typeof generatedImages.$inferSelect;
export type GalleryImageRow = Pick<
  ImageRow,
  | "id"
  | "imageFile"
  | "thumbnailFile"
  | "faceSwappedFile"
  | "faceSwappedThumbnailFile"
  | "description"
  | "createdAt"
>;

/** What of a picture the gallery lists. */
export function presentGalleryImage(
  row: GalleryImageRow,
  media: Pick<MediaStore, "urlFor">,
): TGalleryImage {
  return {
    id: row.id,
    imageUrl: media.urlFor(row.imageFile),
    thumbnailUrl: media.urlFor(row.thumbnailFile),
    faceSwappedUrl: row.faceSwappedFile ? media.urlFor(row.faceSwappedFile) : null,
    faceSwappedThumbnailUrl: row.faceSwappedThumbnailFile
      ? media.urlFor(row.faceSwappedThumbnailFile)
      : null,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What of a picture leaves the server. */
export function presentImage(row: ImageRow, media: Pick<MediaStore, "urlFor">): TImage {
  return {
    ...presentGalleryImage(row, media),
    detectedObjects: row.detectedObjects,
    engine: row.engine,
  };
}

/**
 * `presentGalleryImage` written in SQL: the JSON text of a list of gallery pictures (ZImageList),
 * built by the database so the busiest call (the gallery's 10 s poll) sends it on as it comes,
 * with no rows to decode and no objects to serialise. `rows` names a subquery of generated_images
 * columns; `createdAt` is the same ISO form as JavaScript's `toISOString`.
 */
export function galleryListJson(rows: SQL): SQL<string> {
  const url = (column: string) => sql`${MEDIA_URL_PREFIX}::text || ${sql.identifier(column)}`;
  return sql<string>`select coalesce(json_agg(json_build_object(
    'id', id,
    'imageUrl', ${url("image_file")},
    'thumbnailUrl', ${url("thumbnail_file")},
    'faceSwappedUrl', ${url("face_swapped_file")},
    'faceSwappedThumbnailUrl', ${url("face_swapped_thumbnail_file")},
    'description', description,
    'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by created_at desc, id desc), '[]')::text as body from (${rows}) as gallery`;
}
