import type { FastifyReply, FastifyRequest } from "fastify";
import { recordActivity } from "../activity/record-activity";
import type { AuthDeps } from "./auth-deps";
import { endUserSession } from "./user-session-log";

export const SESSION_COOKIE_NAME = "dd.sid";

/** Ends this browser's session (a visitor's too), recording a user's logout time and duration. */
export async function signOut(
  deps: Pick<AuthDeps, "db" | "now">,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { userId, userSessionId } = request.session ?? {};
  if (userId) {
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      if (userSessionId) await endUserSession(tx, { id: userSessionId, userId, at });
      await recordActivity(tx, { userId, type: "logout", at });
    });
  }
  await endBrowserSession(request, reply);
}

/** Forgets this browser's session row and cookie. */
export async function endBrowserSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.session) await request.session.destroy();
  reply.clearCookie(SESSION_COOKIE_NAME, { path: "/" });
}
