import { useEffect, type RefObject } from "react";

/** The address fragment that asks the creation page to show its gallery (`/gallery` uses it). */
export const GALLERY_HASH = "#gallery";

/** Scrolls the gallery into view once, when the page was opened at `#gallery`. */
export function useScrollToGalleryOnAnchor(gallery: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (window.location.hash === GALLERY_HASH) gallery.current?.scrollIntoView({ block: "start" });
  }, [gallery]);
}
