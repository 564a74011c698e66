import { useEffect } from "react";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { PageLoading } from "@/web/features/layout/page-loading";
import { LazyCreatePage, preloadCreatePage } from "./lazy-create-page";

/** `/try`: the creation page, with the free trial for a visitor. */
export function TryPage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  useEffect(preloadCreatePage, []);
  if (isLoading) return <PageLoading />;
  return <LazyCreatePage isVisitor={!isSignedIn} />;
}
