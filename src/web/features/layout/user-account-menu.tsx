import type { TUser } from "@/shared/contracts/auth";
import { CircleHelp, Clapperboard, Crown, LogOut, Settings, Users } from "lucide-react";
import { useLocation } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { WaitingCountPill } from "@/web/features/family/waiting-count-pill";
import { useWaitingRequestCount } from "@/web/features/family/waiting-requests";
import { forgetFamilyCaches } from "@/web/lib/device-caches";
import { useT } from "@/web/i18n/use-t";
import { UserAccountMenuButton } from "./account-menu-buttons";

interface UserAccountMenuProps {
  user: TUser;
  onOpenHelp(): void;
  isOpenAtFirst?: boolean;
}

function displayName(user: TUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
}

/** A signed-in user's Account menu: who is signed in, settings, Premium, Help and Logout. */
export function UserAccountMenu({ user, onOpenHelp, isOpenAtFirst = false }: UserAccountMenuProps) {
  const t = useT("layout");
  const [, navigate] = useLocation();
  const waiting = useWaitingRequestCount();
  return (
    <DropdownMenu defaultOpen={isOpenAtFirst}>
      <DropdownMenuTrigger asChild>
        <UserAccountMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[calc(100vw-1.5rem)]">
        <DropdownMenuLabel>
          <p className="truncate font-display text-lg font-bold text-sky-deep">
            {displayName(user)}
          </p>
          <p className="truncate text-base text-slate-600">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {waiting > 0 && (
          <DropdownMenuItem onSelect={() => navigate("/family")}>
            <Users className="text-berry-deep" aria-hidden /> {t("forGrownUps")}
            <WaitingCountPill count={waiting} />
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => navigate("/animation")}>
          <Clapperboard className="text-berry" aria-hidden /> {t("animationStudio")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/account")}>
          <Settings className="text-sky-brand" aria-hidden /> {t("accountSettings")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/subscription")}>
          <Crown className="text-[#d69e2e]" aria-hidden /> {t("premium")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onOpenHelp}>
          <CircleHelp className="text-grape" aria-hidden /> {t("help")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() =>
            void forgetFamilyCaches().then(() => window.location.assign("/api/logout"))
          }
        >
          <LogOut className="text-berry" aria-hidden /> {t("logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
