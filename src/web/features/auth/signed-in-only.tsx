import type { ComponentType } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { PageLoading } from "@/web/features/layout/page-loading";
import { signInPathFor } from "./next-path";
import { useCurrentUser } from "./use-current-user";

/** A signed-in-only page: a visitor goes to /auth and comes back here after signing in. */
export function SignedInOnly({ page: Page }: { page: ComponentType }) {
  const { isLoading, isSignedIn } = useCurrentUser();
  const [path] = useLocation();
  const search = useSearch();
  if (isLoading) return <PageLoading />;
  if (!isSignedIn)
    return <Redirect to={signInPathFor(search ? `${path}?${search}` : path)} replace />;
  return <Page />;
}
