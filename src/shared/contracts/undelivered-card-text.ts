/**
 * What the app says of a greeting card whose mail failed every try (zod-free, so the creation
 * page's notice does not load zod; re-exported by greeting-cards.ts).
 */
export const UNDELIVERED_CARD_TEXT = {
  title: (recipientName: string) => `Your card for ${recipientName} didn't arrive`,
  explanation: (recipientName: string, subject: string) =>
    `We tried for several hours, but "${subject}" couldn't reach ${recipientName}. Please check ${recipientName}'s email address in your contacts, then send the card again. It doesn't count towards your cards for the hour.`,
  openContacts: "Open my contacts",
  dismiss: "OK, got it",
  gone: "That notice is already gone.",
} as const;
