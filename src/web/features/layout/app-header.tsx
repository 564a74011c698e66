import { BookHeart, BookOpen, Contact } from "lucide-react";
import { useState } from "react";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { HelpDialog } from "@/web/features/help/help-dialog";
import { MessagesMenu } from "@/web/features/messages/messages-menu";
import { TrialCounter } from "@/web/features/trial/trial-counter";
import { Logo } from "./logo";
import { HeaderLink } from "./header-link";
import { UserAccountMenu } from "./user-account-menu";
import { VisitorAccountMenu } from "./visitor-account-menu";

/**
 * Every page's header (spec core.md §2), the same on each: the logo, then a visitor's trial
 * counter and Account menu, or a signed-in family's My Diary, Story Book, Contacts, Messages and
 * Account menu.
 */
export function AppHeader() {
  const { user, isLoading } = useCurrentUser();
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const openHelp = () => setIsHelpOpen(true);
  return (
    <header className="sticky top-0 z-30 border-b-4 border-white bg-cream/90 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-3 py-2 sm:px-6">
        <Logo isNameHiddenWhenNarrow={user !== null} />
        <div className="flex min-w-0 items-center gap-2">
          {user ? (
            <>
              <HeaderLink
                href="/diary"
                label="My Diary"
                icon={BookHeart}
                iconClassName="text-berry"
              />
              <HeaderLink
                href="/story-book"
                label="Story Book"
                icon={BookOpen}
                iconClassName="text-grape"
              />
              <HeaderLink
                href="/contacts"
                label="Contacts"
                icon={Contact}
                iconClassName="text-dino-deep"
              />
              <MessagesMenu />
              <UserAccountMenu user={user} onOpenHelp={openHelp} />
            </>
          ) : (
            !isLoading && (
              <>
                <TrialCounter />
                <VisitorAccountMenu onOpenHelp={openHelp} />
              </>
            )
          )}
        </div>
      </div>
      <HelpDialog isOpen={isHelpOpen} onOpenChange={setIsHelpOpen} />
    </header>
  );
}
