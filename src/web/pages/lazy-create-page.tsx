import { Suspense, useDeferredValue } from "react";
import { CreatePageShell } from "@/web/features/create/create-page-shell";
import { AppHeader } from "@/web/features/layout/app-header";
import { AfterFirstPaint } from "@/web/lib/after-first-paint";
import { loadArea } from "@/web/i18n/catalogs-loader";
import { currentLanguage } from "@/web/i18n/current-language";
import { lazyPage } from "@/web/lib/lazy-page";

/** The creation page (form, gallery, dialogs): the largest page, kept out of the entry script. */
// Its words are asked for with its code, so the page never waits for them after.
const CreatePage = lazyPage(
  () =>
    Promise.all([import("./create-page"), loadArea(currentLanguage(), "create")]).then(
      ([page]) => page,
    ),
  "CreatePage",
);

/**
 * The creation page, its header and top drawn at once by the entry. Its own code is asked for
 * right after that is on screen, so the first screen does not share the connection with it. The
 * header stays the same one throughout, so a menu opened meanwhile stays open, and so does the top
 * the entry drew: the boundary is on screen before the page's code is asked for, so the wait for
 * it keeps the first screen's elements rather than drawing the boundary's fallback anew.
 *
 * `isVisitor` is unknown while the current user is still being asked for: the top stays until then,
 * and, as a deferred value, until the page's code is in.
 */
export function LazyCreatePage({ isVisitor }: { isVisitor: boolean | undefined }) {
  const knownIsVisitor = useDeferredValue(isVisitor);
  return (
    <>
      <AppHeader />
      <Suspense fallback={<CreatePageShell />}>
        <AfterFirstPaint isUrgent fallback={<CreatePageShell />}>
          {knownIsVisitor === undefined ? (
            <CreatePageShell />
          ) : (
            <CreatePage isVisitor={knownIsVisitor} />
          )}
        </AfterFirstPaint>
      </Suspense>
    </>
  );
}
