import { useLayoutEffect, useState, type RefObject } from "react";
import { toastTop, type TBox } from "./toast-placement";

/** Whatever a family can tap: what a toast must not cover. */
const CONTROL_SELECTOR =
  "button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=menuitem]";
/** Between the toast and the screen's edge or a control. */
const MARGIN_PX = 12;
/** From this width the toast prefers the top of the screen (Tailwind's `sm`). */
const WIDE_SCREEN = "(min-width: 640px)";

/** The boxes of the controls that can be tapped now, leaving out the toaster's own. */
function tappableControls(toaster: HTMLElement): TBox[] {
  return (
    [...document.querySelectorAll<HTMLElement>(CONTROL_SELECTOR)]
      .filter((control) => !toaster.contains(control))
      // Behind an open dialog the page is hidden and cannot be tapped.
      .filter((control) => !control.closest("[aria-hidden=true], [inert]"))
      .filter((control) => getComputedStyle(control).visibility !== "hidden")
      .map((control) => control.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
  );
}

/**
 * The top (px) at which the shown toast covers no control, measured again while it is shown
 * whenever the page scrolls, resizes or changes; undefined while there is no toast.
 */
export function useToastPlacement(
  toaster: RefObject<HTMLElement | null>,
  shownToast: RefObject<HTMLElement | null>,
  toastId: number | undefined,
): number | undefined {
  const [top, setTop] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const toasterElement = toaster.current;
    const toastElement = shownToast.current;
    if (toastId === undefined || !toasterElement || !toastElement) {
      setTop(undefined);
      return;
    }
    let frame = 0;
    const place = () => {
      frame = 0;
      const box = toastElement.getBoundingClientRect();
      setTop(
        toastTop({
          viewportHeight: window.innerHeight,
          toast: { height: box.height, left: box.left, right: box.right },
          controls: tappableControls(toasterElement),
          edge: window.matchMedia?.(WIDE_SCREEN).matches ? "top" : "bottom",
          margin: MARGIN_PX,
        }),
      );
    };
    const placeSoon = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    window.addEventListener("scroll", placeSoon, { capture: true, passive: true });
    window.addEventListener("resize", placeSoon);
    const changes = new MutationObserver(placeSoon);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", placeSoon, { capture: true });
      window.removeEventListener("resize", placeSoon);
      changes.disconnect();
    };
  }, [toaster, shownToast, toastId]);
  return top;
}
