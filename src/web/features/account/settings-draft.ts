import {
  SETTINGS_MESSAGES,
  type TSettings,
  type TUpdateSettingsBody,
} from "@/shared/contracts/settings";
import { AGE_MAX, AGE_MIN } from "@/shared/limits";

/** What the /account form edits: the child's name and age as typed, the rest as chosen. */
export interface TSettingsDraft {
  childName: string;
  gender: TSettings["gender"];
  age: string;
  profileIcon: TSettings["profileIcon"];
  speakingLevel: TSettings["speakingLevel"];
}

export function draftOf(settings: TSettings): TSettingsDraft {
  return {
    childName: settings.childName ?? "",
    gender: settings.gender,
    age: settings.age === null ? "" : String(settings.age),
    profileIcon: settings.profileIcon,
    speakingLevel: settings.speakingLevel,
  };
}

function typedAge(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The spec's age rule (1 to 18) for what was typed; an empty box is fine (nothing to save). */
export function ageErrorOf(text: string): string | undefined {
  if (text.trim() === "") return undefined;
  const age = typedAge(text);
  return age !== null && age >= AGE_MIN && age <= AGE_MAX ? undefined : SETTINGS_MESSAGES.ageRange;
}

/** Only the fields that differ from what is saved; the age only when a number was typed. */
export function changedSettings(saved: TSettings, draft: TSettingsDraft): TUpdateSettingsBody {
  const changes: TUpdateSettingsBody = {};
  const childName = draft.childName.trim() || null;
  if (childName !== saved.childName) changes.childName = childName;
  if (draft.gender !== saved.gender) changes.gender = draft.gender;
  const age = typedAge(draft.age);
  if (age !== null && age !== saved.age) changes.age = age;
  if (draft.profileIcon !== saved.profileIcon) changes.profileIcon = draft.profileIcon;
  if (draft.speakingLevel !== saved.speakingLevel) changes.speakingLevel = draft.speakingLevel;
  return changes;
}
