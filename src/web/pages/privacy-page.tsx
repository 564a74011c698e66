import { RETENTION } from "@/shared/retention";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { FluentEmoji, type TEmojiName } from "@/web/components/emoji/fluent-emoji";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { AppHeader } from "@/web/features/layout/app-header";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { useDocumentTitle } from "@/web/lib/use-document-title";

const months = (count: number) => `${count} months`;
const days = (count: number) => `${count} days`;

/** How long each thing is kept: the numbers the server's sweeps use (src/shared/retention.ts). */
const KEPT_FOR: ReadonlyArray<[what: string, howLong: string]> = [
  [
    "Messages, and requests waiting for a grown-up",
    `${months(RETENTION.messagesMonths)} after sending`,
  ],
  [
    "A request a grown-up declined or blocked",
    `${days(RETENTION.declinedRequestsDays)} after the answer`,
  ],
  ["Records of sign-ins and what was done in the app", months(RETENTION.activityMonths)],
  ["Mail waiting in this computer's outbox (no mail server)", days(RETENTION.outboxMailDays)],
  ["A face photo not used", days(RETENTION.unusedFacePhotoDays)],
  ["Pictures of a story that was never saved", `${RETENTION.unsavedStoryScenesHours} hours`],
  [
    "Pictures, stories and their recorded readings, diary pages, contacts and connections",
    "Until you delete them or the account",
  ],
];

function Section({
  emoji,
  title,
  children,
}: {
  emoji: TEmojiName;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-3 rounded-3xl bg-white/85 p-5 shadow-sm sm:p-7">
      <h2 className="flex items-center gap-3 text-3xl font-bold text-sky-deep">
        <FluentEmoji name={emoji} className="size-10 shrink-0" />
        {title}
      </h2>
      {children}
    </section>
  );
}

const listClass = "list-disc space-y-2 pl-6";

