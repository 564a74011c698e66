import { Link } from "wouter";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { useT } from "@/web/i18n/use-t";
import { cn } from "@/web/lib/cn";

/**
 * The dino and the name; always leads home. A signed-in header, full of buttons, keeps just the
 * dino below tablet width.
 */
export function Logo({ isNameHiddenWhenNarrow = false }: { isNameHiddenWhenNarrow?: boolean }) {
  const t = useT("layout");
  return (
    <Link
      href="/"
      aria-label={t("homeLink")}
      className="inline-flex min-h-12 items-center gap-2 rounded-full pr-2"
    >
      <DinoMascot className="size-12 shrink-0 sm:size-14" />
      <span
        className={cn(
          "font-display text-2xl leading-none font-bold text-sky-deep sm:text-3xl",
          isNameHiddenWhenNarrow && "max-md:sr-only",
        )}
      >
        Doodle <span className="text-dino-deep">Dino</span>
      </span>
    </Link>
  );
}
