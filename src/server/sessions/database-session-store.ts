import { randomUUID } from "node:crypto";
import type { SessionStore } from "@fastify/session";
import type { Session } from "fastify";
import { eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema";
import { askEveryTime, type AnswerSource } from "../lib/kept-answers";

const DEFAULT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Keeps sessions in the `sessions` table so several server processes share them. A signed-in
 * session counts only while its user exists and signed in after the user's `sessionsRevokedAt`
 * (a password reset), so a request still in flight cannot bring an ended session back.
 * Rows may be read through kept answers (`keptSessionRows`), which forget a row whenever the
 * database announces a change to it or to its user's sign-in standing.
 */
export class DatabaseSessionStore implements SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
    private readonly rows: AnswerSource<SessionRow> = askEveryTime(),
  ) {}

  set(sid: string, session: Session, callback: (error?: unknown) => void): void {
    const expire = session.cookie?.expires
      ? new Date(session.cookie.expires)
      : new Date(this.now().getTime() + DEFAULT_TTL_MS);
    const sess = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    const userId = typeof session.userId === "string" ? session.userId : null;
    this.db
      .insert(sessions)
      .values({ sid, sess, expire, userId })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire, userId } })
      .then(() => callback(), callback);
  }

  get(sid: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.rows
      .read(sid, () => this.readRow(sid))
      .then((row) => {
        if (!row || row.expire <= this.now()) return callback(null, null);
        // A fresh object each time: the row may be kept, and a request changes its session.
        const session = JSON.parse(row.sessJson) as Session;
        if (row.userId && !isStillSignedIn(session, row.existingUserId, row.sessionsRevokedAt)) {
          return callback(null, null);
        }
        callback(null, session);
      }, callback);
  }

  destroy(sid: string, callback: (error?: unknown) => void): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  private async readRow(sid: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select({
        sess: sessions.sess,
        expire: sessions.expire,
        userId: sessions.userId,
        existingUserId: users.id,
        sessionsRevokedAt: users.sessionsRevokedAt,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.sid, sid));
    if (!row) return null;
    const { sess, ...rest } = row;
    return { ...rest, sessJson: JSON.stringify(sess) };
  }

  /** Reads a session nobody has, so the first visitor back after a start finds the query warm. */
  async warmUp(): Promise<void> {
    await this.readRow(randomUUID());
  }

  /** Removes expired rows; run now and then. */
  async sweepExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expire, this.now()));
  }
}

/** A session row with its user's sign-in standing, as the store reads it. */
export interface SessionRow {
  sessJson: string;
  expire: Date;
  userId: string | null;
  existingUserId: string | null;
  sessionsRevokedAt: Date | null;
}

function isStillSignedIn(
  session: Session,
  existingUserId: string | null,
  sessionsRevokedAt: Date | null,
): boolean {
  if (!existingUserId) return false;
  if (!sessionsRevokedAt) return true;
  const signedInAt = session.signedInAt ? Date.parse(session.signedInAt) : Number.NaN;
  return Number.isFinite(signedInAt) && signedInAt > sessionsRevokedAt.getTime();
}
