import { useQueryClient } from "@tanstack/react-query";
import { CloudOff, Download, RotateCcw, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { pictureElementId } from "@/web/features/gallery/reveal-picture";
import type { TOfflinePicture } from "./offline-picture";
import { offlineQueue, removeOfflinePicture } from "./offline-pictures";
import { OFFLINE_PICTURES_KEY } from "./use-offline-pictures";

const actionClass = "min-h-16 flex-col gap-0.5 rounded-2xl px-1 text-sm";

function useObjectUrl(blob: Blob): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

function download(url: string, key: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = `picture-${key}.png`;
  document.body.append(link);
  link.click();
  link.remove();
}

/** A picture drawn on this device while offline: marked so, with where it is up to. */
export function OfflinePictureCard({ picture }: { picture: TOfflinePicture }) {
  const url = useObjectUrl(picture.png);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: OFFLINE_PICTURES_KEY });
  const isKept = picture.status === "kept";

  async function tryAgain() {
    await offlineQueue.tryAgain(picture);
    await refresh();
    window.dispatchEvent(new Event("online"));
  }

  async function remove() {
    if (!window.confirm("Remove this picture from this device? It has not reached your gallery.")) {
      return;
    }
    await removeOfflinePicture(picture.key);
    await refresh();
  }

  return (
    <li
      id={pictureElementId(picture.key)}
      data-testid="offline-picture-card"
      className="@container flex flex-col overflow-hidden rounded-3xl border-4 border-dashed border-sky-brand bg-white shadow-lg"
    >
      <div className="relative aspect-square w-full bg-sky-50">
        {url && <img src={url} alt={picture.description} className="size-full object-cover" />}
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-sky-deep px-3 py-1.5 font-display text-base font-bold text-white shadow">
          <CloudOff className="size-5" aria-hidden />
          made offline
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <p className="line-clamp-2 text-lg font-semibold">{picture.description}</p>
        <p
          className={isKept ? "rounded-2xl bg-amber-50 p-3 text-base" : "text-base text-slate-600"}
        >
          {isKept ? picture.note : "It goes to your gallery as soon as you're back online."}
        </p>
        <div className={`mt-auto grid gap-2 ${isKept ? "grid-cols-3" : "grid-cols-1"}`}>
          <Button
            variant="outline"
            className={actionClass}
            aria-label={`Download picture: ${picture.description}`}
            disabled={!url}
            onClick={() => url && download(url, picture.key)}
          >
            <Download aria-hidden />
            <span aria-hidden>Download</span>
          </Button>
          {isKept && (
            <>
              <Button variant="outline" className={actionClass} onClick={() => void tryAgain()}>
                <RotateCcw aria-hidden />
                Try again
              </Button>
              <Button
                variant="outline"
                className={`${actionClass} border-red-300 text-red-700 shadow-[0_3px_0_#fed7d7] hover:bg-red-50`}
                aria-label={`Remove picture: ${picture.description}`}
                onClick={() => void remove()}
              >
                <Trash2 aria-hidden />
                <span aria-hidden>Remove</span>
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
