import { BookOpen, Palette } from "lucide-react";

/** The creation page's two tabs, in order, their labels in the home catalog (`create-page.tsx`, `create-page-shell.tsx`). */
export const CREATE_TABS = [
  { value: "pictures", label: "tabPictures", icon: Palette },
  { value: "stories", label: "tabStories", icon: BookOpen },
] as const;
export type TCreateTab = (typeof CREATE_TABS)[number]["value"];

/**
 * The page's column, and the Pictures tab's spacing: the shell draws its top in the same places.
 * (The floating 'Make another picture' keeps off the footer's links by itself: footer-in-view.ts.)
 */
export const CREATE_MAIN_CLASS = "mx-auto max-w-5xl px-3 py-5 sm:px-6";
export const PICTURES_TAB_CLASS = "mt-6 space-y-8";
