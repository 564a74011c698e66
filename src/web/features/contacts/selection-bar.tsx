import { Check, ImagePlus } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/**
 * Stays at the bottom while anything is ticked: how many people, Choose a Picture, Confirm; above
 * the footer once it scrolls into view, never over its links (`footer-in-view.ts`).
 */
export function SelectionBar({
  peopleCount,
  onChoosePicture,
  onConfirm,
}: {
  peopleCount: number;
  onChoosePicture(): void;
  onConfirm(): void;
}) {
  return (
    <div
      data-testid="selection-bar"
      className="fixed inset-x-0 bottom-[var(--footer-in-view,0px)] z-30 border-t-4 border-white bg-sunny/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_20px_rgba(45,55,72,0.15)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2">
        <p className="font-display text-xl font-bold" aria-live="polite">
          {peopleCount} {peopleCount === 1 ? "person" : "people"} selected
        </p>
        <div className="flex flex-1 justify-end gap-2 sm:flex-none">
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={onChoosePicture}>
            <ImagePlus aria-hidden />
            Choose Picture
          </Button>
          <Button variant="dino" className="flex-1 sm:flex-none" onClick={onConfirm}>
            <Check aria-hidden />
            Confirm
          </Button>
        </div>
      </div>
    </div>
  );
}
