import { DinoMascot } from "@/web/components/mascot/dino-mascot";

/** The Pictures tab's greeting from the dino. */
export function CreateHero() {
  return (
    <section className="flex items-center gap-3 sm:gap-5">
      <DinoMascot className="size-20 shrink-0 animate-dino-bob sm:size-40" />
      <div>
        <h1 className="text-2xl leading-tight font-bold text-sky-deep sm:text-5xl">
          Let&apos;s make <span className="text-berry">magic</span> pictures!
        </h1>
        <p className="mt-1 text-base sm:mt-2 sm:text-xl">
          Say or type what you imagine, and Dot the Doodle Dino will draw it for you.
        </p>
      </div>
    </section>
  );
}
