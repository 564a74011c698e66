import { eq } from "drizzle-orm";
import type { TSettings, TUpdateSettingsBody } from "../../shared/contracts/settings";
import { recordActivity } from "../activity/record-activity";
import type { Database } from "../db/client";
import { appSettings } from "../db/schema";
import { requireFaceSwapPlan } from "../face-photos/face-swap-plan";
import { setActiveFacePhoto } from "../face-photos/set-active-face-photo";
import { presentSettings } from "./settings-presenter";

export interface SettingsDeps {
  db: Database;
  now: () => Date;
}

export async function getSettings(deps: SettingsDeps, userId: string): Promise<TSettings> {
  const [row] = await deps.db.select().from(appSettings).where(eq(appSettings.userId, userId));
  return presentSettings(row);
}

/** Saves the fields sent (creating the row on first save) and records which ones changed. */
export async function updateSettings(
  deps: SettingsDeps,
  userId: string,
  changes: TUpdateSettingsBody,
): Promise<TSettings> {
  const values: Partial<typeof appSettings.$inferInsert> = {};
  if (changes.gender !== undefined) values.gender = changes.gender;
  if (changes.age !== undefined) values.age = changes.age;
  if (changes.profileIcon !== undefined) values.profileIcon = changes.profileIcon;
  if (changes.childName !== undefined) values.childName = changes.childName;
  if (changes.speakingLevel !== undefined) values.speakingLevel = changes.speakingLevel;
  if (changes.faceSwapEnabled !== undefined) values.faceSwapEnabled = changes.faceSwapEnabled;
  if (changes.animalFaceMode !== undefined) values.animalFaceMode = String(changes.animalFaceMode);
  if (changes.messagesEnabled !== undefined) {
    values.messagesEnabled = String(changes.messagesEnabled);
  }
  if (changes.outsideEnginesAllowed !== undefined) {
    values.outsideEnginesAllowed = String(changes.outsideEnginesAllowed);
  }
  if (changes.language !== undefined) values.language = changes.language;
  if (changes.preferredAnimal !== undefined)
    values.preferredAnimal = changes.preferredAnimal.toLowerCase();
  const photoId = changes.activeFacePhotoId;
  const fields = [...Object.keys(values), ...(photoId === undefined ? [] : ["activeFacePhotoId"])];
  if (fields.length === 0) return getSettings(deps, userId);
  if (changes.faceSwapEnabled === "true" || photoId) {
    await requireFaceSwapPlan(deps.db, userId, deps.now());
  }

  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ userId, ...values, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: appSettings.userId, set: { ...values, updatedAt: at } });
    if (photoId !== undefined) await setActiveFacePhoto(tx, userId, photoId, at);
    await recordActivity(tx, { userId, type: "settings_changed", at, data: { fields } });
    const [row] = await tx.select().from(appSettings).where(eq(appSettings.userId, userId));
    return presentSettings(row);
  });
}
