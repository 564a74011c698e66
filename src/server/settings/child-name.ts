import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { appSettings } from "../db/schema";

/** The child's name or nickname the family set, if any. */
export async function childNameOf(
  db: Pick<Database, "select">,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ childName: appSettings.childName })
    .from(appSettings)
    .where(eq(appSettings.userId, userId));
  return row?.childName ?? null;
}
