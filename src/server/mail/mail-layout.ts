import type { MailMessage } from "../providers/mail/mail-provider";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export interface MailContent {
  to: string;
  subject: string;
  /** Who we greet: a first name, or the username. */
  greetingName: string;
  /** Short paragraphs, plain text (escaped for HTML here). */
  paragraphs: string[];
  button: { label: string; url: string };
  /** Small print under the button. */
  footnotes: string[];
}

/** One friendly layout for every mail: a greeting, a few lines, a big button, small print. */
export function renderMail(content: MailContent): MailMessage {
  const greeting = `Hi ${content.greetingName},`;
  const text = [
    greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${content.button.label}: ${content.button.url}`,
    "",
    ...content.footnotes.flatMap((note) => [note, ""]),
    "Happy drawing!",
    "Doodle Dino 🦕",
  ].join("\n");

  const url = escapeHtml(content.button.url);
  const html = mailPage(
    content.subject,
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold;">${escapeHtml(greeting)}</p>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`).join("\n")}
<p style="margin:24px 0;text-align:center;"><a href="${url}" style="display:inline-block;background:#48bb78;color:#ffffff;text-decoration:none;font-weight:bold;font-size:18px;padding:14px 28px;border-radius:999px;">${escapeHtml(content.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#718096;">If the button doesn't work, copy this link into your browser:<br><a href="${url}" style="color:#3182ce;word-break:break-all;">${url}</a></p>
${content.footnotes.map((note) => `<p style="margin:0 0 12px;font-size:13px;color:#718096;">${escapeHtml(note)}</p>`).join("\n")}
<p style="margin:24px 0 0;">Happy drawing!<br>Doodle Dino 🦕</p>`,
  );
  return { to: content.to, subject: content.subject, text, html, link: content.button.url };
}

/** The page every mail shares: a soft blue background, a white card, the Doodle Dino band. */
export function mailPage(subject: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
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
