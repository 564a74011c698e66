import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Notice } from "@/web/components/ui/notice";
import { AccountSettingsForm } from "@/web/features/account/account-settings-form";
import { FamilyDataSection } from "@/web/features/account/family-data-section";
import { GrownUpsSwitches } from "@/web/features/account/grown-ups-switches";
import { useSettings } from "@/web/features/account/use-settings";
import { AppHeader } from "@/web/features/layout/app-header";
import { PageLoading } from "@/web/features/layout/page-loading";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { GrownUpsOnly } from "@/web/features/parental-gate/grown-ups-only";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** `/account` (signed in only): the child's profile, and the family's data for parents. */
export function AccountPage() {
  useDocumentTitle("Account Settings");
  const settings = useSettings();
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-3 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <FluentEmoji name="star" className="size-14" />
          <div>
            <h1 className="text-4xl font-bold text-sky-deep">Account Settings</h1>
            <p className="text-lg">Tell Dot a little about your child.</p>
          </div>
        </div>
        <section className="rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-xl sm:p-8">
          {settings.data ? (
            <AccountSettingsForm settings={settings.data} />
          ) : settings.isError ? (
            <Notice tone="warning" role="alert">
              <p>We couldn&apos;t load your settings. Please refresh the page to try again.</p>
            </Notice>
          ) : (
            <PageLoading />
          )}
        </section>
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
