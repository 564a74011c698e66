import type { TGalleryImage } from "@/shared/contracts/images";
import { useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { OPEN_GREETING_MODAL_QUERY, SHOW_GREETING_PREVIEW_QUERY } from "./greeting-handoff-keys";
import type { TShareLaunch } from "./share-dialog";

let launches = 0;

/**
 * When the share dialog opens on home: from a picture's Share button, or from the hand-off of
 * /contacts (`?openGreetingModal=true`: the newest picture and the ticked people;
 * `?showGreetingPreview=true`: the stored picture, people and message). The query is cleared
 * afterwards so a reload does not open it again.
 */
export function useShareLauncher(isEnabled: boolean) {
  const [launch, setLaunch] = useState<TShareLaunch | null>(null);
  const search = useSearch();
  const [, navigate] = useLocation();
  const handledSearch = useRef<string | null>(null);

  useEffect(() => {
    if (!isEnabled || handledSearch.current === search) return;
    const params = new URLSearchParams(search);
    const isPreview = params.get(SHOW_GREETING_PREVIEW_QUERY) === "true";
    const isModal = params.get(OPEN_GREETING_MODAL_QUERY) === "true";
    if (!isPreview && !isModal) return;
    handledSearch.current = search;
    launches += 1;
    const id = launches;
    // The hand-off's checks (and zod) load only when there is a hand-off to read.
    void import("./greeting-handoff").then(({ takeGreetingCardData, takeSelectedContacts }) => {
      if (isPreview) {
        const data = takeGreetingCardData(window.localStorage);
        setLaunch({
          id,
          picture: data?.image ?? null,
          recipients: data?.recipients ?? [],
          message: data?.message,
          origin: "contacts",
        });
      } else {
        setLaunch({
          id,
          picture: null,
          recipients: takeSelectedContacts(window.localStorage),
          origin: "contacts",
        });
      }
      navigate("/", { replace: true });
    });
  }, [isEnabled, search, navigate]);

  return {
    launch,
    openForPicture(image: TGalleryImage) {
      launches += 1;
      setLaunch({ id: launches, picture: image, recipients: [], origin: "gallery" });
    },
    close: () => setLaunch(null),
  };
}
