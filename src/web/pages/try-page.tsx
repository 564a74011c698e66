import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { CreatePageShell } from "@/web/features/create/create-page-shell";
import { AppHeader } from "@/web/features/layout/app-header";
import { LazyCreatePage } from "./lazy-create-page";

/** `/try`: the creation page, with the free trial for a visitor. */
export function TryPage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) {
    return (
      <>
        <AppHeader />
        <CreatePageShell />
      </>
    );
  }
  return <LazyCreatePage isVisitor={!isSignedIn} />;
}
