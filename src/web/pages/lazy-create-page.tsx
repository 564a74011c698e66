import { Suspense } from "react";
import { CreatePageShell } from "@/web/features/create/create-page-shell";
import { lazyPage } from "@/web/lib/lazy-page";

const loadCreatePage = () => import("./create-page");

/** The creation page (form, gallery, dialogs): the largest page, kept out of the entry script. */
const CreatePage = lazyPage(loadCreatePage, "CreatePage");

/** The creation page, its top drawn at once while its code loads. */
export function LazyCreatePage({ isVisitor }: { isVisitor: boolean }) {
  return (
    <Suspense fallback={<CreatePageShell />}>
      <CreatePage isVisitor={isVisitor} />
    </Suspense>
  );
}

/** Starts fetching its code now, e.g. while the current user is still being asked. */
export function preloadCreatePage(): void {
  void loadCreatePage();
}
