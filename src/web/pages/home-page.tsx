import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { PageLoading } from "@/web/features/layout/page-loading";
import { LandingPage } from "./landing-page";
import { LazyCreatePage } from "./lazy-create-page";

/** `/`: the creation page for a signed-in user, the landing page for a visitor. */
export function HomePage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  return isSignedIn ? <LazyCreatePage isVisitor={false} /> : <LandingPage />;
}
