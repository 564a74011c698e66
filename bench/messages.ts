import { sql } from "drizzle-orm";
import { createRateLimiter } from "../src/server/lib/rate-limiter";
import { countUnreadMessages, listMessages } from "../src/server/messages/list-messages";
import type { MessageDeps } from "../src/server/messages/message-deps";
import { createTestApp } from "../src/server/test/test-app";
import { ms, quantile } from "./stats";

const FAMILIES = 1_000;
const MESSAGES = 200_000;
const RUNS = 30;

/**
 * A busy inbox: 200,000 messages among 1,000 families, 20,000 of them in one family's inbox.
 * Times that family's first inbox page, a page deep in it (by cursor) and its unread count.
 */
export async function benchMessages(): Promise<void> {
  const t = await createTestApp();
  try {
    const seeded = performance.now();
    await seed(t.db);
    console.log(`messages: seeded ${MESSAGES} messages in ${ms(performance.now() - seeded)}`);
    const now = () => new Date();
    const deps: MessageDeps = {
      db: t.db,
      now,
      media: { urlFor: (file) => `/media/${file}` },
      limiter: createRateLimiter({ db: t.db, now }),
    };
    const time = async (work: () => Promise<unknown>) => {
      const timings: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        await work();
        timings.push(performance.now() - started);
      }
      return timings;
    };
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      cursor = (await listMessages(deps, "f1", "inbox", { cursor: cursor ?? undefined }))
        .nextCursor;
    }
    const deepCursor = cursor ?? undefined;
    const first = await time(() => listMessages(deps, "f1", "inbox", {}));
    const deep = await time(() => listMessages(deps, "f1", "inbox", { cursor: deepCursor }));
    const unread = await time(() => countUnreadMessages(deps, "f1"));
    const line = (name: string, timings: number[]) =>
      `${name} p50 ${ms(quantile(timings, 0.5))}, p95 ${ms(quantile(timings, 0.95))}`;
    console.log(
      `messages inbox (20,000 received): ${line("first page", first)}; ${line("page 51", deep)}; ${line("unread count", unread)}`,
    );
  } finally {
    await t.close();
  }
}

async function seed(db: Awaited<ReturnType<typeof createTestApp>>["db"]): Promise<void> {
  await db.execute(
    sql.raw(`insert into users (id, username, email, email_verified)
      select 'f' || n, 'family' || n, 'family' || n || '@example.com', 'true'
      from generate_series(1, ${FAMILIES}) as n`),
  );
  await db.execute(
    sql.raw(`insert into messages (id, from_user_id, to_user_id, subject, content, is_read, sent_at)
      select gen_random_uuid()::text, 'f' || (1 + (n * 7) % ${FAMILIES}),
        case when n % 10 = 0 then 'f1' else 'f' || (2 + n % (${FAMILIES} - 1)) end,
        'Hello number ' || n, 'A friendly note about dragons and rainbows, number ' || n,
        case when n % 3 = 0 then 'false' else 'true' end,
        now() - n * interval '1 minute'
      from generate_series(1, ${MESSAGES}) as n`),
  );
  await db.execute(sql`analyze messages`);
}
