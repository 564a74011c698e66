import { Languages } from "lucide-react";
import { useId } from "react";
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from "@/shared/languages";
import { useUpdateSettings } from "@/web/features/account/use-settings";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { switchLanguage } from "@/web/i18n/current-language";
import { rememberLanguageChoice } from "@/web/i18n/language-choice";
import { useCurrentLanguage, useT } from "@/web/i18n/use-t";

/**
 * The footer's language choice, each language named in itself. A visitor's is kept on the device
 * (and told to the server by a cookie); a signed-in family's becomes its setting too, which wins
 * everywhere they sign in.
 */
export function LanguagePicker() {
  const t = useT("layout");
  const language = useCurrentLanguage();
  const { user } = useCurrentUser();
  const updateSettings = useUpdateSettings();
  const id = useId();
  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    rememberLanguageChoice(value);
    void switchLanguage(value);
    if (user) updateSettings.mutate({ language: value });
  };
  return (
    <div className="mt-3 flex items-center justify-center gap-2">
      <label
        htmlFor={id}
        className="inline-flex items-center gap-2 font-display text-lg font-semibold"
      >
        <Languages className="size-6 text-sky-deep" aria-hidden />
        {t("language")}
      </label>
      <select
        id={id}
        data-testid="language-picker"
        value={language}
        onChange={(event) => choose(event.target.value)}
        className="min-h-12 rounded-full border-2 border-sky-200 bg-white px-4 font-display text-lg font-semibold text-sky-deep"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
