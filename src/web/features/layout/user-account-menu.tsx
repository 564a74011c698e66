import type { TUser } from "@/shared/contracts/auth";
import { CircleHelp, CircleUserRound, Clapperboard, Crown, LogOut, Settings } from "lucide-react";
import { useLocation } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { PROFILE_ICON_EMOJI } from "@/web/features/account/profile-icon-art";
import { forgetKeptAnswers } from "@/web/features/offline/kept-answers";
import { useSettings } from "@/web/features/account/use-settings";

interface UserAccountMenuProps {
  user: TUser;
  onOpenHelp(): void;
}

function displayName(user: TUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
}

/** A signed-in user's Account menu: who is signed in, settings, Premium, Help and Logout. */
export function UserAccountMenu({ user, onOpenHelp }: UserAccountMenuProps) {
  const [, navigate] = useLocation();
  const { data: settings } = useSettings();
  const icon = settings?.profileIcon;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="max-w-44 shrink-0 px-3 max-sm:size-12 max-sm:px-0">
          <span className="sr-only">Account menu: </span>
          {icon ? (
            <FluentEmoji name={PROFILE_ICON_EMOJI[icon]} className="size-8" />
          ) : (
            <CircleUserRound aria-hidden />
          )}
          <span data-testid="account-menu-name" className="truncate max-sm:sr-only">
            {user.firstName || user.username}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[calc(100vw-1.5rem)]">
        <DropdownMenuLabel>
          <p className="truncate font-display text-lg font-bold text-sky-deep">
            {displayName(user)}
          </p>
          <p className="truncate text-base text-slate-600">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/animation")}>
          <Clapperboard className="text-berry" aria-hidden /> Animation Studio
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/account")}>
          <Settings className="text-sky-brand" aria-hidden /> Account Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/subscription")}>
          <Crown className="text-[#d69e2e]" aria-hidden /> Premium
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onOpenHelp}>
          <CircleHelp className="text-grape" aria-hidden /> Help
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() =>
            void forgetKeptAnswers().then(() => window.location.assign("/api/logout"))
          }
        >
          <LogOut className="text-berry" aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
