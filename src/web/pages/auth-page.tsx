import type { TRegisterResponse } from "@/shared/contracts/auth";
import { LogIn, UserPlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Redirect, useLocation, useSearchParams } from "wouter";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { AuthLandingNotice } from "@/web/features/auth/auth-landing-notice";
import { ConfirmEmailScreen } from "@/web/features/auth/confirm-email-screen";
import { NEXT_PARAM, TAB_PARAM, safeNextPath } from "@/web/features/auth/next-path";
import { SignInForm } from "@/web/features/auth/sign-in-form";
import { SignUpForm } from "@/web/features/auth/sign-up-form";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { AuthCard } from "@/web/features/auth/auth-card";
import { InstallAppCard } from "@/web/features/install/install-app-card";
import { PageLoading } from "@/web/features/layout/page-loading";
import { toast } from "@/web/components/ui/toast-store";
import { AppHeader } from "@/web/features/layout/app-header";
import { useDocumentTitle } from "@/web/lib/use-document-title";

type TAuthTab = "sign-in" | "sign-up";

/** `/auth`: Sign In and Sign Up for grown-ups; a signed-in user goes on to where they were headed. */
export function AuthPage() {
  useDocumentTitle("Sign In");
  const { isLoading, isSignedIn } = useCurrentUser();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM));
  const [tab, setTab] = useState<TAuthTab>(() =>
    params.get(TAB_PARAM) === "sign-up" ? "sign-up" : "sign-in",
  );
  const [registered, setRegistered] = useState<TRegisterResponse | null>(null);

  if (isLoading) return <PageLoading />;
  if (isSignedIn) {
    return params.get("verified") === "signed-in" ? (
      <WelcomeAfterConfirming />
    ) : (
      <Redirect to={next} replace />
    );
  }

  function backToSignUp() {
    setRegistered(null);
    setTab("sign-up");
  }

  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-xl space-y-6 px-3 pb-10 sm:px-6">
        <AuthCard>
          {registered ? (
            <ConfirmEmailScreen answer={registered} onBack={backToSignUp} />
          ) : (
            <>
              <div className="flex items-center gap-3">
                <DinoMascot className="size-16 shrink-0 animate-dino-bob sm:size-20" />
                <div>
                  <h1 className="text-2xl font-bold text-sky-deep sm:text-3xl">
                    Hello, <span className="whitespace-nowrap">grown-ups!</span>
                  </h1>
                  <p className="text-lg">Sign in or make a free family account.</p>
                </div>
              </div>
              <AuthLandingNotice />
              <Tabs value={tab} onValueChange={(value) => setTab(value as TAuthTab)}>
                <TabsList aria-label="Sign in or sign up">
                  <TabsTrigger value="sign-in">
                    <LogIn aria-hidden /> Sign In
                  </TabsTrigger>
                  <TabsTrigger value="sign-up">
                    <UserPlus aria-hidden /> Sign Up
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="sign-in" className="mt-5">
                  <SignInForm next={next} />
                </TabsContent>
                <TabsContent value="sign-up" className="mt-5">
                  <SignUpForm onRegistered={setRegistered} />
                </TabsContent>
              </Tabs>
            </>
          )}
        </AuthCard>
        <InstallAppCard />
      </main>
    </>
  );
}

/**
 * The confirmation link opened in the browser that signed up (`/auth?verified=signed-in`): the
 * server signed it in, so it says so and goes home.
 */
function WelcomeAfterConfirming() {
  const [, navigate] = useLocation();
  const hasWelcomed = useRef(false);
  useEffect(() => {
    if (hasWelcomed.current) return;
    hasWelcomed.current = true;
    toast({
      title: "Email confirmed!",
      description: "You're signed in. Welcome to Doodle Dino!",
      variant: "success",
      keptOnPage: "/",
    });
    navigate("/", { replace: true });
  }, [navigate]);
  return <PageLoading />;
}
