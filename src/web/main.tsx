import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "./components/ui/toaster";
import { currentUserQuery } from "./features/auth/use-current-user";
import { listenForInstallPrompt } from "./features/install/install-prompt";
import { startNativeShell } from "./features/native-shell/start-native-shell";
import { registerServiceWorker } from "./features/service-worker/register-service-worker";
import { UpdateBanner } from "./features/service-worker/update-banner";
import { createQueryClient } from "./lib/query-client";
import { AppRoutes } from "./routes";

/** Sends pictures made offline; loaded after the page, as nothing on screen waits for it. */
const OfflineSync = lazy(async () => ({
  default: (await import("./features/offline/offline-sync")).OfflineSync,
}));

listenForInstallPrompt();
registerServiceWorker();
const queryClient = createQueryClient();
// Every page first asks who is signed in: start now, while the page's code is still loading.
void queryClient.prefetchQuery(currentUserQuery);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster />
      <UpdateBanner />
      <Suspense>
        <OfflineSync />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
void startNativeShell();
