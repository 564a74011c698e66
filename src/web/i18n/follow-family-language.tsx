import { useEffect } from "react";
import { useSettings } from "@/web/features/account/use-settings";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { switchLanguage } from "./current-language";
import { rememberLanguageChoice } from "./language-choice";

/**
 * A signed-in family's own language (Account Settings) wins over the device's and the browser's.
 * It is kept on the device too, so the next page starts in it before the settings arrive.
 */
export function FollowFamilyLanguage() {
  const { user } = useCurrentUser();
  const familyLanguage = useSettings({ isEnabled: user !== null }).data?.language;
  useEffect(() => {
    if (!user || !familyLanguage) return;
    rememberLanguageChoice(familyLanguage);
    void switchLanguage(familyLanguage);
  }, [user, familyLanguage]);
  return null;
}
