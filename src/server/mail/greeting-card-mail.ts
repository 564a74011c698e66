import type { Language } from "../../shared/languages";
import type { MailAddress, MailMessage } from "../providers/mail/mail-provider";
import { escapeHtml, mailPage } from "./mail-layout";
import { mailWordsFor } from "./words/mail-words";

export const GREETING_CARD_CID = "greeting-card@doodledino";
export const GREETING_CARD_FILENAME = "doodle-dino-greeting-card.png";

export interface GreetingCardMailInput {
  to: MailAddress;
  /** The family's own address, so a reply reaches them (never the app). */
  replyTo: MailAddress;
  /** Who made the card: the child's name or nickname (or the family's username), never the parent's. */
  fromName: string;
  subject: string;
  message: string;
  imageDescription: string;
  card: Buffer;
  /** The family's language: the card's own words (hello, "with love from") are written in it. */
  language: Language;
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * A greeting card as a grandparent would like to open it: a short hello, the card itself in the
 * mail, the child's message in big friendly type, and the card again as a file to keep or print.
 */
export function greetingCardMail(input: GreetingCardMailInput): MailMessage {
  const words = mailWordsFor(input.language).greetingCard;
  const greeting = words.greeting(input.to.name);
  const intro = words.intro(input.fromName);
  const about = input.imageDescription ? words.about(input.imageDescription) : "";
  const withLove = words.withLove(input.fromName);
  const footer = words.footer(input.fromName);
  const message = paragraphsOf(input.message);

  const text = [
    greeting,
    "",
    intro,
    "",
    ...message.flatMap((paragraph) => [paragraph, ""]),
    ...(about ? [about, ""] : []),
    words.keep,
    "",
    withLove,
    "",
    "--",
    footer,
  ].join("\n");

  const messageHtml = message
    .map(
      (paragraph) =>
        `<p style="margin:0 0 12px;font-size:22px;line-height:1.45;font-weight:bold;color:#2b6cb0;">${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`,
    )
    .join("\n");
  const pictureAlt = words.pictureAlt(input.fromName);
  const html = mailPage(
    input.language,
    input.subject,
    `<p style="margin:0 0 8px;font-size:22px;font-weight:bold;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 20px;font-size:17px;">${escapeHtml(intro)}</p>
<p style="margin:0 0 20px;text-align:center;"><img src="cid:${GREETING_CARD_CID}" width="504" alt="${escapeHtml(`${pictureAlt}${input.imageDescription ? `: ${input.imageDescription}` : ""}`)}" style="display:block;width:100%;max-width:504px;height:auto;margin:0 auto;border-radius:16px;border:4px solid #fbd38d;"></p>
${messageHtml ? `<div style="background:#fffaf0;border-radius:16px;padding:18px 20px;margin:0 0 20px;">${messageHtml}</div>` : ""}
${about ? `<p style="margin:0 0 16px;color:#4a5568;">${escapeHtml(about)}</p>` : ""}
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#d53f8c;">${escapeHtml(withLove)} 💖</p>
<p style="margin:0 0 12px;font-size:13px;color:#718096;">${escapeHtml(words.keep)}</p>
<p style="margin:0;font-size:13px;color:#718096;">${escapeHtml(footer)}</p>`,
  );

  return {
    to: input.to,
    replyTo: input.replyTo,
    fromName: input.fromName,
    subject: input.subject,
    text,
    html,
    attachments: [
      {
        filename: GREETING_CARD_FILENAME,
        content: input.card,
        contentType: "image/png",
        cid: GREETING_CARD_CID,
        contentDisposition: "inline",
      },
      {
        filename: GREETING_CARD_FILENAME,
        content: input.card,
        contentType: "image/png",
        contentDisposition: "attachment",
      },
    ],
  };
}
