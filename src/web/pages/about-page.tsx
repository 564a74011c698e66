import { DEFAULT_TRIAL_IMAGES } from "@/shared/limits";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { FluentEmoji, type TEmojiName } from "@/web/components/emoji/fluent-emoji";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { buttonVariants } from "@/web/components/ui/button";
import { SIGN_UP_PATH } from "@/web/features/auth/next-path";
import { AppHeader } from "@/web/features/layout/app-header";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { useTrial } from "@/web/features/trial/use-trial";
import type { TMessageKey } from "@/web/i18n/catalog-types";
import { useT } from "@/web/i18n/use-t";
import { useDocumentTitle } from "@/web/lib/use-document-title";

const FEATURES = [
  {
    emoji: "microphone",
    title: "featureVoiceTitle",
    text: "featureVoiceText",
  },
  {
    emoji: "open-book",
    title: "featureStoriesTitle",
    text: "featureStoriesText",
  },
  {
    emoji: "camera-with-flash",
    title: "featureFaceTitle",
    text: "featureFaceText",
  },
  {
    emoji: "rainbow",
    title: "featureBookTitle",
    text: "featureBookText",
  },
] as const satisfies ReadonlyArray<{
  emoji: TEmojiName;
  title: TMessageKey<"help">;
  text: TMessageKey<"help">;
}>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white/85 p-5 shadow-sm sm:p-7">
      <h2 className="mb-3 text-3xl font-bold text-sky-deep">{title}</h2>
      {children}
    </section>
  );
}

/** What Doodle Dino is, what it does, how it keeps children safe, and who drew the pictures. */
export function AboutPage() {
  const t = useT("help");
  useDocumentTitle(t("aboutPageTitle"));
  const { trial } = useTrial();
  const trialSize = trial?.maxTrialImages ?? DEFAULT_TRIAL_IMAGES;

  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-3 py-4 text-lg sm:px-6">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <DinoMascot className="size-32 shrink-0" />
          <div>
            <h1 className="text-4xl font-bold text-sky-deep sm:text-5xl">{t("aboutTitle")}</h1>
            <p className="mt-2 text-xl">{t("aboutIntro")}</p>
          </div>
        </div>

        <Section title={t("whatYouCanDo")}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="flex gap-3">
                <FluentEmoji name={feature.emoji} className="size-12" />
                <div>
                  <h3 className="text-xl font-bold">{t(feature.title)}</h3>
                  <p>{t(feature.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>

        <Section title={t("safeTitle")}>
          <p>{t("safeText")}</p>
        </Section>

        <Section title={t("startTitle")}>
          <p data-testid="trial-size">{t("trialSize", { count: trialSize })}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Link href="/try" className={buttonVariants({ variant: "dino", size: "lg" })}>
              {t("tryFree")}
            </Link>
            <Link
              href={SIGN_UP_PATH}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {t("signUpFree")}
            </Link>
          </div>
        </Section>

        <Section title={t("thanksTitle")}>
          <p>{t("thanksText")}</p>
        </Section>
        <SiteFooter />
      </main>
    </>
  );
}
