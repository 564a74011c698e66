import { Ban, Unlink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button } from "@/web/components/ui/button";
import { AppHeader } from "@/web/features/layout/app-header";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { useSettings } from "@/web/features/account/use-settings";
import { GrownUpsOnly } from "@/web/features/parental-gate/grown-ups-only";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { BlockFamilyForm } from "./block-family-form";
import {
  useFamilyAction,
  useFamilyConnections,
  useFamilyRequests,
  type TFamilyAction,
} from "./family-calls";
import { FamilyList } from "./family-list";
import { GrownUpMessages } from "./grown-up-messages";
import { toastFamilyDone, toastFamilyFailed } from "./family-toasts";
import { RequestCard } from "./request-card";

const DONE: Record<TFamilyAction["kind"], string> = {
  accept: "",
  decline: "",
  block: "",
  report: "",
  unblock: "Unblocked. They can send your family a request again.",
  disconnect: "Connection removed. Their next message will wait for you here.",
};

/** The page's sections, with the short name its "On this page" link uses. */
const SECTIONS = [
  { id: "requests", title: "Requests waiting", short: "Requests" },
  { id: "connections", title: "Connected families", short: "Connections" },
  { id: "received", title: "Messages received", short: "Received" },
  { id: "sent", title: "Messages sent", short: "Sent" },
  { id: "blocked", title: "Blocked families", short: "Blocked" },
] as const;
type TSectionId = (typeof SECTIONS)[number]["id"];
const TITLE = Object.fromEntries(SECTIONS.map(({ id, title }) => [id, title])) as Record<
  TSectionId,
  string
>;

function Section({ id, note, children }: { id: TSectionId; note?: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-4 space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-sky-deep">
        {TITLE[id]}
      </h2>
      {note && <p className="text-lg text-slate-700">{note}</p>}
      {children}
    </section>
  );
}

/** /family: the grown-ups' page, behind the parental gate: who reaches the child and what. */
export function FamilyScreen() {
  useDocumentTitle("For grown-ups");
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-3 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <FluentEmoji name="people-hugging" className="size-14 shrink-0" />
          <div>
            <h1 className="text-4xl font-bold text-sky-deep">For grown-ups</h1>
            <p className="text-lg text-slate-700">Who can reach your child, and what they say</p>
          </div>
        </div>
        <GrownUpsOnly>
          <FamilyLists />
        </GrownUpsOnly>
        <SiteFooter />
      </main>
    </>
  );
}

function FamilyLists() {
  const requests = useFamilyRequests();
  const lists = useFamilyConnections();
  const action = useFamilyAction();
  const settings = useSettings();

  function act(next: TFamilyAction, done?: () => void) {
    action.mutate(next, {
      onSuccess: (answer) => {
        toastFamilyDone(answer?.message ?? DONE[next.kind]);
        done?.();
      },
      onError: toastFamilyFailed,
    });
  }

  const waiting = requests.data?.pages.flatMap((page) => page.requests) ?? [];
  const waitingCount = requests.data?.pages[0]?.total ?? 0;
  return (
    <div className="space-y-8">
      {settings.data?.messagesEnabled === false && (
        <p
          role="status"
          className="rounded-3xl border-4 border-sunny bg-white p-4 text-lg font-semibold"
        >
          Messages are switched off: nothing is sent or received, and the Messages menu is hidden.
          You can switch them on again in{" "}
          <Link href="/account" className="text-sky-deep underline">
            Account Settings
          </Link>
          .
        </p>
      )}
      <div className="space-y-4 rounded-3xl bg-white/80 p-4 shadow-sm sm:p-5">
        <p className="text-lg">
          Only families you accept can send messages to your child. A message from anyone else waits
          here under Requests; they are never told if you decline or block. Below you can read
          everything your child sent and received.
        </p>
        <nav aria-label="On this page" className="flex flex-wrap gap-2">
          {SECTIONS.map(({ id, short }) => (
            <a
              key={id}
              href={`#${id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-sky-200 bg-white px-4 font-display text-base font-semibold text-sky-deep hover:bg-sky-50 focus-visible:outline-4 focus-visible:outline-sky-brand"
            >
              {short}
              {id === "requests" && waitingCount > 0 && (
                <span className="rounded-full bg-berry-deep px-2 text-sm font-bold text-white">
                  <span className="sr-only">: </span>
                  {waitingCount}
                  <span className="sr-only"> waiting</span>
                </span>
              )}
            </a>
          ))}
        </nav>
      </div>
      <Section id="requests">
        {requests.isPending && <p className="text-lg">Loading...</p>}
        {requests.isError && (
          <p role="alert" className="text-lg text-red-700">
            We couldn't load the requests. Please refresh the page.
          </p>
        )}
        {requests.isSuccess && waiting.length === 0 && (
          <p className="text-lg text-slate-600">No requests are waiting.</p>
        )}
        {waitingCount > 0 && (
          <p data-testid="requests-count" className="text-lg font-semibold">
            {waitingCount === 1 ? "1 family is" : `${waitingCount} families are`} waiting, newest
            first.
          </p>
        )}
        {waiting.length > 0 && (
          <ul className="space-y-4">
            {waiting.map((request) => (
              <RequestCard
                key={request.family.username}
                request={request}
                isBusy={action.isPending}
                onAction={act}
              />
            ))}
          </ul>
        )}
        {requests.hasNextPage && (
          <div className="flex justify-center">
            <Button
              variant="outline"
              disabled={requests.isFetchingNextPage}
              onClick={() => void requests.fetchNextPage()}
            >
              {requests.isFetchingNextPage ? "Loading..." : "Show older requests"}
            </Button>
          </div>
        )}
      </Section>
      <Section id="connections">
        <FamilyList
          families={lists.data?.connections ?? []}
          label="Connected families"
          empty={lists.isPending ? "Loading..." : "No connected families yet."}
          actions={(username) => (
            <>
              <Button
                variant="outline"
                disabled={action.isPending}
                onClick={() => act({ kind: "disconnect", username })}
              >
                <Unlink aria-hidden /> Remove
              </Button>
              <Button
                variant="danger"
                disabled={action.isPending}
                onClick={() => act({ kind: "block", username })}
              >
                <Ban aria-hidden /> Block
              </Button>
            </>
          )}
        />
      </Section>
      <Section
        id="received"
        note="Newest first, also the ones no longer in the inbox. Reading them here doesn't mark them as read."
      >
        <GrownUpMessages box="received" />
      </Section>
      <Section id="sent" note="Newest first, also the ones deleted from Sent.">
        <GrownUpMessages box="sent" />
      </Section>
      <Section id="blocked">
        <FamilyList
          families={lists.data?.blocked ?? []}
          label="Blocked families"
          empty="You haven't blocked anyone."
          actions={(username) => (
            <Button
              variant="outline"
              disabled={action.isPending}
              onClick={() => act({ kind: "unblock", username })}
            >
              Unblock
            </Button>
          )}
        />
        <BlockFamilyForm
          isBusy={action.isPending}
          onBlock={(username, done) => act({ kind: "block", username }, done)}
        />
      </Section>
      <Link
        href="/privacy"
        className="inline-flex min-h-12 items-center text-lg font-semibold text-sky-deep underline"
      >
        What we keep, for how long, and who sees it
      </Link>
    </div>
  );
}
