import { Suspense, useState, type ReactNode } from "react";
import { AfterFirstPaint } from "@/web/lib/after-first-paint";

interface DeferredMenuProps {
  /** The menu's button, drawn alone until the menu's code is in; `onOpen` is its tap meanwhile. */
  renderButton(onOpen: () => void): ReactNode;
  /** The menu itself (a lazy component, with this same button as its trigger). */
  renderMenu(isOpenAtFirst: boolean): ReactNode;
}

/**
 * A header menu whose code (the menu primitives and their positioning) downloads only after the
 * first screen is drawn, so that screen does not wait for it. Until then its button shows alone
 * and looks the same; a tap on it meanwhile fetches the code at once and opens the menu.
 */
export function DeferredMenu({ renderButton, renderMenu }: DeferredMenuProps) {
  const [isTapped, setIsTapped] = useState(false);
  const button = renderButton(() => setIsTapped(true));
  const menu = <Suspense fallback={button}>{renderMenu(isTapped)}</Suspense>;
  return isTapped ? menu : <AfterFirstPaint fallback={button}>{menu}</AfterFirstPaint>;
}
