import { DEFAULT_SETTINGS, ZSettings, type TSettings } from "../../shared/contracts/settings";
import type { appSettings } from "../db/schema";

export type SettingsRow = typeof appSettings.$inferSelect;

/** A user's settings as presented; the spec's defaults until a row exists. */
export function presentSettings(row: SettingsRow | undefined): TSettings {
  if (!row) return { ...DEFAULT_SETTINGS };
  const shape = ZSettings.shape;
  return {
    gender: shape.gender.catch(null).parse(row.gender),
    age: row.age,
    profileIcon: shape.profileIcon.catch(null).parse(row.profileIcon),
    childName: row.childName,
    speakingLevel: shape.speakingLevel
      .catch(DEFAULT_SETTINGS.speakingLevel)
      .parse(row.speakingLevel),
    faceSwapEnabled: row.faceSwapEnabled === "true" ? "true" : "false",
    activeFacePhotoId: row.activeFacePhotoId,
    animalFaceMode: row.animalFaceMode === "true",
    preferredAnimal: row.preferredAnimal,
    messagesEnabled: row.messagesEnabled !== "false",
    outsideEnginesAllowed: row.outsideEnginesAllowed === "true",
    language: shape.language.catch(null).parse(row.language),
  };
}
