import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../../shared/languages";
import { cardNotDeliveredMail } from "../card-not-delivered-mail";
import { greetingCardMail } from "../greeting-card-mail";
import { resetPasswordMail } from "../reset-password-mail";
import { signUpAttemptMail } from "../sign-up-attempt-mail";
import { verifyEmailMail } from "../verify-email-mail";

const to = { to: "family@example.com", greetingName: "Maya", url: "https://doodle.example.org/x" };

/** Every mail the app writes, in one language. */
const everyMail = (language: Language) => [
  verifyEmailMail({ ...to, language, validHours: 48 }),
  resetPasswordMail({ ...to, language }),
  signUpAttemptMail({ ...to, language, resetUrl: "https://doodle.example.org/reset-password" }),
  cardNotDeliveredMail({ ...to, language, recipientName: "Nana", subject: "Hello" }),
  greetingCardMail({
    to: { name: "Nana", address: "nana@example.com" },
    replyTo: { name: "Robin", address: "family@example.com" },
    fromName: "Lily",
    subject: "Hello",
    message: "Hi!",
    imageDescription: "a red dog",
    card: Buffer.from("png"),
    language,
  }),
];

/** The lines of words a mail says (not the names, links and the brand it fills in). */
const sentencesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/https:\/\/\S+/g, "").trim())
    .filter((line) => line.length > 12 && line !== "Doodle Dino 🦕");

describe("the mail's words in each language", () => {
  const english = everyMail("en");
  it.each(LANGUAGES.filter((language) => language !== "en"))(
    "%s: no English sentence is left in any mail, and the page says its language",
    (language) => {
      const mails = everyMail(language);
      mails.forEach((mail, index) => {
        const englishMail = english[index]!;
        // A card's subject is the family's own.
        if (mail.attachments === undefined) expect(mail.subject).not.toBe(englishMail.subject);
        const englishSentences = new Set(sentencesOf(englishMail.text));
        const left = sentencesOf(mail.text).filter((sentence) => englishSentences.has(sentence));
        expect(left, `${language}: ${englishMail.subject}`).toEqual([]);
        expect(mail.html).toContain(`<html lang="${language}">`);
      });
    },
  );
});
