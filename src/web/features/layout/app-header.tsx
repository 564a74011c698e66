import { BookOpen, NotebookPen, UsersRound } from "lucide-react";
import { Suspense, useState } from "react";
import { useSettings } from "@/web/features/account/use-settings";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { MessagesMenuButton } from "@/web/features/messages/messages-menu-button";
import { TrialCounter } from "@/web/features/trial/trial-counter";
import { useT } from "@/web/i18n/use-t";
import { AfterFirstPaint } from "@/web/lib/after-first-paint";
import { lazyPage } from "@/web/lib/lazy-page";
import { UserAccountMenuButton, VisitorAccountMenuButton } from "./account-menu-buttons";
import { DeferredMenu } from "./deferred-menu";
import { Logo } from "./logo";
import { HeaderLink } from "./header-link";

// The menus and the Help dialog load after the first screen is drawn (DeferredMenu).
const MessagesMenu = lazyPage(
  () => import("@/web/features/messages/messages-menu"),
  "MessagesMenu",
);
const UserAccountMenu = lazyPage(() => import("./user-account-menu"), "UserAccountMenu");
const VisitorAccountMenu = lazyPage(() => import("./visitor-account-menu"), "VisitorAccountMenu");
const HelpDialog = lazyPage(() => import("@/web/features/help/help-dialog"), "HelpDialog");

/**
 * Every page's header (spec core.md §2), the same on each: the logo, then a visitor's trial
 * counter and Account menu, or a signed-in family's My Diary, Story Book, Contacts, Messages and
 * Account menu.
 */
export function AppHeader() {
  const t = useT("layout");
  const { user, isLoading } = useCurrentUser();
  // A grown-up's switch: with messages off the Messages menu is not shown at all.
  const isMessagesOn = useSettings({ isEnabled: user !== null }).data?.messagesEnabled !== false;
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const openHelp = () => setIsHelpOpen(true);
  return (
    <header className="sticky top-0 z-30 border-b-4 border-white bg-cream/90 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-3 py-2 sm:px-6">
        <Logo isNameHiddenWhenNarrow={user !== null} />
        <div className="flex min-w-0 items-center gap-0.5 min-[400px]:gap-1 sm:gap-2">
          {user ? (
            <>
              <HeaderLink
                href="/diary"
                label={t("myDiary")}
                icon={NotebookPen}
                iconClassName="text-berry"
              />
              <HeaderLink
                href="/story-book"
                label={t("storyBook")}
                icon={BookOpen}
                iconClassName="text-grape"
              />
              <HeaderLink
                href="/contacts"
                label={t("contacts")}
                icon={UsersRound}
                iconClassName="text-dino-deep"
              />
              {isMessagesOn && (
                <DeferredMenu
                  renderButton={(onOpen) => <MessagesMenuButton onClick={onOpen} />}
                  renderMenu={(isOpenAtFirst) => <MessagesMenu isOpenAtFirst={isOpenAtFirst} />}
                />
              )}
              <DeferredMenu
                renderButton={(onOpen) => <UserAccountMenuButton user={user} onClick={onOpen} />}
                renderMenu={(isOpenAtFirst) => (
                  <UserAccountMenu
                    user={user}
                    onOpenHelp={openHelp}
                    isOpenAtFirst={isOpenAtFirst}
                  />
                )}
              />
            </>
          ) : (
            !isLoading && (
              <>
                <TrialCounter />
                <DeferredMenu
                  renderButton={(onOpen) => <VisitorAccountMenuButton onClick={onOpen} />}
                  renderMenu={(isOpenAtFirst) => (
                    <VisitorAccountMenu onOpenHelp={openHelp} isOpenAtFirst={isOpenAtFirst} />
                  )}
                />
              </>
            )
          )}
        </div>
      </div>
      <AfterFirstPaint>
        <Suspense>
          <HelpDialog isOpen={isHelpOpen} onOpenChange={setIsHelpOpen} />
        </Suspense>
      </AfterFirstPaint>
    </header>
  );
}
