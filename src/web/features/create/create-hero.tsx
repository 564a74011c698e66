import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { RichText } from "@/web/i18n/rich-text";
import { useT } from "@/web/i18n/use-t";

/** The Pictures tab's greeting from the dino. */
export function CreateHero() {
  const t = useT("home");
  return (
    <section className="flex items-center gap-3 sm:gap-5">
      <DinoMascot className="size-20 shrink-0 animate-dino-bob sm:size-40" />
      <div>
        <h1 className="text-2xl leading-tight font-bold text-sky-deep sm:text-5xl">
          <RichText area="home" id="hero" components={{ 0: <span className="text-berry" /> }} />
        </h1>
        <p className="mt-1 text-base sm:mt-2 sm:text-xl">{t("heroText")}</p>
      </div>
    </section>
  );
}
