import type { SessionStore } from "@fastify/session";
import type { Session } from "fastify";
import { eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { sessions } from "../db/schema";

const DEFAULT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Keeps sessions in the `sessions` table so several server processes share them. */
export class DatabaseSessionStore implements SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  set(sid: string, session: Session, callback: (error?: unknown) => void): void {
    const expire = session.cookie?.expires
      ? new Date(session.cookie.expires)
      : new Date(this.now().getTime() + DEFAULT_TTL_MS);
    const sess = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    this.db
      .insert(sessions)
      .values({ sid, sess, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire } })
      .then(() => callback(), callback);
  }

  get(sid: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then(([row]) => {
        if (!row || row.expire <= this.now()) return callback(null, null);
        callback(null, row.sess as Session);
      }, callback);
  }

  destroy(sid: string, callback: (error?: unknown) => void): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  /** Removes expired rows; run now and then. */
  async sweepExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expire, this.now()));
  }
}
