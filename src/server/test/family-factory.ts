import { familyConnections } from "../db/schema";
import type { TestApp } from "./test-app";

/** Connects every two of the given families both ways, as an accepted request would. */
export async function connectFamilies(t: TestApp, ...families: { user: { id: string } }[]) {
  const rows = families.flatMap((one) =>
    families
      .filter((other) => other.user.id !== one.user.id)
      .map((other) => ({ userId: one.user.id, otherUserId: other.user.id })),
  );
  if (rows.length > 0) await t.db.insert(familyConnections).values(rows).onConflictDoNothing();
}
