import type { PluginListenerHandle } from "@capacitor/core";
import type { TShellPlugins } from "./shell-plugins";

function isTextField(element: Element | null): element is HTMLElement {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) {
    return !["button", "checkbox", "radio", "range", "submit", "reset", "file", "color"].includes(
      element.type,
    );
  }
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * The Android app resizes the page when the keyboard opens (`adjustResize`); this then brings
 * the text box the child is typing in back into the middle of what is left.
 */
export function keepFocusedFieldInView(
  keyboard: TShellPlugins["keyboard"],
  win: Window = window,
): Promise<PluginListenerHandle> {
  return keyboard.addListener("keyboardDidShow", () => {
    const field = win.document.activeElement;
    if (isTextField(field)) field.scrollIntoView({ block: "center", behavior: "smooth" });
  });
}
