/** The toasts' place carries `data-toast-viewport` (`toaster.tsx`); dialogs look for it. */
export const TOAST_VIEWPORT_SELECTOR = "[data-toast-viewport]";
