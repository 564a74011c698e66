import { sql, type SQL } from "drizzle-orm";
import type { TGalleryImage, TImage } from "../../shared/contracts/images";
import type { generatedImages } from "../db/schema";
import { MEDIA_URL_PREFIX, type MediaStore } from "../media/media-store";
import { pictureUrls } from "../media/picture-urls";

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
    ...pictureUrls(row, media),
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

/** One page of a gallery as the database writes it (see `galleryPageJson`). */
export interface GalleryPageRow {
  /** The JSON text of the page's pictures (ZImageList). */
  body: string;
  /** Where the next older page starts (GALLERY_CURSOR), or null on the last page. */
  older: string | null;
  /** Every gallery picture the owner has, on any page. */
  total: number;
}

/**
 * `presentGalleryImage` written in SQL: one page of a gallery as JSON text, built by the database
 * so the busiest call (the gallery's 10 s poll) sends it on as it comes, with no rows to decode
 * and no objects to serialise. `rows` selects generated_images columns, newest first, one more
 * than `pageSize` (so the database can tell whether an older page follows); `total` counts the
 * owner's gallery. `createdAt` is the same ISO form as JavaScript's `toISOString`; the cursor
 * keeps the microseconds, which it needs to find its place again.
 */
export function galleryPageJson(rows: SQL, total: SQL, pageSize: number): SQL<GalleryPageRow> {
  const url = (column: string) => sql`${MEDIA_URL_PREFIX}::text || ${sql.identifier(column)}`;
  return sql<GalleryPageRow>`with picked as (
    select *, row_number() over (order by created_at desc, id desc) as place from (${rows}) as page
  )
  select
    coalesce((select json_agg(json_build_object(
      'id', id,
      'imageUrl', ${url("image_file")},
      'thumbnailUrl', ${url("thumbnail_file")},
      'faceSwappedUrl', ${url("face_swapped_file")},
      'faceSwappedThumbnailUrl', ${url("face_swapped_thumbnail_file")},
      'description', description,
      'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by place) from picked where place <= ${pageSize}), '[]')::text as body,
    (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id
      from picked where place = ${pageSize} and exists (select from picked where place > ${pageSize})
    ) as older,
    (${total})::int as total`;
}
