/**
 * `index.html` of the family download: the pictures, stories, recordings and messages laid out
 * for a parent to open from the unzipped folder. Self-contained on purpose: no script, nothing
 * fetched from anywhere, links only to the files beside it, every word of theirs escaped.
 */

export interface ExportIndexData {
  familyName: string;
  exportedAt: string;
  pictures: {
    id: string;
    description: string;
    createdAt: string;
    storyId: string | null;
    file: string;
    faceSwapFile: string | null;
  }[];
  stories: { id: string; title: string; content: string; createdAt: string }[];
  recordings: { storyId: string; page: number; file: string }[];
  messagesSent: (Message & { to: string })[];
  messagesReceived: (Message & { from: string })[];
}

interface Message {
  subject: string;
  content: string;
  attachedImageId: string | null;
  sentAt: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
/** A path inside the zip, as a relative link: each part escaped for a URL, then for HTML. */
const linkTo = (file: string) => escapeHtml(file.split("/").map(encodeURIComponent).join("/"));
const day = (iso: string) => escapeHtml(iso.slice(0, 10));

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a202c;background:#fffdf7;line-height:1.5}
h1{color:#2b6cb0}h2{color:#2b6cb0;border-bottom:4px solid #bee3f8;margin-top:2.5rem}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem;padding:0;list-style:none}
figure{margin:0;background:#fff;border-radius:1rem;padding:.5rem;box-shadow:0 2px 6px #0002}
img{width:100%;height:auto;border-radius:.75rem}
article{background:#fff;border-radius:1rem;padding:1rem;margin:1rem 0;box-shadow:0 2px 6px #0002}
.words{white-space:pre-wrap}.when{color:#4a5568}.attached{max-width:12rem}
`;

function pictureFigure(picture: ExportIndexData["pictures"][number]): string {
  const faceSwap = picture.faceSwapFile
    ? `<br><a href="${linkTo(picture.faceSwapFile)}">With the face swapped</a>`
    : "";
  return `<li><figure><a href="${linkTo(picture.file)}"><img src="${linkTo(picture.file)}" alt="${escapeHtml(picture.description)}"></a>
<figcaption>${escapeHtml(picture.description)} <span class="when">${day(picture.createdAt)}</span>${faceSwap}</figcaption></figure></li>`;
}

function storyArticle(data: ExportIndexData, story: ExportIndexData["stories"][number]): string {
  const scenes = data.pictures.filter((picture) => picture.storyId === story.id);
  const recordings = data.recordings
    .filter((recording) => recording.storyId === story.id)
    .map(
      (recording) =>
        `<li>Page ${recording.page}: <audio controls src="${linkTo(recording.file)}"></audio> <a href="${linkTo(recording.file)}">Open the recording</a></li>`,
    );
  return `<article><h3>${escapeHtml(story.title)}</h3><p class="when">${day(story.createdAt)}</p>
<p class="words">${escapeHtml(story.content)}</p>
${scenes.length > 0 ? `<ul class="grid">${scenes.map(pictureFigure).join("\n")}</ul>` : ""}
${recordings.length > 0 ? `<h4>Recorded pages</h4><ul>${recordings.join("\n")}</ul>` : ""}</article>`;
}

function messageArticle(data: ExportIndexData, message: Message, who: string): string {
  const picture = data.pictures.find((candidate) => candidate.id === message.attachedImageId);
  return `<article><h3>${escapeHtml(message.subject)}</h3><p class="when">${escapeHtml(who)}, ${day(message.sentAt)}</p>
<p class="words">${escapeHtml(message.content)}</p>
${picture ? `<img class="attached" src="${linkTo(picture.file)}" alt="${escapeHtml(picture.description)}">` : ""}</article>`;
}

function section(title: string, items: string[], empty: string): string {
  return `<section><h2>${title}</h2>${items.length > 0 ? items.join("\n") : `<p>${empty}</p>`}</section>`;
}

export function exportIndexPage(data: ExportIndexData): string {
  const gallery = data.pictures.filter((picture) => picture.storyId === null);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.familyName)}'s Doodle Dino</title>
<style>${STYLE}</style></head>
<body><h1>${escapeHtml(data.familyName)}'s Doodle Dino</h1>
<p>Everything kept for your family on ${day(data.exportedAt)}. The pictures, recordings and photos are
in the folders beside this page; <code>data.json</code> holds every detail.</p>
${section("Pictures", gallery.length > 0 ? [`<ul class="grid">${gallery.map(pictureFigure).join("\n")}</ul>`] : [], "No pictures yet.")}
${section(
  "Stories",
  data.stories.map((story) => storyArticle(data, story)),
  "No stories yet.",
)}
${section(
  "Messages received",
  data.messagesReceived.map((message) => messageArticle(data, message, `From ${message.from}`)),
  "No messages received.",
)}
${section(
  "Messages sent",
  data.messagesSent.map((message) => messageArticle(data, message, `To ${message.to}`)),
  "No messages sent.",
)}
</body></html>
`;
}
