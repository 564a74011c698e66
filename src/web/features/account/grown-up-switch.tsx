import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import type { TUpdateSettingsBody } from "@/shared/contracts/settings";
import { useSettings, useUpdateSettings } from "./use-settings";

type TBooleanSetting = "messagesEnabled" | "outsideEnginesAllowed";

/** One of a grown-up's on/off settings, saved at once, with what it means now underneath. */
export function GrownUpSwitch({
  setting,
  label,
  isOnByDefault,
  toasts,
  explanation,
}: {
  setting: TBooleanSetting;
  label: string;
  isOnByDefault: boolean;
  toasts: { on: string; off: string };
  explanation: { on: string; off: string };
}) {
  const settings = useSettings();
  const update = useUpdateSettings();
  const saved = settings.data?.[setting];
  const isOn = saved === undefined ? isOnByDefault : saved;

  function toggle() {
    const change: TUpdateSettingsBody = { [setting]: !isOn };
    update.mutate(change, {
      onSuccess: () => toast({ title: isOn ? toasts.off : toasts.on, variant: "success" }),
      onError: (error) =>
        toast({
          title: "Error",
          description: humanMessageOf(error) ?? "That didn't work. Please try again!",
          variant: "destructive",
        }),
    });
  }

  return (
    <div className="space-y-1">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        disabled={!settings.data || update.isPending}
        onClick={toggle}
        className="flex min-h-12 items-center gap-3 rounded-full px-2 font-display text-lg font-semibold disabled:opacity-60"
      >
        <span
          aria-hidden
          className={cn(
            "relative h-8 w-14 shrink-0 rounded-full transition-colors",
            isOn ? "bg-dino" : "bg-slate-300",
          )}
        >
          <span
            className={cn(
              "absolute top-1 left-1 size-6 rounded-full bg-white shadow transition-transform",
              isOn && "translate-x-6",
            )}
          />
        </span>
        {label}
      </button>
      <p className="text-lg">{isOn ? explanation.on : explanation.off}</p>
    </div>
  );
}
