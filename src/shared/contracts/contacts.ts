import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../limits";
import { zPersonName, zSingleLineText } from "./single-line-text";
import { ZRecordId, zText } from "./text";

/**
 * Contacts and contact groups (spec social.md §2 Contacts screen, §5, §7, §8). Signed in only;
 * every call touches the family's own rows only.
 *
 * Calls:
 * - GET    /api/contact-groups                      → 200 ZContactGroupList | 401
 * - POST   /api/contact-groups     ZContactGroupBody → 201 ZContactGroup | 400 | 401 | 409
 * - PUT    /api/contact-groups/{id} ZContactGroupBody → 200 ZContactGroup | 400 | 401 | 404 | 409
 * - DELETE /api/contact-groups/{id}                 → 204 | 401 | 404 (its contacts stay, ungrouped)
 * - GET    /api/contacts[?groupId=]                 → 200 ZContactList | 401 | 404 (not our group)
 * - POST   /api/contacts           ZContactBody     → 201 ZContact | 400 | 401 | 404 | 409
 * - PUT    /api/contacts/{id}      ZContactBody     → 200 ZContact | 400 | 401 | 404 | 409
 * - DELETE /api/contacts/{id}                       → 204 | 401 | 404
 */

export const CONTACTS_PER_FAMILY = 500;
export const CONTACT_GROUPS_PER_FAMILY = 50;
export const CONTACT_NAME_MAX_LENGTH = 80;
export const CONTACT_USERNAME_MAX_LENGTH = 80;
export const CONTACT_NOTES_MAX_LENGTH = 500;
export const GROUP_NAME_MAX_LENGTH = 80;
export const GROUP_DESCRIPTION_MAX_LENGTH = 500;

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  nameTooLong: `Please keep the name under ${CONTACT_NAME_MAX_LENGTH + 1} letters`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  usernameTooLong: `Please keep the username under ${CONTACT_USERNAME_MAX_LENGTH + 1} letters`,
  notesTooLong: `Please keep the notes under ${CONTACT_NOTES_MAX_LENGTH + 1} letters`,
  groupNameRequired: "Group name is required",
  groupNameTooLong: `Please keep the group name under ${GROUP_NAME_MAX_LENGTH + 1} letters`,
  descriptionTooLong: `Please keep the description under ${GROUP_DESCRIPTION_MAX_LENGTH + 1} letters`,
  unkind: "Let's use kind words! Please write that another way.",
  contactNotFound: "That contact was not found.",
  groupNotFound: "That group was not found.",
  tooManyContacts: `Your address book is full: a family can keep up to ${CONTACTS_PER_FAMILY} contacts. Please delete one first.`,
  tooManyGroups: `You can keep up to ${CONTACT_GROUPS_PER_FAMILY} groups. Please delete one first.`,
  groupNameTaken: "You already have a group with that name.",
} as const;

/** Optional text: blank after trimming is stored as absent. */
const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([schema, z.null()])
    .optional()
    .transform((value) => (value ? value : null));

export const ZContactEmail = zText(CONTACT_MESSAGES.emailRequired)
  .trim()
  .min(1, CONTACT_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, CONTACT_MESSAGES.emailInvalid)
  .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid }));

export const ZContactBody = z.object({
  name: zPersonName(CONTACT_MESSAGES.nameRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(CONTACT_NAME_MAX_LENGTH, CONTACT_MESSAGES.nameTooLong),
  email: ZContactEmail,
  username: optionalText(
    zSingleLineText().trim().max(CONTACT_USERNAME_MAX_LENGTH, CONTACT_MESSAGES.usernameTooLong),
  ),
  notes: optionalText(zText().trim().max(CONTACT_NOTES_MAX_LENGTH, CONTACT_MESSAGES.notesTooLong)),
  /** One of the family's groups (the share dialog), or null for none. */
  groupId: z.union([ZRecordId, z.null()]).optional(),
  /** A group by name, found or created (the contacts screen); blank means none. */
  groupName: optionalText(
    zSingleLineText().trim().max(GROUP_NAME_MAX_LENGTH, CONTACT_MESSAGES.groupNameTooLong),
  ),
});
export type TContactBody = z.output<typeof ZContactBody>;
export type TContactForm = z.input<typeof ZContactBody>;

export const ZContact = z.object({
  id: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContact = z.infer<typeof ZContact>;
export const ZContactList = z.array(ZContact);

export const ZContactListQuery = z.object({ groupId: ZRecordId.optional() });

export const ZContactGroupBody = z.object({
  name: zSingleLineText(CONTACT_MESSAGES.groupNameRequired)
    .trim()
    .min(1, CONTACT_MESSAGES.groupNameRequired)
    .max(GROUP_NAME_MAX_LENGTH, CONTACT_MESSAGES.groupNameTooLong),
  description: optionalText(
    zText().trim().max(GROUP_DESCRIPTION_MAX_LENGTH, CONTACT_MESSAGES.descriptionTooLong),
  ),
});
export type TContactGroupBody = z.output<typeof ZContactGroupBody>;
export type TContactGroupForm = z.input<typeof ZContactGroupBody>;

export const ZContactGroup = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  contactCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContactGroup = z.infer<typeof ZContactGroup>;
export const ZContactGroupList = z.array(ZContactGroup);
