import { useEffect, type RefObject } from "react";

/**
 * How much of the footer shows at the bottom of the screen (px), kept on the page's root while a
 * footer is there. What floats at the bottom of the screen (the 'Make another picture' button,
 * the contacts' selection bar, the update button) stands this far up, so it never lies over the
 * footer's links, wherever the page is scrolled.
 */
export const FOOTER_IN_VIEW_VARIABLE = "--footer-in-view";

export function usePublishFooterInView(footer: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = footer.current;
    if (!element) return;
    const root = document.documentElement.style;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const inView = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      root.setProperty(FOOTER_IN_VIEW_VARIABLE, `${Math.round(inView)}px`);
    };
    const measureSoon = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", measureSoon, { passive: true });
    window.addEventListener("resize", measureSoon);
    // The page above grows and shrinks (a new picture, a loaded gallery page) without scrolling.
    const resizes =
      typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measureSoon);
    resizes?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", measureSoon);
      window.removeEventListener("resize", measureSoon);
      resizes?.disconnect();
      root.removeProperty(FOOTER_IN_VIEW_VARIABLE);
    };
  }, [footer]);
}
