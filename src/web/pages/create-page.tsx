import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { toast } from "@/web/components/ui/toast-store";
import { useSettings } from "@/web/features/account/use-settings";
import { CreateHero } from "@/web/features/create/create-hero";
import {
  CREATE_MAIN_CLASS,
  CREATE_TABS,
  PICTURES_TAB_CLASS,
  type TCreateTab,
} from "@/web/features/create/create-page-frame";
import { CreatePictureSection } from "@/web/features/create/create-picture-section";
import { WaitingRequestsNotice } from "@/web/features/family/waiting-requests-notice";
import { FaceSwapMagicButton } from "@/web/features/face-swap/face-swap-magic-button";
import { FaceSwapModeToggle } from "@/web/features/face-swap/face-swap-mode-toggle";
import { Gallery } from "@/web/features/gallery/gallery";
import { LazyShareDialog } from "@/web/features/greeting-cards/lazy-share-dialog";
import { UndeliveredCardsNotice } from "@/web/features/greeting-cards/undelivered-cards-notice";
import { useShareLauncher } from "@/web/features/greeting-cards/use-share-launcher";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { MonthlyPicturesBox } from "@/web/features/subscription/monthly-pictures-box";
import { StoriesTabContent } from "@/web/features/stories/stories-tab-content";
import { FreeTrialBox } from "@/web/features/trial/free-trial-box";
import { useT } from "@/web/i18n/use-t";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** The main creation page under its header (`lazy-create-page.tsx`): Pictures and Stories tabs. */
export function CreatePage({ isVisitor }: { isVisitor: boolean }) {
  const t = useT("create");
  const home = useT("home");
  useDocumentTitle(t("title"));
  const [tab, setTab] = useState<TCreateTab>("pictures");
  const { data: settings } = useSettings({ isEnabled: !isVisitor });
  const share = useShareLauncher(!isVisitor);

  function changeTab(next: string) {
    if (next === "stories" && isVisitor) {
      toast({
        title: "Sign In Required",
        description: "Please sign in to access stories features.",
      });
      return;
    }
    setTab(next as TCreateTab);
  }

  return (
    <>
      <main className={CREATE_MAIN_CLASS}>
        {!isVisitor && <WaitingRequestsNotice />}
        {!isVisitor && <UndeliveredCardsNotice />}
        <Tabs value={tab} onValueChange={changeTab}>
          <TabsList aria-label="What do you want to make?">
            {CREATE_TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden /> {home(label)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="pictures" className={PICTURES_TAB_CLASS}>
            <CreateHero />
            {/* The microphone and the idea box on the first screen of a phone (issue 36). */}
            <CreatePictureSection isVisitor={isVisitor} speakingLevel={settings?.speakingLevel} />
            {isVisitor ? <FreeTrialBox /> : <MonthlyPicturesBox />}
            <div className="flex flex-col items-center gap-3">
              <FaceSwapMagicButton isVisitor={isVisitor} />
              {!isVisitor && <FaceSwapModeToggle />}
            </div>
            <Gallery onShare={isVisitor ? undefined : share.openForPicture} />
          </TabsContent>
          <TabsContent value="stories" className="mt-6">
            <StoriesTabContent />
          </TabsContent>
        </Tabs>
        <SiteFooter />
      </main>
      {!isVisitor && <LazyShareDialog launch={share.launch} onClose={share.close} />}
    </>
  );
}
