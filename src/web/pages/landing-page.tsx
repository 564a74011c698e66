import { ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { FluentEmoji, type TEmojiName } from "@/web/components/emoji/fluent-emoji";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { buttonVariants } from "@/web/components/ui/button";
import { SaveToHomeScreenButton } from "@/web/features/install/save-to-home-screen-button";
import { SIGN_UP_PATH } from "@/web/features/auth/next-path";
import { AppHeader } from "@/web/features/layout/app-header";
import { SiteFooter } from "@/web/features/layout/site-footer";
import type { TMessageKey } from "@/web/i18n/catalog-types";
import { RichText } from "@/web/i18n/rich-text";
import { useT } from "@/web/i18n/use-t";
import { cn } from "@/web/lib/cn";
import { useDocumentTitle } from "@/web/lib/use-document-title";

const FEATURE_TILES = [
  {
    emoji: "microphone",
    title: "voiceTitle",
    text: "voiceText",
    tint: "bg-sky-100",
  },
  {
    emoji: "camera-with-flash",
    title: "faceSwapTitle",
    text: "faceSwapText",
    tint: "bg-purple-100",
  },
  {
    emoji: "books",
    title: "storiesTitle",
    text: "storiesText",
    tint: "bg-yellow-100",
  },
  {
    emoji: "love-letter",
    title: "cardsTitle",
    text: "cardsText",
    tint: "bg-pink-100",
  },
] as const satisfies ReadonlyArray<{
  emoji: TEmojiName;
  title: TMessageKey<"home">;
  text: TMessageKey<"home">;
  tint: string;
}>;

/** The visitor's front door: tagline, features, try for free, sign in, install, safety. */
export function LandingPage() {
  const t = useT("home");
  useDocumentTitle("");
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-5xl px-3 sm:px-6">
        <section className="flex flex-col items-center gap-6 py-6 text-center md:flex-row md:text-left">
          <div className="flex-1 space-y-5">
            <p className="inline-flex items-center gap-2 rounded-full bg-sunny/40 px-4 py-1 font-display font-semibold">
              <Sparkles className="size-5" aria-hidden /> {t("tagline")}
            </p>
            <h1 className="text-4xl leading-tight font-bold text-sky-deep sm:text-6xl">
              <RichText
                area="home"
                id="headline"
                components={{ 0: <span className="text-berry" /> }}
              />
            </h1>
            <p className="text-xl">{t("intro")}</p>
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap md:justify-start">
              <Link href="/try" className={buttonVariants({ variant: "dino", size: "xl" })}>
                {t("tryForFree")}
              </Link>
              <SaveToHomeScreenButton variant="sunny" size="xl" />
            </div>
            <div className="flex items-center justify-center gap-3 md:justify-start">
              <span className="text-lg">{t("grownUps")}</span>
              <Link href="/auth" className={buttonVariants({ variant: "outline" })}>
                {t("signIn")}
              </Link>
              <Link href={SIGN_UP_PATH} className={buttonVariants({ variant: "outline" })}>
                {t("signUp")}
              </Link>
            </div>
          </div>
          <DinoMascot
            className="order-first size-40 shrink-0 animate-dino-bob sm:size-56 md:order-last md:size-72"
            label={t("dinoWaving")}
          />
        </section>

        <section aria-labelledby="features-title" className="py-6">
          <h2 id="features-title" className="mb-4 text-center text-3xl font-bold text-grape">
            {t("featuresTitle")}
          </h2>
          <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
            {FEATURE_TILES.map((tile) => (
              <li
                key={tile.title}
                className={cn("rounded-3xl border-4 border-white p-5 shadow-md", tile.tint)}
              >
                <FluentEmoji name={tile.emoji} className="size-14" />
                <h3 className="mt-2 text-2xl font-bold">{t(tile.title)}</h3>
                <p className="text-lg">{t(tile.text)}</p>
              </li>
            ))}
          </ul>
        </section>

        <p className="mx-auto flex max-w-2xl items-start justify-center gap-3 rounded-3xl bg-white/80 p-5 text-lg shadow-sm">
          <ShieldCheck className="size-8 shrink-0 text-dino-deep" aria-hidden />
          <span>{t("safety")}</span>
        </p>
        <SiteFooter />
      </main>
    </>
  );
}
