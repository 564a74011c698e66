import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { LazyCreatePage } from "./lazy-create-page";

/** `/try`: the creation page, with the free trial for a visitor. */
export function TryPage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  return <LazyCreatePage isVisitor={isLoading ? undefined : !isSignedIn} />;
}
