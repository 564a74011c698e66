import { Pencil } from "lucide-react";
import { useEffect, useState, type RefObject } from "react";
import { Button } from "@/web/components/ui/button";

interface MakeAnotherButtonProps {
  /** Shown only once a picture has been made on this visit. */
  isReady: boolean;
  /** The create section (brought back into view) and its idea box (focused for the next idea). */
  section: RefObject<HTMLElement | null>;
  ideaBox: RefObject<HTMLTextAreaElement | null>;
}

/** Whether the element is at least partly on screen. */
function useIsOnScreen(element: RefObject<HTMLElement | null>, isWatching: boolean): boolean {
  const [isOnScreen, setIsOnScreen] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!isWatching || !target) return;
    const observer = new IntersectionObserver(([entry]) =>
      setIsOnScreen(entry?.isIntersecting ?? true),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, isWatching]);
  return isOnScreen;
}

/**
 * After a picture the page shows it in the gallery, a screen and more below the idea box (issue
 * 36): while the idea box is off screen, this button floats in reach and brings it back. Under
 * the header on a phone (a toast shows at the bottom there), at the bottom on wider screens
 * (toasts show at the top), standing above the footer's links when they scroll into view
 * (`footer-in-view.ts`).
 */
export function MakeAnotherButton({ isReady, section, ideaBox }: MakeAnotherButtonProps) {
  const isIdeaBoxOnScreen = useIsOnScreen(ideaBox, isReady);
  if (!isReady || isIdeaBoxOnScreen) return null;

  function goBack() {
    section.current?.scrollIntoView({ block: "start" });
    ideaBox.current?.focus({ preventScroll: true });
  }

  return (
    <div className="pointer-events-none fixed inset-x-0 top-[5.25rem] z-20 flex justify-center px-3 sm:top-auto sm:bottom-[max(1.5rem,calc(var(--footer-in-view,0px)+0.75rem))]">
      <Button variant="dino" size="lg" className="pointer-events-auto shadow-xl" onClick={goBack}>
        <Pencil aria-hidden /> Make another picture
      </Button>
    </div>
  );
}
