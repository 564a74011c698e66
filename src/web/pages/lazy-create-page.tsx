import { Suspense } from "react";
import { CreatePageShell } from "@/web/features/create/create-page-shell";
import { AppHeader } from "@/web/features/layout/app-header";
import { AfterFirstPaint } from "@/web/lib/after-first-paint";
import { lazyPage } from "@/web/lib/lazy-page";

/** The creation page (form, gallery, dialogs): the largest page, kept out of the entry script. */
const CreatePage = lazyPage(() => import("./create-page"), "CreatePage");

/**
 * The creation page, its header and top drawn at once by the entry. Its own code is asked for
 * right after that is on screen, so the first screen does not share the connection with it. The
 * header stays the same one throughout, so a menu opened meanwhile stays open.
 */
export function LazyCreatePage({ isVisitor }: { isVisitor: boolean }) {
  return (
    <>
      <AppHeader />
      <AfterFirstPaint isUrgent fallback={<CreatePageShell />}>
        <Suspense fallback={<CreatePageShell />}>
          <CreatePage isVisitor={isVisitor} />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}
