import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { CreatePage } from "./create-page";
import { LandingPage } from "./landing-page";

/** `/`: the creation page for a signed-in user, the landing page for a visitor. */
export function HomePage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
        <DinoMascot className="size-32 animate-dino-bob" label="Loading" />
      </div>
    );
  }
  return isSignedIn ? <CreatePage isVisitor={false} /> : <LandingPage />;
}
