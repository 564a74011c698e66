import "./styles.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "./components/ui/toaster";
import { listenForInstallPrompt } from "./features/install/install-prompt";
import { startNativeShell } from "./features/native-shell/start-native-shell";
import { registerServiceWorker } from "./features/service-worker/register-service-worker";
import { UpdateBanner } from "./features/service-worker/update-banner";
import { createQueryClient } from "./lib/query-client";
import { AppRoutes } from "./routes";

listenForInstallPrompt();
registerServiceWorker();
const queryClient = createQueryClient();
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster />
      <UpdateBanner />
    </QueryClientProvider>
  </StrictMode>,
);
void startNativeShell();
