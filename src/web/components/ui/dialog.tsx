import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { TOAST_VIEWPORT_SELECTOR } from "./toast-viewport";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type TOutsideEvent = Parameters<
  NonNullable<ComponentProps<typeof DialogPrimitive.Content>["onInteractOutside"]>
>[0];

/**
 * Closing a toast shown over a dialog (a refusal of what is being written) must not close the
 * dialog and lose the draft: Radix counts the toast, outside the dialog's portal, as outside.
 * The toaster keeps its taps from Radix; this covers the focus that moves to the toast.
 */
function keepOpenForToasts(event: TOutsideEvent) {
  const target = event.target;
  if (target instanceof Element && target.closest(TOAST_VIEWPORT_SELECTOR)) {
    event.preventDefault();
  }
}

/**
 * A centred, rounded card over a soft backdrop, scrollable on small phones. While a toast needs
 * room, the card gives up a band on the toast's side (`toast-room.ts`).
 */
export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  onInteractOutside,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-sky-950/50 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          // A toast with no free band on the screen takes a band off the dialog (toast-room.ts).
          "fixed top-[calc(50%+var(--toast-shift,0px))] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-lg",
          "max-h-[calc(100dvh-2rem-var(--toast-room,0px))]",
          "-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border-4 border-white",
          "bg-cream p-6 shadow-2xl focus:outline-none",
          className,
        )}
        onInteractOutside={(event) => {
          keepOpenForToasts(event);
          onInteractOutside?.(event);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-12 items-center justify-center rounded-full bg-white text-ink shadow hover:bg-sky-50"
        >
          <X className="size-6" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("pr-12 font-display text-2xl font-bold text-sky-deep", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-2 text-lg", className)} {...props} />;
}

/** The dialog's buttons: stacked with the main one on top on a phone, in a row at the right on wider screens. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}
