import { z } from "zod";
import { GREETING_CARD_DATA_KEY, SELECTED_CONTACTS_KEY } from "./greeting-handoff-keys";

/**
 * What /contacts hands to the home page's share dialog through local storage (spec social.md
 * §2, §9): the ticked people (`selectedContactsForGreeting`, then /?openGreetingModal=true), or
 * a chosen picture with its people and message (`greetingCardData`, then /?showGreetingPreview=true).
 * Each is read once and removed, so an old choice never comes back by surprise.
 */
export {
  GREETING_CARD_DATA_KEY,
  OPEN_GREETING_MODAL_QUERY,
  SELECTED_CONTACTS_KEY,
  SHOW_GREETING_PREVIEW_QUERY,
} from "./greeting-handoff-keys";

export const ZGreetingRecipient = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type TGreetingRecipient = z.infer<typeof ZGreetingRecipient>;

export const ZGreetingPicture = z.object({
  id: z.string(),
  imageUrl: z.string(),
  faceSwappedUrl: z.string().nullable(),
  description: z.string(),
});
export type TGreetingPicture = z.infer<typeof ZGreetingPicture>;

export const ZGreetingCardData = z.object({
  image: ZGreetingPicture,
  recipients: z.array(ZGreetingRecipient),
  message: z.string(),
});
export type TGreetingCardData = z.infer<typeof ZGreetingCardData>;

const recipientOf = ({ id, name, email }: TGreetingRecipient): TGreetingRecipient => ({
  id,
  name,
  email,
});

export function storeSelectedContacts(storage: Storage, recipients: TGreetingRecipient[]): void {
  storage.setItem(SELECTED_CONTACTS_KEY, JSON.stringify(recipients.map(recipientOf)));
}

export function storeGreetingCardData(storage: Storage, data: TGreetingCardData): void {
  const { id, imageUrl, faceSwappedUrl, description } = data.image;
  storage.setItem(
    GREETING_CARD_DATA_KEY,
    JSON.stringify({
      image: { id, imageUrl, faceSwappedUrl, description },
      recipients: data.recipients.map(recipientOf),
      message: data.message,
    }),
  );
}

function takeItem<T>(storage: Storage, key: string, schema: z.ZodType<T>): T | null {
  const text = storage.getItem(key);
  storage.removeItem(key);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const takeSelectedContacts = (storage: Storage): TGreetingRecipient[] =>
  takeItem(storage, SELECTED_CONTACTS_KEY, z.array(ZGreetingRecipient)) ?? [];

export const takeGreetingCardData = (storage: Storage): TGreetingCardData | null =>
  takeItem(storage, GREETING_CARD_DATA_KEY, ZGreetingCardData);

/** The people a selection of contacts and groups reaches: a group expands, duplicates go. */
export function expandSelection<T extends { id: string; groupId: string | null }>(
  contacts: readonly T[],
  selection: { contactIds: ReadonlySet<string>; groupIds: ReadonlySet<string> },
): T[] {
  return contacts.filter(
    (contact) =>
      selection.contactIds.has(contact.id) ||
      (contact.groupId !== null && selection.groupIds.has(contact.groupId)),
  );
}
