import type { TImageEngine } from "../../shared/contracts/images";
import type { Database } from "../db/client";
import {
  diaryImages,
  generatedImages,
  payments,
  stories,
  userActivity,
  userSessions,
  users,
} from "../db/schema";

/** Basic authentication headers for the admin calls. */
export const basicAuth = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`,
});

const at = (iso: string) => new Date(iso);

/** A user row as the accounts code would leave it, without going through sign-up. */
export async function insertUser(
  db: Database,
  values: { username: string; plan?: string; createdAt: string },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      username: values.username,
      email: `${values.username}@example.com`,
      firstName: values.username[0]!.toUpperCase() + values.username.slice(1),
      lastName: "Tester",
      emailVerified: "true",
      subscriptionPlan: values.plan ?? "free",
      createdAt: at(values.createdAt),
    })
    .returning({ id: users.id });
  return row!.id;
}

export async function insertPictures(
  db: Database,
  owner: { userId?: string; visitorId?: string; engine?: TImageEngine },
  times: string[],
): Promise<string[]> {
  if (times.length === 0) return [];
  const rows = await db
    .insert(generatedImages)
    .values(
      times.map((time, index) => ({
        userId: owner.userId ?? null,
        visitorId: owner.visitorId ?? null,
        description: `picture ${index}`,
        imageFile: `seed-${index}.png`,
        thumbnailFile: `seed-${index}.webp`,
        provider: "seed",
        engine: owner.engine ?? "builtin",
        createdAt: at(time),
      })),
    )
    .returning({ id: generatedImages.id });
  return rows.map((row) => row.id);
}

export async function insertStories(db: Database, userId: string, times: string[]) {
  for (const time of times) {
    await db
      .insert(stories)
      .values({ userId, title: "A story", content: "Once…", createdAt: at(time) });
  }
}

export async function insertDiaryEntries(db: Database, userId: string, imageIds: string[]) {
  for (const imageId of imageIds) await db.insert(diaryImages).values({ userId, imageId });
}

/** A sign-in; `seconds` ends it that long after it began, `null` leaves it open. */
export async function insertSession(
  db: Database,
  userId: string,
  loginTime: string,
  seconds: number | null,
) {
  const start = at(loginTime);
  await db.insert(userSessions).values({
    userId,
    loginTime: start,
    logoutTime: seconds === null ? null : new Date(start.getTime() + seconds * 1000),
    sessionDuration: seconds,
  });
}

export async function insertPayment(
  db: Database,
  values: { userId: string; amount: string; status: string; capturedAt: string | null },
) {
  await db.insert(payments).values({
    userId: values.userId,
    planId: "premium",
    amount: values.amount,
    provider: "demo",
    providerOrderId: `order-${Math.random().toString(36).slice(2)}`,
    status: values.status,
    capturedAt: values.capturedAt ? at(values.capturedAt) : null,
  });
}

export async function insertActivity(db: Database, userId: string, times: string[]) {
  for (const time of times) {
    await db.insert(userActivity).values({ userId, activityType: "sign_in", timestamp: at(time) });
  }
}
