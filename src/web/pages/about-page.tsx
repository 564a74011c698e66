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
import { useDocumentTitle } from "@/web/lib/use-document-title";

const FEATURES = [
  {
    emoji: "microphone",
    title: "Voice to Pictures",
    text: "Children say what they imagine and a picture appears in their gallery.",
  },
  {
    emoji: "open-book",
    title: "Magic Stories",
    text: "Tell a story and every scene gets its own illustration.",
  },
  {
    emoji: "camera-with-flash",
    title: "Face Swap",
    text: "Add your own face to your pictures for extra giggles.",
  },
  {
    emoji: "rainbow",
    title: "Amazing Stories",
    text: "Keep favourite stories in a Story Book to read again and again.",
  },
] as const satisfies ReadonlyArray<{ emoji: TEmojiName } & Record<string, string>>;

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
  useDocumentTitle("About");
  const { trial } = useTrial();
  const trialSize = trial?.maxTrialImages ?? DEFAULT_TRIAL_IMAGES;

  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-3 py-4 text-lg sm:px-6">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <DinoMascot className="size-32 shrink-0" />
          <div>
            <h1 className="text-4xl font-bold text-sky-deep sm:text-5xl">About Doodle Dino</h1>
            <p className="mt-2 text-xl">
              Doodle Dino is a toddler&apos;s first creative studio. A child speaks or types an
              idea, and Dot the dinosaur turns it into a picture for their own gallery.
            </p>
          </div>
        </div>

        <Section title="What you can do">
          <ul className="grid gap-4 sm:grid-cols-2">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="flex gap-3">
                <FluentEmoji name={feature.emoji} className="size-12" />
                <div>
                  <h3 className="text-xl font-bold">{feature.title}</h3>
                  <p>{feature.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Safe for little ones">
          <p>
            Every idea, story, diary note and message passes a kid-safe word filter: unkind words
            are refused and scary ones turned silly. There are no ads, no trackers and no public
            chat or directory: messages and cards go only from a grown-up&apos;s account to people
            the family knows by name or e-mail. The app works without any outside services.
          </p>
        </Section>

        <Section title="Start creating">
          <p data-testid="trial-size">
            Up to {trialSize} pictures can be made without signing up. Sign up for free to keep
            creating.
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Link href="/try" className={buttonVariants({ variant: "dino", size: "lg" })}>
              Try for Free
            </Link>
            <Link
              href={SIGN_UP_PATH}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              Sign Up Free!
            </Link>
          </div>
        </Section>

        <Section title="Thank you">
          <p>
            Pictures are drawn with Fluent Emoji by Microsoft (MIT licence) and emoji keyword data
            from Emojibase (MIT licence).
          </p>
        </Section>
        <SiteFooter />
      </main>
    </>
  );
}
