import { useEffect } from "react";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { CreatePageShell } from "@/web/features/create/create-page-shell";
import { LazyCreatePage, preloadCreatePage } from "./lazy-create-page";

/** `/try`: the creation page, with the free trial for a visitor. */
export function TryPage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  useEffect(preloadCreatePage, []);
  if (isLoading) return <CreatePageShell />;
  return <LazyCreatePage isVisitor={!isSignedIn} />;
}
