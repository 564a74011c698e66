import { zText } from "./text";

export const ONE_LINE_MESSAGE = "Please keep this on one line.";

/**
 * Shared text that must stay on one line: names and subjects end up in mail headers and on
 * cards, so a line break there is refused rather than quietly joined.
 */
export function zSingleLineText(requiredMessage?: string) {
  return zText(requiredMessage).refine((value) => !/[\r\n\u2028\u2029]/.test(value), {
    message: ONE_LINE_MESSAGE,
  });
}
