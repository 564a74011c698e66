import { switchLanguage } from "./current-language";
import { deviceLanguageChoice, rememberLanguageChoice, startingLanguage } from "./language-choice";

/**
 * Starts the page in the device's chosen language or the browser's; resolves once the first
 * screen's messages are in. A family's own setting follows when it is known (`FollowFamilyLanguage`).
 */
export function startI18n(): Promise<void> {
  const deviceChoice = deviceLanguageChoice();
  // The cookie lasts a year from the last visit, as the stored choice lasts.
  if (deviceChoice) rememberLanguageChoice(deviceChoice);
  return switchLanguage(startingLanguage({ deviceChoice, browserLanguages: navigator.languages }));
}
