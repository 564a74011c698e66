import { Switch } from "@/web/components/ui/switch";
import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
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
      <Switch
        isOn={isOn}
        label={label}
        disabled={!settings.data || update.isPending}
        onClick={toggle}
      />
      <p className="text-lg">{isOn ? explanation.on : explanation.off}</p>
    </div>
  );
}
