import type { PGlite } from "@electric-sql/pglite";
import { askEveryTime, KeptAnswers, type AnswerSource } from "../lib/kept-answers";

/** What migration 0009's triggers announce, and what each announcement carries. */
export const CHANGE_CHANNELS = {
  /** A picture of this gallery owner was added, changed or removed: `user:<id>` / `visitor:<id>`. */
  gallery: "gallery_changed",
  /** This session row was saved again or removed: its sid. */
  session: "session_changed",
  /** This user was deleted or their sessions revoked (password reset): their id. */
  userSignIn: "user_sign_in_changed",
} as const;

export type ChangeChannel = (typeof CHANGE_CHANNELS)[keyof typeof CHANGE_CHANNELS];

/**
 * The database's change announcements, heard by this process before the writing statement's
 * promise settles. Only the embedded database offers one: it is a single process by construction
 * (nobody else can write to its folder) and hears its own commits synchronously, so an answer
 * kept in memory is forgotten before anyone can read past the change. With a PostgreSQL server
 * several processes write and a notification arrives late, so nothing is kept (DESIGN: stateless).
 */
export interface ChangeFeed {
  subscribe(channel: ChangeChannel, onChange: (payload: string) => void): Promise<void>;
}

export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  return {
    async subscribe(channel, onChange) {
      await client.listen(channel, onChange);
    },
  };
}

/**
 * Answers kept in memory while the feed hears every change, forgetting the one an announcement
 * names (`"answer"`) or all of them (`"all"`); without a feed every read asks the database.
 */
export async function keptUntilChanged<T extends NonNullable<unknown>>(
  feed: ChangeFeed | null,
  options: {
    maxSize: number;
    sizeOf?: (answer: T) => number;
    forgetOn: Partial<Record<ChangeChannel, "answer" | "all">>;
  },
): Promise<AnswerSource<T>> {
  if (!feed) return askEveryTime();
  const kept = new KeptAnswers<T>(options.maxSize, options.sizeOf);
  for (const [channel, what] of Object.entries(options.forgetOn)) {
    await feed.subscribe(channel as ChangeChannel, (payload) =>
      what === "all" ? kept.forgetAll() : kept.forget(payload),
    );
  }
  return kept;
}
