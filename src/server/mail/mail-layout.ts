import type { Language } from "../../shared/languages";
import type { MailMessage } from "../providers/mail/mail-provider";
import { mailWordsFor, type LayoutMailWords } from "./words/mail-words";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Who a mail is for and where its button leads. */
export interface MailRecipient {
  to: string;
  /** Who we greet: a first name, or the username. */
  greetingName: string;
  /** The language of the mail's words, which the layout's own words follow. */
  language: Language;
  /** Where the big button leads. */
  url: string;
}

/** One friendly layout for every mail: a greeting, a few lines, a big button, small print. */
export function renderMail(recipient: MailRecipient, words: LayoutMailWords): MailMessage {
  const layout = mailWordsFor(recipient.language).layout;
  const greeting = layout.greeting(recipient.greetingName);
  const text = [
    greeting,
    "",
    ...words.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${words.button}: ${recipient.url}`,
    "",
    ...words.footnotes.flatMap((note) => [note, ""]),
    layout.signOff,
    "Doodle Dino 🦕",
  ].join("\n");
  const url = escapeHtml(recipient.url);
  const html = mailPage(
    recipient.language,
    words.subject,
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold;">${escapeHtml(greeting)}</p>
${words.paragraphs.map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`).join("\n")}
<p style="margin:24px 0;text-align:center;"><a href="${url}" style="display:inline-block;background:#48bb78;color:#ffffff;text-decoration:none;font-weight:bold;font-size:18px;padding:14px 28px;border-radius:999px;">${escapeHtml(words.button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#718096;">${escapeHtml(layout.linkHelp)}<br><a href="${url}" style="color:#3182ce;word-break:break-all;">${url}</a></p>
${words.footnotes.map((note) => `<p style="margin:0 0 12px;font-size:13px;color:#718096;">${escapeHtml(note)}</p>`).join("\n")}
<p style="margin:24px 0 0;">${escapeHtml(layout.signOff)}<br>Doodle Dino 🦕</p>`,
  );
  return { to: recipient.to, subject: words.subject, text, html, link: recipient.url };
}

/** The page every mail shares: a soft blue background, a white card, the Doodle Dino band. */
export function mailPage(language: Language, subject: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f0f7ff;font-family:'Nunito','Segoe UI',Arial,sans-serif;color:#2d3748;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f0f7ff;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:20px;overflow:hidden;box-shadow:0 4px 16px rgba(66,153,225,0.15);">
<tr><td style="background:#4299e1;padding:20px 28px;color:#ffffff;font-size:24px;font-weight:bold;">🦕 Doodle Dino</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6;">
${bodyHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
