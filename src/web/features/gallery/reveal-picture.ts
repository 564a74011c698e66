const HIGHLIGHT = ["ring-8", "ring-amber-300"];
/** Tailwind's `sm`: from here the floating 'Make another picture' is at the bottom. */
const WIDE_SCREEN = "(min-width: 640px)";

export const pictureElementId = (imageId: string) => `picture-${imageId}`;

/**
 * Brings a new picture into view once the gallery shows it (called once the overlay has gone),
 * with a short golden glow, so a child sees what they made without hunting for it: in the middle
 * of a wide screen, at the bottom of a phone's.
 */
export function revealPicture(imageId: string, { delayMs = 0, waitMs = 5000 } = {}): void {
  const startedAt = Date.now();
  const tryReveal = () => {
    const element = document.getElementById(pictureElementId(imageId));
    if (!element) {
      if (Date.now() - startedAt < waitMs) window.setTimeout(tryReveal, 150);
      return;
    }
    // On a phone the picture fills the screen's width: brought to the bottom, the gallery's
    // heading and Refresh stay in sight below the floating 'Make another picture' (under the
    // header there), not beneath it.
    const isWide = window.matchMedia?.(WIDE_SCREEN).matches ?? true;
    element.scrollIntoView({ behavior: "smooth", block: isWide ? "center" : "end" });
    element.classList.add(...HIGHLIGHT);
    window.setTimeout(() => element.classList.remove(...HIGHLIGHT), 2500);
  };
  window.setTimeout(tryReveal, delayMs);
}
