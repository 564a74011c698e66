import { TrialCounter } from "@/web/features/trial/trial-counter";
import { Logo } from "./logo";
import { VisitorAccountMenu } from "./visitor-account-menu";

interface AppHeaderProps {
  isVisitor: boolean;
  onOpenHelp(): void;
}

/** The creation page's header: logo, a visitor's trial counter and Account menu. */
export function AppHeader({ isVisitor, onOpenHelp }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b-4 border-white bg-cream/90 backdrop-blur">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-3 py-2 sm:px-6">
        <Logo />
        <div className="flex items-center gap-2">
          {isVisitor && <TrialCounter />}
          {isVisitor && <VisitorAccountMenu onOpenHelp={onOpenHelp} />}
        </div>
      </div>
    </header>
  );
}
