import { useEffect } from "react";

/** The arrow keys turn the book's pages (unless a text box has the keyboard). */
export function usePageKeys(onNext: () => void, onBack: () => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable='true']")) return;
      if (event.key === "ArrowRight") onNext();
      else if (event.key === "ArrowLeft") onBack();
      else return;
      event.preventDefault();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [onNext, onBack]);
}
