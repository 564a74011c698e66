import type { LucideIcon } from "lucide-react";
import { Link, useLocation } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

interface HeaderLinkProps {
  href: string;
  label: string;
  icon: LucideIcon;
  iconClassName: string;
}

/** A signed-in header button (spec core.md §2): icon and label, just the icon below desktop width. */
export function HeaderLink({ href, label, icon: Icon, iconClassName }: HeaderLinkProps) {
  const [path] = useLocation();
  const isHere = path === href;
  return (
    <Link
      href={href}
      aria-label={label}
      aria-current={isHere ? "page" : undefined}
      className={cn(
        buttonVariants({ variant: "outline" }),
        "shrink-0 px-3 max-lg:size-12 max-lg:px-0",
        isHere && "bg-sky-100",
      )}
    >
      <Icon className={iconClassName} aria-hidden />
      <span className="max-lg:sr-only">{label}</span>
    </Link>
  );
}
