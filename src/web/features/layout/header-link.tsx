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

/**
 * Below desktop width a header button is a small tile: its picture with a short caption under it,
 * so a child and a grown-up can tell the five apart (DESIGN: kids' UI). One class for them all.
 * The caption is 12 px, the least a phone shows a family; five 58 px tiles and the dino fit 390 px.
 */
export const HEADER_TILE_CLASS =
  "max-lg:h-14 max-lg:w-[3.625rem] max-lg:flex-col max-lg:gap-0.5 max-lg:rounded-2xl max-lg:px-0 max-lg:text-center max-lg:text-xs max-lg:leading-none max-lg:tracking-tight max-lg:whitespace-normal";

/** A signed-in header button (spec core.md §2): icon and label, the label a caption on phones. */
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
        "shrink-0 px-3",
        HEADER_TILE_CLASS,
        isHere && "bg-sky-100",
      )}
    >
      <Icon className={iconClassName} aria-hidden />
      <span>{label}</span>
    </Link>
  );
}
