import { Link } from "wouter";
import { toast } from "@/web/components/ui/toast-store";
import { useSettings, useUpdateSettings } from "@/web/features/account/use-settings";
import { useUsage } from "@/web/features/subscription/subscription-queries";
import { Switch } from "@/web/components/ui/switch";
import { useActiveFacePhoto } from "./face-photo-queries";
import { showFacePhotoFailure } from "./face-photo-toasts";
import { useParentalGate } from "@/web/features/parental-gate/use-parental-gate";

/**
 * Face Swap Mode on home (spec core.md §2, social.md §4): off while there is no active face photo
 * or a save is pending. A plan without face swap shows what it needs instead of a dead switch.
 */
export function FaceSwapModeToggle() {
  const usage = useUsage(true);
  const settings = useSettings();
  const activePhoto = useActiveFacePhoto(true);
  const update = useUpdateSettings();
  const gate = useParentalGate();

  if (usage.data && !usage.data.canUseFaceSwap) {
    return (
      <p className="text-center text-base text-slate-700">
        Face Swap Mode comes with Premium and Platinum.{" "}
        <Link href="/subscription" className="font-semibold text-sky-deep underline">
          See plans
        </Link>
      </p>
    );
  }
  if (!usage.data || !settings.data || activePhoto.isPending) return null;

  const photo = activePhoto.data ?? null;
  const isOn = settings.data.faceSwapEnabled === "true" && photo !== null;
  const isDisabled = photo === null || update.isPending;

  function toggle() {
    const next = !isOn;
    update.mutate(
      { faceSwapEnabled: next ? "true" : "false" },
      {
        onSuccess: () =>
          toast({
            title: next ? "Face swap enabled" : "Face swap disabled",
            variant: next ? "success" : "default",
          }),
        onError: (error) => showFacePhotoFailure(error, "Failed to update face swap"),
      },
    );
  }

  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <div className="flex items-center gap-3">
        {photo && (
          <img
            src={photo.imageUrl}
            alt=""
            className="size-12 rounded-full border-4 border-white object-cover shadow"
          />
        )}
        <Switch
          isOn={isOn}
          label="Face Swap Mode"
          aria-describedby={photo ? undefined : "face-swap-mode-hint"}
          disabled={isDisabled}
          onClick={() => gate.check(toggle)}
        />
      </div>
      {!photo && (
        <p id="face-swap-mode-hint" className="text-sm text-slate-600">
          Choose a face photo on the{" "}
          <Link href="/face-swap" className="font-semibold text-sky-deep underline">
            Face Swap page
          </Link>{" "}
          to switch it on.
        </p>
      )}
      {gate.dialog}
    </div>
  );
}
