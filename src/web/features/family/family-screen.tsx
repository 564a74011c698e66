import { Ban, Unlink } from "lucide-react";
import type { ReactNode } from "react";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { Button } from "@/web/components/ui/button";
import { AppHeader } from "@/web/features/layout/app-header";
import { SiteFooter } from "@/web/features/layout/site-footer";
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
import { toastFamilyDone, toastFamilyFailed } from "./family-toasts";
import { RequestCard } from "./request-card";

const DONE: Record<TFamilyAction["kind"], string> = {
  accept: "",
  decline: "",
  block: "",
  unblock: "Unblocked. They can send your family a request again.",
  disconnect: "Connection removed. Their next message will wait for you here.",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h2 className="font-display text-2xl font-bold text-sky-deep">{title}</h2>
      {children}
    </section>
  );
}

/** /family: a grown-up's requests, connections and blocks, behind the parental gate. */
export function FamilyScreen() {
  useDocumentTitle("Family connections");
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-3 py-5 sm:px-6">
        <div className="flex items-center gap-3">
          <FluentEmoji name="people-hugging" className="size-14 shrink-0" />
          <h1 className="text-4xl font-bold text-sky-deep">Family connections</h1>
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

  function act(next: TFamilyAction, done?: () => void) {
    action.mutate(next, {
      onSuccess: (answer) => {
        toastFamilyDone(answer?.message ?? DONE[next.kind]);
        done?.();
      },
      onError: toastFamilyFailed,
    });
  }

  const waiting = requests.data?.requests ?? [];
  return (
    <div className="space-y-8">
      <p className="text-lg">
        Only families you accept can send messages to your child. A message from anyone else waits
        here for you; they are never told if you decline or block.
      </p>
      <Section title="Requests">
        {requests.isPending && <p className="text-lg">Loading...</p>}
        {requests.isError && (
          <p role="alert" className="text-lg text-red-700">
            We couldn't load the requests. Please refresh the page.
          </p>
        )}
        {requests.isSuccess && waiting.length === 0 && (
          <p className="text-lg text-slate-600">No requests are waiting.</p>
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
      </Section>
      <Section title="Connected families">
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
      <Section title="Blocked families">
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
    </div>
  );
}
