import { lazy, type ComponentType } from "react";

/**
 * A page or other component (a named export) whose code loads on first render, so the entry
 * script, or the page that shows it, stays small.
 */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  return lazy(async (): Promise<{ default: ComponentType<P> }> => ({
    default: (await load())[name],
  }));
}
