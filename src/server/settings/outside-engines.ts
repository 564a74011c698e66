import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { appSettings } from "../db/schema";
import type { PictureOwner } from "../sessions/session-data";

/**
 * Whether a grown-up of this family switched on outside engines (an image model, a text model, a
 * music search): only then may the child's words go to one. Off by default and for visitors.
 */
export async function outsideEnginesAllowedFor(
  db: Pick<Database, "select">,
  owner: PictureOwner | null,
): Promise<boolean> {
  if (owner?.kind !== "user") return false;
  const [row] = await db
    .select({ allowed: appSettings.outsideEnginesAllowed })
    .from(appSettings)
    .where(eq(appSettings.userId, owner.userId));
  return row?.allowed === "true";
}
