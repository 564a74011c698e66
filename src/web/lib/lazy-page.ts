import { lazy, type ComponentType } from "react";
import { CodeNotLoaded } from "./code-not-loaded";

/**
 * A page or other component (a named export) whose code loads on first render, so the entry
 * script, or the page that shows it, stays small. Code that cannot be fetched (offline before the
 * service worker has it) shows a kind note with 'Try again' instead of a blank page.
 */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => {
    try {
      return { default: (await load())[name] };
    } catch {
      return { default: CodeNotLoaded };
    }
  });
}
