import type { FastifyRequest } from "fastify";
import { AUTH_MESSAGES } from "../../shared/contracts/auth";
import { unauthorized } from "../lib/app-error";

/** The signed-in user's id, or a 401 "Please sign in first." for a visitor. */
export function requireUser(request: FastifyRequest): string {
  const userId = request.session?.userId;
  if (!userId) throw unauthorized(AUTH_MESSAGES.signInRequired);
  return userId;
}
