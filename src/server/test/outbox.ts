import { open, readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

/** A server whose mail goes to an outbox folder: a TestApp, or the end-to-end tests' server. */
export interface OutboxOwner {
  config: { outboxDir: string };
}

const LINK_PATHS = {
  verify: "/api/auth/verify-email",
  reset: "/api/auth/confirm-password-reset",
} as const;

/** Every mail in a server's outbox folder to an address, oldest first. */
export async function outboxMailsTo(t: OutboxOwner, address: string): Promise<ParsedMail[]> {
  const folder = t.config.outboxDir;
  const wanted = address.toLowerCase();
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) =>
    name.endsWith(".eml"),
  );
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const [head, info] = await Promise.all([readHead(file), stat(file, { bigint: true })]);
      return { file, head, written: info.mtimeNs };
    }),
  );
  // The headers (To:) sit at the top: only those mails are read whole (cards carry pictures).
  const mine = files
    .filter(({ head }) => head.toLowerCase().includes(wanted))
    .sort((a, b) => (a.written < b.written ? -1 : a.written > b.written ? 1 : 0));
  const mails = await Promise.all(mine.map(async ({ file }) => simpleParser(await readFile(file))));
  return mails.filter((mail) =>
    JSON.stringify(mail.to ?? "")
      .toLowerCase()
      .includes(wanted),
  );
}

/**
 * The link of the newest verification or password mail to an address, as the person reading the
 * outbox (no mail server) would find it.
 */
export async function mailedLink(
  t: OutboxOwner,
  address: string,
  kind: keyof typeof LINK_PATHS,
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${LINK_PATHS[kind]}\\?token=[A-Za-z0-9_-]+`);
  const links = (await outboxMailsTo(t, address)).flatMap(
    (mail) => mail.text?.match(pattern)?.[0] ?? [],
  );
  const link = links.at(-1);
  if (!link) throw new Error(`No ${kind} link mailed to ${address}`);
  return link;
}

const HEAD_BYTES = 8 * 1024;

async function readHead(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead).toString("latin1");
  } finally {
    await handle.close();
  }
}
