import { useState } from "react";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { ContactsHeaderLink } from "@/web/features/contacts/contacts-header-link";
import { HelpDialog } from "@/web/features/help/help-dialog";
import { MessagesMenu } from "@/web/features/messages/messages-menu";
import { TrialCounter } from "@/web/features/trial/trial-counter";
import { Logo } from "./logo";
import { MyDiaryButton } from "./my-diary-button";
import { UserAccountMenu } from "./user-account-menu";
import { VisitorAccountMenu } from "./visitor-account-menu";

/**
 * The signed-in pages' and creation page's header: logo, then a visitor's trial counter and
 * Account menu, or a signed-in user's Account menu (and, as features arrive, their buttons).
 */
export function AppHeader() {
  const { user } = useCurrentUser();
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const openHelp = () => setIsHelpOpen(true);
  return (
    <header className="sticky top-0 z-30 border-b-4 border-white bg-cream/90 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-3 py-2 sm:px-6">
        <Logo isNameHiddenWhenNarrow={user !== null} />
        <div className="flex min-w-0 items-center gap-2">
          {user ? (
            <>
              <MyDiaryButton />
              <ContactsHeaderLink />
              <MessagesMenu />
              <UserAccountMenu user={user} onOpenHelp={openHelp} />
            </>
          ) : (
            <>
              <TrialCounter />
              <VisitorAccountMenu onOpenHelp={openHelp} />
            </>
          )}
        </div>
      </div>
      <HelpDialog isOpen={isHelpOpen} onOpenChange={setIsHelpOpen} />
    </header>
  );
}
