import { Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { RefreshCurrentUserOnNavigate } from "./features/auth/refresh-current-user-on-navigate";
import { SignedInOnly } from "./features/auth/signed-in-only";
import { lazyPage } from "./lib/lazy-page";
import { PageLoading } from "./features/layout/page-loading";
import { HomePage } from "./pages/home-page";
import { LandingPage } from "./pages/landing-page";
import { GalleryRedirectPage } from "./pages/gallery-redirect-page";
import { TryPage } from "./pages/try-page";

const AdminPage = lazyPage(() => import("./pages/admin-page"), "AdminPage");
const AdminSupportPage = lazyPage(() => import("./pages/admin-support-page"), "AdminSupportPage");
const AccountPage = lazyPage(() => import("./pages/account-page"), "AccountPage");
const AuthPage = lazyPage(() => import("./pages/auth-page"), "AuthPage");
const ContactPage = lazyPage(() => import("./pages/contact-page"), "ContactPage");
const ContactsPage = lazyPage(() => import("./pages/contacts-page"), "ContactsPage");
const ResetPasswordPage = lazyPage(
  () => import("./pages/reset-password-page"),
  "ResetPasswordPage",
);
const SubscriptionPage = lazyPage(() => import("./pages/subscription-page"), "SubscriptionPage");
const TestDinoPage = lazyPage(() => import("./pages/test-dino-page"), "TestDinoPage");
const TestVisibleDinoPage = lazyPage(
  () => import("./pages/test-visible-dino-page"),
  "TestVisibleDinoPage",
);
const NotFoundPage = lazyPage(() => import("./pages/not-found-page"), "NotFoundPage");
const AboutPage = lazyPage(() => import("./pages/about-page"), "AboutPage");
const PrivacyPage = lazyPage(() => import("./pages/privacy-page"), "PrivacyPage");
const InboxPage = lazyPage(() => import("./pages/inbox-page"), "InboxPage");
const SentPage = lazyPage(() => import("./pages/sent-page"), "SentPage");
const FamilyPage = lazyPage(() => import("./pages/family-page"), "FamilyPage");
const DiaryPage = lazyPage(() => import("./pages/diary-page"), "DiaryPage");
const AnimationPage = lazyPage(() => import("./pages/animation-page"), "AnimationPage");
const FaceSwapPage = lazyPage(() => import("./pages/face-swap-page"), "FaceSwapPage");
const StoryPage = lazyPage(() => import("./pages/story-page"), "StoryPage");
const StoryBookPage = lazyPage(() => import("./pages/story-book-page"), "StoryBookPage");
const StoryBookReaderPage = lazyPage(
  () => import("./pages/story-book-reader-page"),
  "StoryBookReaderPage",
);

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
      <RefreshCurrentUserOnNavigate />
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/try" component={TryPage} />
          <Route path="/gallery" component={GalleryRedirectPage} />
          <Route path="/landing" component={LandingPage} />
          <Route path="/about" component={AboutPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/auth" component={AuthPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/account">
            <SignedInOnly page={AccountPage} />
          </Route>
          <Route path="/inbox">
            <SignedInOnly page={InboxPage} />
          </Route>
          <Route path="/sent">
            <SignedInOnly page={SentPage} />
          </Route>
          <Route path="/family">
            <SignedInOnly page={FamilyPage} />
          </Route>
          <Route path="/contacts">
            <SignedInOnly page={ContactsPage} />
          </Route>
          <Route path="/story" component={StoryPage} />
          <Route path="/story-book" component={StoryBookPage} />
          <Route path="/story-book/:id">
            <SignedInOnly page={StoryBookReaderPage} />
          </Route>
          <Route path="/subscription" component={SubscriptionPage} />
          <Route path="/diary" component={DiaryPage} />
          <Route path="/face-swap">
            <SignedInOnly page={FaceSwapPage} />
          </Route>
          <Route path="/animation">
            <SignedInOnly page={AnimationPage} />
          </Route>
          <Route path="/admin" component={AdminPage} />
          <Route path="/admin-support" component={AdminSupportPage} />
          <Route path="/test-dino" component={TestDinoPage} />
          <Route path="/test-visible-dino" component={TestVisibleDinoPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </>
  );
}
