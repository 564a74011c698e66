import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { useT } from "@/web/i18n/use-t";

/** A bobbing dino while a page finds out who is using the app. */
export function PageLoading() {
  const t = useT("layout");
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <DinoMascot className="size-32 animate-dino-bob" label={t("loading")} />
    </div>
  );
}
