import { lazyPage } from "@/web/lib/lazy-page";

const loadCreatePage = () => import("./create-page");

/** The creation page (form, gallery, dialogs): the largest page, kept out of the entry script. */
export const LazyCreatePage = lazyPage(loadCreatePage, "CreatePage");

/** Starts fetching its code now, e.g. while the current user is still being asked. */
export function preloadCreatePage(): void {
  void loadCreatePage();
}
