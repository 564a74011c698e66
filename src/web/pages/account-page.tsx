import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Notice } from "@/web/components/ui/notice";
import { AccountSettingsForm } from "@/web/features/account/account-settings-form";
import { FamilyDataSection } from "@/web/features/account/family-data-section";
import { LanguageSetting } from "@/web/features/account/language-setting";
import { GrownUpsSwitches } from "@/web/features/account/grown-ups-switches";
import { useSettings } from "@/web/features/account/use-settings";
import { AppHeader } from "@/web/features/layout/app-header";
import { PageLoading } from "@/web/features/layout/page-loading";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { GrownUpsOnly } from "@/web/features/parental-gate/grown-ups-only";
import { useT } from "@/web/i18n/use-t";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** `/account` (signed in only): the child's profile, and the family's data for parents. */
export function AccountPage() {
  const t = useT("account");
  useDocumentTitle(t("title"));
  const settings = useSettings();
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-3 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <FluentEmoji name="star" className="size-14" />
          <div>
            <h1 className="text-4xl font-bold text-sky-deep">{t("title")}</h1>
            <p className="text-lg">{t("subtitle")}</p>
          </div>
        </div>
        <section className="rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-xl sm:p-8">
          {settings.data ? (
            <AccountSettingsForm settings={settings.data} />
          ) : settings.isError ? (
            <Notice tone="warning" role="alert">
              <p>{t("couldNotLoad")}</p>
            </Notice>
          ) : (
            <PageLoading />
          )}
        </section>
        {settings.data && (
          <section className="rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-xl sm:p-8">
            <LanguageSetting language={settings.data.language} />
          </section>
        )}
        <GrownUpsOnly>
          <div className="space-y-6">
            <GrownUpsSwitches />
            <FamilyDataSection />
          </div>
        </GrownUpsOnly>
        <SiteFooter />
      </main>
    </>
  );
}
