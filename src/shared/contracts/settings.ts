import { z } from "zod";
import { LANGUAGES } from "../languages";
import { AGE_MAX, AGE_MIN } from "../limits";
import { PROFILE_ICON_IDS } from "../profile-icons";
import { zPersonName } from "./single-line-text";
import { ZRecordId, zText } from "./text";

/**
 * Account settings (spec core.md §3, §5, §7). Signed in only (visitors get 401).
 * - GET /api/settings → 200 ZSettings (the defaults until something is saved)
 * - PUT /api/settings ZUpdateSettingsBody (only the changed fields) → 200 ZSettings | 400
 *   | 403 (turning face swap on, or choosing a face photo, needs a plan with face swap)
 *   | 404 (a face photo that is not the user's)
 */

export const GENDERS = ["boy", "girl", "other"] as const;
export const SPEAKING_LEVELS = ["clear", "growing"] as const;

/** The longest child's name or nickname: it signs a card on one line. */
export const CHILD_NAME_MAX_LENGTH = 30;

export const SETTINGS_MESSAGES = {
  ageRange: `Age must be a whole number from ${AGE_MIN} to ${AGE_MAX}`,
  gender: "Please choose boy, girl or other",
  profileIcon: "Please choose one of the profile icons",
  speakingLevel: "Speaking level is clear or growing",
  faceSwapEnabled: "faceSwapEnabled is 'true' or 'false'",
  preferredAnimal: "Please choose an animal",
  childNameTooLong: `A name or nickname is at most ${CHILD_NAME_MAX_LENGTH} letters`,
  language: "Please choose one of the languages",
} as const;

export const ZGender = z.enum(GENDERS, { error: SETTINGS_MESSAGES.gender });
export const ZSpeakingLevel = z.enum(SPEAKING_LEVELS, { error: SETTINGS_MESSAGES.speakingLevel });
export const ZLanguage = z.enum(LANGUAGES, { error: SETTINGS_MESSAGES.language });
export const ZProfileIcon = z.enum(PROFILE_ICON_IDS, { error: SETTINGS_MESSAGES.profileIcon });
/** A string flag, as the spec has it. */
export const ZFaceSwapEnabled = z.enum(["true", "false"], {
  error: SETTINGS_MESSAGES.faceSwapEnabled,
});

export const ZSettings = z.object({
  gender: ZGender.nullable(),
  age: z.number().int().nullable(),
  profileIcon: ZProfileIcon.nullable(),
  /**
   * The child's name or nickname (optional): the name on their cards and messages. Unset, they go
   * out under the family's username, never the parent's name.
   */
  childName: z.string().nullable(),
  speakingLevel: ZSpeakingLevel,
  faceSwapEnabled: ZFaceSwapEnabled,
  activeFacePhotoId: z.string().nullable(),
  animalFaceMode: z.boolean(),
  preferredAnimal: z.string(),
  /** A grown-up's switch (behind the parental gate): off stops messages both ways. */
  messagesEnabled: z.boolean(),
  /**
   * A grown-up's consent (behind the parental gate): a child's words may go to an outside engine
   * (an image model, a text model, a music search) when one is set up. Off by default.
   */
  outsideEnginesAllowed: z.boolean(),
  /** The family's language for the app, its e-mails and its pictures; null follows the device. */
  language: ZLanguage.nullable(),
});
export type TSettings = z.infer<typeof ZSettings>;

export const DEFAULT_SETTINGS: TSettings = {
  gender: null,
  age: null,
  profileIcon: null,
  childName: null,
  speakingLevel: "clear",
  faceSwapEnabled: "false",
  activeFacePhotoId: null,
  animalFaceMode: false,
  preferredAnimal: "cat",
  messagesEnabled: true,
  outsideEnginesAllowed: false,
  language: null,
};

/** Only the fields that changed; `null` clears gender, age or the icon. */
export const ZUpdateSettingsBody = z.object({
  gender: ZGender.nullable().optional(),
  age: z
    .number({ error: SETTINGS_MESSAGES.ageRange })
    .int(SETTINGS_MESSAGES.ageRange)
    .min(AGE_MIN, SETTINGS_MESSAGES.ageRange)
    .max(AGE_MAX, SETTINGS_MESSAGES.ageRange)
    .nullable()
    .optional(),
  profileIcon: ZProfileIcon.nullable().optional(),
  /** Trimmed; empty or null clears it. */
  childName: zPersonName()
    .transform((name) => name.trim())
    .pipe(z.string().max(CHILD_NAME_MAX_LENGTH, SETTINGS_MESSAGES.childNameTooLong))
    .transform((name) => (name === "" ? null : name))
    .nullable()
    .optional(),
  speakingLevel: ZSpeakingLevel.optional(),
  faceSwapEnabled: ZFaceSwapEnabled.optional(),
  /** One of the user's own face photos becomes the active one; null: none is. */
  activeFacePhotoId: ZRecordId.nullable().optional(),
  animalFaceMode: z.boolean().optional(),
  messagesEnabled: z.boolean({ error: "messagesEnabled is true or false" }).optional(),
  outsideEnginesAllowed: z.boolean({ error: "outsideEnginesAllowed is true or false" }).optional(),
  /** null: follow the device again. */
  language: ZLanguage.nullable().optional(),
  preferredAnimal: zText(SETTINGS_MESSAGES.preferredAnimal)
    .trim()
    .regex(/^[a-z][a-z -]{0,29}$/i, SETTINGS_MESSAGES.preferredAnimal)
    .optional(),
});
export type TUpdateSettingsBody = z.infer<typeof ZUpdateSettingsBody>;
