import { z } from "zod";
import { pictureUrlFields } from "./picture-urls";
import { ZRecordId, zText } from "./text";

/**
 * The picture diary (spec social.md §2, §7, §8; DESIGN decision 8).
 *
 * Calls (signed in only; a visitor gets 401):
 * - POST   /api/diary/save   ZSaveDiaryBody → 201 ZDiaryEntry | 400 | 401 | 404 | 409
 * - GET    /api/diary        → 200 ZDiaryList (newest first, at most DIARY_KEPT_ENTRIES)
 * - DELETE /api/diary/{id}   → 204 | 401 | 404
 */

/** A family keeps its newest 20 diary pictures; saving a 21st drops the oldest entry. */
export const DIARY_KEPT_ENTRIES = 20;
export const DIARY_TITLE_MAX_LENGTH = 80;
export const DIARY_NOTES_MAX_LENGTH = 500;

export const DIARY_MESSAGES = {
  titleTooLong: `Please keep the title under ${DIARY_TITLE_MAX_LENGTH + 1} letters.`,
  notesTooLong: `Please keep the notes under ${DIARY_NOTES_MAX_LENGTH + 1} letters.`,
  pictureNotFound: "That picture was not found in your gallery.",
  entryNotFound: "That picture is not in your diary.",
  alreadySaved: "This picture is already saved in your diary!",
} as const;

/** An optional text: trimmed, and left out when nothing is left. */
const optionalText = (max: number, tooLong: string) =>
  zText()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

export const ZSaveDiaryBody = z.object({
  imageId: ZRecordId,
  title: optionalText(DIARY_TITLE_MAX_LENGTH, DIARY_MESSAGES.titleTooLong),
  notes: optionalText(DIARY_NOTES_MAX_LENGTH, DIARY_MESSAGES.notesTooLong),
});
export type TSaveDiaryBody = z.input<typeof ZSaveDiaryBody>;

/** What the diary shows of the picture: the face-swapped version when there is one. */
export const ZDiaryImage = z.object({
  id: z.string(),
  ...pictureUrlFields,
  description: z.string(),
});
export type TDiaryImage = z.infer<typeof ZDiaryImage>;

export const ZDiaryEntry = z.object({
  id: z.string(),
  title: z.string().nullable(),
  notes: z.string().nullable(),
  /** When the picture was saved to the diary. */
  createdAt: z.string(),
  image: ZDiaryImage,
});
export type TDiaryEntry = z.infer<typeof ZDiaryEntry>;

export const ZDiaryList = z.array(ZDiaryEntry);
