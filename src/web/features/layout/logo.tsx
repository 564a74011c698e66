import { Link } from "wouter";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";

/** The dino and the name; always leads home. */
export function Logo() {
  return (
    <Link
      href="/"
      aria-label="Doodle Dino home"
      className="inline-flex min-h-12 items-center gap-2 rounded-full pr-2"
    >
      <DinoMascot className="size-12 shrink-0 sm:size-14" />
      <span className="font-display text-2xl leading-none font-bold text-sky-deep sm:text-3xl">
        Doodle <span className="text-dino-deep">Dino</span>
      </span>
    </Link>
  );
}
