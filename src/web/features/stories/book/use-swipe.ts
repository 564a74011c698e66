import { useRef, type PointerEvent } from "react";

/** How far a finger must travel sideways, and more sideways than up or down, to turn a page. */
const SWIPE_DISTANCE_PX = 50;

/**
 * Pointer handlers that call `onNext` for a swipe to the left and `onBack` for one to the right.
 * The element needs `touch-action: pan-y` so the browser leaves sideways moves to the page.
 */
export function useSwipe(onNext: () => void, onBack: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === "mouse") return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (from === null || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE_PX || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onBack();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
