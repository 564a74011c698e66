import { i18n } from "@lingui/core";
import type { TFirstScreenArea } from "./catalog-areas";
import type { TMessageKey, TMessageValues } from "./catalog-types";

/**
 * A message in the current language, for code outside components (toasts, error texts). Only the
 * first screen's areas, which are always loaded; a component uses `useT(area)`.
 */
export function translate<A extends TFirstScreenArea>(
  area: A,
  key: TMessageKey<A>,
  values?: TMessageValues,
): string {
  return i18n._(`${area}.${key}`, values);
}
