import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { PageLoading } from "@/web/features/layout/page-loading";
import { CreatePage } from "./create-page";
import { LandingPage } from "./landing-page";

/** `/`: the creation page for a signed-in user, the landing page for a visitor. */
export function HomePage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  return isSignedIn ? <CreatePage isVisitor={false} /> : <LandingPage />;
}
