import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, startTransition, StrictMode, Suspense, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "./components/ui/toaster";
import { currentUserQuery } from "./features/auth/use-current-user";
import { trialQuery } from "./features/trial/use-trial";
import { listenForInstallPrompt } from "./features/install/install-prompt";
import { startNativeShell } from "./features/native-shell/start-native-shell";
import { OfflineNote } from "./features/offline/offline-note";
import { registerServiceWorker } from "./features/service-worker/register-service-worker";
import { FollowFamilyLanguage } from "./i18n/follow-family-language";
import { startI18n } from "./i18n/start-i18n";
import { AfterFirstPaint } from "./lib/after-first-paint";
import { firstScreenFontsReady } from "./lib/first-screen-fonts";
import { createQueryClient } from "./lib/query-client";
import { AppRoutes } from "./routes";

/** Shows once a new version is waiting, which the service worker finds after the first paint. */
const UpdateBanner = lazy(async () => ({
  default: (await import("./features/service-worker/update-banner")).UpdateBanner,
}));

/** Sends pictures made offline; loaded after the page, as nothing on screen waits for it. */
const OfflineSync = lazy(async () => ({
  default: (await import("./features/offline/offline-sync")).OfflineSync,
}));

/**
 * How long the first render waits for the current user (asked below, before the first render) and
 * the first screen's fonts. Both are usually in by then, and the page opens on its own content, all
 * its words drawn at once, rather than flashing the loading dino first; on a slow connection the
 * dino shows after this long.
 */
const FIRST_RENDER_WAIT_MS = 300;

/** The service worker and the offline sync, started once the first screen is drawn. */
function BackgroundWork() {
  useEffect(registerServiceWorker, []);
  return (
    <Suspense>
      <OfflineSync />
    </Suspense>
  );
}

listenForInstallPrompt();
const queryClient = createQueryClient();
// Every page first asks who is signed in: ask now, while the page's code is still loading. A
// visitor's header shows the free pictures left: ask for those as soon as it is a visitor.
const currentUser = queryClient.prefetchQuery(currentUserQuery).then(() => {
  if (!queryClient.getQueryData(currentUserQuery.queryKey))
    void queryClient.prefetchQuery(trialQuery);
});
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first screen's messages are always waited for (English's come with this script).
void Promise.all([
  startI18n(),
  Promise.race([
    Promise.all([currentUser, firstScreenFontsReady()]),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]),
]).then(() => {
  // Drawn as a transition: React renders the first screen in small slices, so the browser can
  // answer a tap meanwhile instead of waiting out one long task.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <FollowFamilyLanguage />
          <OfflineNote />
          <AppRoutes />
          <Toaster />
          <AfterFirstPaint>
            <BackgroundWork />
            <Suspense>
              <UpdateBanner />
            </Suspense>
          </AfterFirstPaint>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  void startNativeShell();
});
