import { useEffect } from "react";

/** Sets the browser tab's title for a page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Doodle Dino` : "Doodle Dino";
  }, [title]);
}
