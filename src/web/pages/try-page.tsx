import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { PageLoading } from "@/web/features/layout/page-loading";
import { CreatePage } from "./create-page";

/** `/try`: the creation page, with the free trial for a visitor. */
export function TryPage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  return <CreatePage isVisitor={!isSignedIn} />;
}
