import { useLayoutEffect, useState, type RefObject } from "react";
import { clippedBox, placeToast, type TBox } from "./toast-placement";
import { giveBackToastRoom, makeToastRoom } from "./toast-room";

/** Whatever a family can tap: what a toast must not cover. */
const CONTROL_SELECTOR =
  "button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=menuitem]";
/** Between the toast and the screen's edge or a control. */
const MARGIN_PX = 12;
/** From this width the toast prefers the top of the screen (Tailwind's `sm`). */
const WIDE_SCREEN = "(min-width: 640px)";

const boxOf = (element: Element): TBox => element.getBoundingClientRect();

/**
 * The boxes that clip what the element shows: each scrolling or clipping box it lies in (a
 * dialog's scrolling card), inside its borders, and the screen.
 */
function clipsOf(element: HTMLElement): TBox[] {
  const clips: TBox[] = [{ top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth }];
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (style.overflowX !== "visible" || style.overflowY !== "visible") {
      const outer = box.getBoundingClientRect();
      const top = outer.top + box.clientTop;
      const left = outer.left + box.clientLeft;
      clips.push({ top, left, bottom: top + box.clientHeight, right: left + box.clientWidth });
    }
    // What a fixed box holds is placed on the screen, not in the boxes around it.
    if (style.position === "fixed") break;
  }
  return clips;
}

/**
 * The boxes of the controls that can be tapped now, as far as they are shown (a control scrolled
 * out of a dialog's view is not in the way), leaving out the toaster's own.
 */
function tappableControls(toaster: HTMLElement): TBox[] {
  return (
    [...document.querySelectorAll<HTMLElement>(CONTROL_SELECTOR)]
      .filter((control) => !toaster.contains(control))
      // Behind an open dialog the page is hidden and cannot be tapped.
      .filter((control) => !control.closest("[aria-hidden=true], [inert]"))
      .filter((control) => getComputedStyle(control).visibility !== "hidden")
      .map((control) => clippedBox(boxOf(control), clipsOf(control)))
      .filter((box): box is TBox => box !== null)
  );
}

/** Where the shown toast goes, and whether it is shown small to fit a narrow free band. */
export interface TToastPlacement {
  top: number | undefined;
  isCompact: boolean;
}

/**
 * Where the shown toast covers no control, measured again while it is shown whenever the page
 * scrolls, resizes or changes; `top` is undefined while there is no toast. Where no band of the
 * screen is free, it first asks for room (`toast-room.ts`: a tall dialog gives up a band), then,
 * on a page with no room to give (a phone screen of buttons and links), it is shown small, its
 * title only, to fit a narrower band. Both last as long as the toast.
 */
export function useToastPlacement(
  toaster: RefObject<HTMLElement | null>,
  shownToast: RefObject<HTMLElement | null>,
  toastId: number | undefined,
): TToastPlacement {
  const [top, setTop] = useState<number | undefined>(undefined);
  const [isCompact, setIsCompact] = useState(false);
  useLayoutEffect(() => {
    const toasterElement = toaster.current;
    const toastElement = shownToast.current;
    setIsCompact(false);
    if (toastId === undefined || !toasterElement || !toastElement) {
      setTop(undefined);
      return;
    }
    let frame = 0;
    let hasRoom = false;
    let isSmall = false;
    const place = () => {
      frame = 0;
      const box = toastElement.getBoundingClientRect();
      const edge = window.matchMedia?.(WIDE_SCREEN).matches ? "top" : "bottom";
      const { top: placed, isClear } = placeToast({
        viewportHeight: window.innerHeight,
        toast: { height: box.height, left: box.left, right: box.right },
        controls: tappableControls(toasterElement),
        edge,
        margin: MARGIN_PX,
      });
      setTop(placed);
      if (isClear) return;
      if (!hasRoom) {
        hasRoom = true;
        makeToastRoom(box.height + 2 * MARGIN_PX, edge);
        placeSoon();
      } else if (!isSmall) {
        isSmall = true;
        setIsCompact(true);
        placeSoon();
      }
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
      giveBackToastRoom();
    };
  }, [toaster, shownToast, toastId]);
  return { top, isCompact };
}
