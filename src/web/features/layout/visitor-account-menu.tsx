import { CircleHelp, LogIn, UserPlus } from "lucide-react";
import { useLocation } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { SIGN_UP_PATH } from "@/web/features/auth/next-path";
import { useT } from "@/web/i18n/use-t";
import { VisitorAccountMenuButton } from "./account-menu-buttons";

interface VisitorAccountMenuProps {
  onOpenHelp(): void;
  isOpenAtFirst?: boolean;
}

/** A visitor's Account menu: 'Sign Up Free!' (spec core.md §2), Sign In and Help. */
export function VisitorAccountMenu({ onOpenHelp, isOpenAtFirst = false }: VisitorAccountMenuProps) {
  const t = useT("layout");
  const [, navigate] = useLocation();
  return (
    <DropdownMenu defaultOpen={isOpenAtFirst}>
      <DropdownMenuTrigger asChild>
        <VisitorAccountMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => navigate(SIGN_UP_PATH)}>
          <UserPlus className="text-berry" aria-hidden /> {t("signUpFree")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/auth")}>
          <LogIn className="text-sky-brand" aria-hidden /> {t("signIn")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onOpenHelp}>
          <CircleHelp className="text-sky-brand" aria-hidden /> {t("help")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
