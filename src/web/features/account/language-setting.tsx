import type { TSettings } from "@/shared/contracts/settings";
import { LANGUAGE_NAMES, LANGUAGES } from "@/shared/languages";
import { ChoiceGroup, type TChoice } from "@/web/components/ui/choice-group";
import { switchLanguage } from "@/web/i18n/current-language";
import {
  deviceLanguageChoice,
  rememberLanguageChoice,
  startingLanguage,
} from "@/web/i18n/language-choice";
import { useT } from "@/web/i18n/use-t";
import { useUpdateSettings } from "./use-settings";

type TLanguageChoice = NonNullable<TSettings["language"]> | "device";

/**
 * The family's language (PUT /api/settings {language}), saved at once: the app, its e-mails and
 * its pictures follow it on every device they sign in on; "this device" follows each device.
 */
export function LanguageSetting({ language }: { language: TSettings["language"] }) {
  const t = useT("account");
  const updateSettings = useUpdateSettings();
  const choices: ReadonlyArray<TChoice<TLanguageChoice>> = [
    { value: "device", label: t("followDevice") },
    ...LANGUAGES.map((option) => ({ value: option, label: LANGUAGE_NAMES[option] })),
  ];
  const choose = (choice: TLanguageChoice) => {
    const setting = choice === "device" ? null : choice;
    updateSettings.mutate(
      { language: setting },
      {
        onSuccess: () => {
          if (setting) rememberLanguageChoice(setting);
          void switchLanguage(
            setting ??
              startingLanguage({
                deviceChoice: deviceLanguageChoice(),
                browserLanguages: navigator.languages,
              }),
          );
        },
      },
    );
  };
  return (
    <ChoiceGroup
      legend={t("language")}
      hint={t("languageHint")}
      choices={choices}
      value={language ?? "device"}
      onChange={choose}
      className="grid-cols-2 sm:grid-cols-3"
    />
  );
}
