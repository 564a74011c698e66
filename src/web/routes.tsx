import { useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { SignedInOnly } from "./features/auth/signed-in-only";
import { AboutPage } from "./pages/about-page";
import { AdminPage } from "./pages/admin-page";
import { AdminSupportPage } from "./pages/admin-support-page";
import { AccountPage } from "./pages/account-page";
import { AuthPage } from "./pages/auth-page";
import { ContactPage } from "./pages/contact-page";
import { HomePage } from "./pages/home-page";
import { LandingPage } from "./pages/landing-page";
import { NotFoundPage } from "./pages/not-found-page";
import { ResetPasswordPage } from "./pages/reset-password-page";
import { SubscriptionPage } from "./pages/subscription-page";
import { TestDinoPage } from "./pages/test-dino-page";
import { TestVisibleDinoPage } from "./pages/test-visible-dino-page";
import { TryPage } from "./pages/try-page";

function ScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** The route table (spec section 2). Later issues add /story and the rest. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTopOnNavigate />
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/try" component={TryPage} />
        <Route path="/landing" component={LandingPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/auth" component={AuthPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/account">
          <SignedInOnly page={AccountPage} />
        </Route>
        <Route path="/subscription" component={SubscriptionPage} />
        <Route path="/admin" component={AdminPage} />
        <Route path="/admin-support" component={AdminSupportPage} />
        <Route path="/test-dino" component={TestDinoPage} />
        <Route path="/test-visible-dino" component={TestVisibleDinoPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </>
  );
}
