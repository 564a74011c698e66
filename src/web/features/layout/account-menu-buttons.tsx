import type { TUser } from "@/shared/contracts/auth";
import { CircleUserRound } from "lucide-react";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { PROFILE_ICON_EMOJI } from "@/web/features/account/profile-icon-art";
import { useSettings } from "@/web/features/account/use-settings";
import { WaitingRequestsBadge } from "@/web/features/family/waiting-requests-badge";
import { useWaitingRequestCount } from "@/web/features/family/waiting-requests";
import { cn } from "@/web/lib/cn";
import { useT } from "@/web/i18n/use-t";
import { HEADER_TILE_CLASS } from "./header-link";

/**
 * A signed-in user's Account menu button: their profile icon and first name, and the family
 * requests waiting for a grown-up (issue 36: also here, for a family with messages switched off).
 */
export function UserAccountMenuButton({ user, ...props }: ButtonProps & { user: TUser }) {
  const t = useT("layout");
  const { data: settings } = useSettings();
  const icon = settings?.profileIcon;
  const waiting = useWaitingRequestCount();
  return (
    <Button
      variant="outline"
      className={cn("relative max-w-44 shrink-0 px-3", HEADER_TILE_CLASS)}
      aria-haspopup="menu"
      {...props}
    >
      <span className="sr-only">{t("accountMenu")}: </span>
      {icon ? (
        <FluentEmoji name={PROFILE_ICON_EMOJI[icon]} className="size-8 max-lg:size-6" />
      ) : (
        <CircleUserRound aria-hidden />
      )}
      <span data-testid="account-menu-name" className="max-w-full truncate max-lg:px-1">
        {user.firstName || user.username}
      </span>
      <WaitingRequestsBadge count={waiting} className="-right-2" />
    </Button>
  );
}

/** A visitor's Account menu button. */
export function VisitorAccountMenuButton(props: ButtonProps) {
  const t = useT("layout");
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t("accountMenu")}
      aria-haspopup="menu"
      {...props}
    >
      <CircleUserRound aria-hidden />
    </Button>
  );
}
