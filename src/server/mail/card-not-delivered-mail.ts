import type { MailMessage } from "../providers/mail/mail-provider";
import { renderMail } from "./mail-layout";

export const CARD_NOT_DELIVERED_SUBJECT = "Your greeting card could not be delivered";

/** Sent to the family when a card's mail failed every try (it is no longer counted as sent). */
export function cardNotDeliveredMail(input: {
  to: string;
  name: string;
  recipientName: string;
  subject: string;
  contactsUrl: string;
}): MailMessage {
  return renderMail({
    to: input.to,
    subject: CARD_NOT_DELIVERED_SUBJECT,
    greetingName: input.name,
    paragraphs: [
      `We're sorry: your card "${input.subject}" for ${input.recipientName} could not be delivered, even after trying again for several hours.`,
      `Please check ${input.recipientName}'s email address in your contacts, then send the card again. It doesn't count towards your cards for the hour.`,
    ],
    button: { label: "Open my contacts", url: input.contactsUrl },
    footnotes: ["This message was sent automatically by Doodle Dino."],
  });
}
