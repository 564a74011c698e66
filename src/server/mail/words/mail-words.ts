import type { Language } from "../../../shared/languages";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { pt } from "./pt";

/** The fixed words of one mail made with the shared layout (`renderMail`). */
export interface LayoutMailWords<Paragraphs = string[], Footnotes = string[]> {
  subject: string;
  paragraphs: Paragraphs;
  button: string;
  footnotes: Footnotes;
}

/** Every fixed word of the app's mail, in one language (English is the specification's own). */
export interface MailWords {
  /** The shared layout's opening line, link help and sign-off. */
  layout: { greeting(name: string): string; linkHelp: string; signOff: string };
  verifyEmail: LayoutMailWords<string[], (validHours: number) => string[]>;
  resetPassword: LayoutMailWords;
  signUpAttempt: LayoutMailWords<(resetUrl: string) => string[]>;
  cardNotDelivered: LayoutMailWords<(card: { subject: string; recipientName: string }) => string[]>;
  greetingCard: {
    /** The subject when the family wrote none. */
    defaultSubject: string;
    greeting(name: string): string;
    intro(fromName: string): string;
    about(imageDescription: string): string;
    keep: string;
    withLove(fromName: string): string;
    footer(fromName: string): string;
    pictureAlt(fromName: string): string;
  };
}

const MAIL_WORDS: Readonly<Record<Language, MailWords>> = { en, es, fr, de, pt, it };

export const mailWordsFor = (language: Language): MailWords => MAIL_WORDS[language];