/** The written privacy policy: what is kept, why, for how long, who else sees it, how to get it. */
export function PrivacyPage() {
  useDocumentTitle("Privacy");
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-3 py-4 text-lg sm:px-6">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <DinoMascot className="size-28 shrink-0" />
          <div>
            <h1 className="text-4xl font-bold text-sky-deep sm:text-5xl">Privacy</h1>
            <p className="mt-2 text-xl">
              For grown-ups, in plain words: what Doodle Dino keeps about your family, why, for how
              long, who else sees it, and how you get it or delete it.
            </p>
          </div>
        </div>

        <Section emoji="sparkles" title="The short version">
          <ul className={listClass}>
            <li>
              No ads, no trackers, no outside scripts or fonts. We never sell anything about you.
            </li>
            <li>
              There is no public profile, directory or open chat. Only families you accept can write
              to your child.
            </li>
            <li>
              Pictures are drawn by Doodle Dino itself, on its own server. Your child&apos;s words
              go to another company only if you switch that on; photos and voices never do.
            </li>
            <li>
              Old things are deleted by themselves (see the table below), and you can delete
              everything whenever you like.
            </li>
          </ul>
        </Section>

        <Section emoji="books" title="What we keep, and why">
          <ul className={listClass}>
            <li>
              <strong>The grown-up&apos;s account</strong>: first and last name, username, e-mail
              address and password (kept scrambled, never readable). To sign you in and send you
              sign-up and password links.
            </li>
            <li>
              <strong>Your child&apos;s settings</strong>: age, profile picture, how they speak, and
              the switches you chose. To make the app fit your child.
            </li>
            <li>
              <strong>What your child makes</strong>: the words they say or type for a picture or
              story, the pictures, stories, diary pages and animations. So they can see them again.
            </li>
            <li>
              <strong>Face photos</strong>, only if you add one for Face Swap. It stays on our
              computer and is used only to put that face into your own pictures.
            </li>
            <li>
              <strong>Voice</strong>: we never receive or keep a recording of your child. The
              browser turns their speech into words, and only the words come to us (see
              &quot;Talking to Dot&quot; below). A grown-up may record their own voice reading a
              Story Book page (behind the grown-ups&apos; question); that recording is kept with the
              story until you delete it or the story.
            </li>
            <li>
              <strong>Messages, connections, blocks and contacts</strong>: so your child can write
              to the families you know, and so nobody you blocked can write again. Deleting a
              message takes it out of your inbox or Sent; we keep it for the other family until they
              delete it too, or until its time in the table below. Once you block a family, nothing
              they write is kept for you, and a block holds even if they delete their account and
              come back with the same e-mail or username (for that we keep only a scrambled code of
              both, never the words).
            </li>
            <li>
              <strong>Records of sign-ins and what was done</strong> (with the internet address and
              browser of each sign-in): to keep accounts safe, stop misuse and count plan limits.
            </li>
            <li>
              <strong>Payments</strong>, if you buy a plan: which plan, the amount and the payment
              provider&apos;s order number. We never see or keep card numbers.
            </li>
            <li>
              <strong>Messages to our support team</strong>, including safety reports: so we can
              help and act on them. One sent while signed in names your family, so a Premium or
              Platinum family&apos;s message is answered first.
            </li>
          </ul>
        </Section>

        <Section emoji="seedling" title="How long we keep it">
          <p>Doodle Dino deletes these by itself, within an hour of their time:</p>
          <table
            className="w-full border-separate border-spacing-y-1 text-left"
            data-testid="retention-table"
          >
            <thead>
              <tr>
                <th scope="col" className="pr-3 font-display">
                  What
                </th>
                <th scope="col" className="font-display">
                  Kept for
                </th>
              </tr>
            </thead>
            <tbody>
              {KEPT_FOR.map(([what, howLong]) => (
                <tr key={what} className="align-top">
                  <td className="rounded-l-xl bg-sky-50 p-2 pr-3">{what}</td>
                  <td className="rounded-r-xl bg-sky-50 p-2 font-semibold">{howLong}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>

        <Section emoji="people-hugging" title="Who else sees it">
          <ul className={listClass}>
            <li>
              <strong>Families you connected with</strong> see the messages your child sends them,
              and the pictures attached. A family that is not connected sees only that its message
              is waiting.
            </li>
            <li>
              <strong>People you send a greeting card to</strong> get it by e-mail, with the picture
              and your words.
            </li>
            <li>
              <strong>The people who run this Doodle Dino</strong> see account details, usage
              figures and what is sent to support, and read safety reports so they can block an
              account.
            </li>
            <li>
              <strong>Services that help run it</strong>, only when set up: the mail server that
              delivers our e-mails, and the payment provider when a grown-up buys a plan.
            </li>
            <li>
              <strong>Outside drawing, story or music engines</strong>: only if a grown-up switches
              on &quot;Let outside engines help&quot; in Account Settings. It is off to begin with,
              and always off for visitors. When it is on and this Doodle Dino has such an engine set
              up, the words your child gives a picture or a story are sent to it to draw or write,
              and music is looked up there. Face photos, voices and account details never are. When
              it is off, Doodle Dino&apos;s own engines do everything.
            </li>
          </ul>
        </Section>

        <Section emoji="microphone" title="Talking to Dot">
          <p>
            When your child talks instead of typing, the browser turns the speech into words and
            only the words come to Doodle Dino. Where the browser can do that on the phone or
            computer itself, Doodle Dino asks it to, and the voice never leaves the device. Where it
            cannot, the browser may send the sound to its maker&apos;s service, under that
            maker&apos;s privacy rules, not ours. A line under the microphone says which it is.
            Typing always works too.
          </p>
        </Section>

        <Section emoji="key" title="Getting it, or deleting it">
          <ul className={listClass}>
            <li>
              In <strong>Account Settings</strong>, under &quot;For parents: your family&apos;s
              data&quot;, <strong>Download our data</strong> gives you everything we keep for your
              account, with every picture, in one zip file.
            </li>
            <li>
              <strong>Delete account</strong>, in the same place, removes the account and everything
              in it for good, at once.
            </li>
            <li>
              You can also delete any picture, story, diary page, message or contact on its own.
            </li>
            <li>
              So the app works without internet, this phone or computer keeps the pictures, face
              photos and recordings you have looked at. Deleting one removes it from here too, and
              logging out clears them all.
            </li>
            <li>
              Questions? Write to us on the{" "}
              <Link href="/contact" className="font-semibold text-sky-deep underline">
                Contact &amp; Support
              </Link>{" "}
              page.
            </li>
          </ul>
        </Section>

        <Section emoji="star" title="Grown-ups decide">
          <p>
            A grown-up&apos;s question stands before buying, settings, connections, cards and links
            that leave the app. A grown-up can switch messages off, accept or decline each family,
            and block one.
          </p>
          <p>
            The{" "}
            <Link href="/family" className="font-semibold text-sky-deep underline">
              For grown-ups
            </Link>{" "}
            page (in the Messages menu and in Account Settings, behind the same question) shows in
            one place the requests waiting, the families connected or blocked, and every message
            your child sent and received while we keep it: also the ones deleted from the inbox or
            Sent, reported or declined, each marked as such. Reading a message there doesn&apos;t
            mark it as read for your child.
          </p>
        </Section>
        <SiteFooter />
      </main>
    </>
  );
}
