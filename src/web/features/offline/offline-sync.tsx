import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "@/web/components/ui/toast-store";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { IMAGES_KEY } from "@/web/features/gallery/use-images";
import { USAGE_KEY } from "@/web/features/subscription/subscription-queries";
import { TRIAL_KEY } from "@/web/features/trial/use-trial";
import { ownerKeyOf } from "./offline-picture";
import { offlineQueue } from "./offline-pictures";
import { OFFLINE_PICTURES_KEY } from "./use-offline-pictures";

const SYNC_INTERVAL_MS = 15_000;

/** Sends pictures made offline when the app opens, when the connection returns, and now and then. */
export function OfflineSync() {
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (isLoading) return;
    const ownerKey = ownerKeyOf(userId);
    let isStopped = false;
    const sync = async () => {
      if (!navigator.onLine) return;
      const summary = await offlineQueue.sync(ownerKey).catch(() => null);
      if (!summary || isStopped || summary.sent + summary.kept === 0) return;
      for (const queryKey of [OFFLINE_PICTURES_KEY, IMAGES_KEY, TRIAL_KEY, USAGE_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      if (summary.sent > 0) {
        toast({
          title: "Your offline pictures are in your gallery!",
          description:
            summary.sent === 1
              ? "The picture you made offline is saved in your gallery now."
              : `The ${summary.sent} pictures you made offline are saved in your gallery now.`,
          variant: "success",
        });
      }
      if (summary.kept > 0) {
        toast({
          title: "Some pictures stay on this device",
          description:
            summary.kept === 1
              ? "One picture you made offline could not be added to your gallery, so it stays safe on this device."
              : `${summary.kept} pictures you made offline could not be added to your gallery, so they stay safe on this device.`,
        });
      }
    };
    const onOnline = () => void sync();
    void sync();
    window.addEventListener("online", onOnline);
    const timer = setInterval(onOnline, SYNC_INTERVAL_MS);
    return () => {
      isStopped = true;
      window.removeEventListener("online", onOnline);
      clearInterval(timer);
    };
  }, [isLoading, userId, queryClient]);

  return null;
}
