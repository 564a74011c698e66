const HIGHLIGHT = ["ring-8", "ring-amber-300"];

export const pictureElementId = (imageId: string) => `picture-${imageId}`;

/**
 * Brings a new picture into view once the gallery shows it (called once the overlay has gone),
 * with a short golden glow, so a child sees what they made without hunting for it.
 */
export function revealPicture(imageId: string, { delayMs = 0, waitMs = 5000 } = {}): void {
  const startedAt = Date.now();
  const tryReveal = () => {
    const element = document.getElementById(pictureElementId(imageId));
    if (!element) {
      if (Date.now() - startedAt < waitMs) window.setTimeout(tryReveal, 150);
      return;
    }
    element.scrollIntoView({ behavior: "smooth", block: "center" });
    element.classList.add(...HIGHLIGHT);
    window.setTimeout(() => element.classList.remove(...HIGHLIGHT), 2500);
  };
  window.setTimeout(tryReveal, delayMs);
}
