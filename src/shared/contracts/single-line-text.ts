import { zText } from "./text";

export const ONE_LINE_MESSAGE = "Please keep this on one line.";
export const NAME_WITHOUT_ADDRESS_MESSAGE =
  "A name can't hold an email address. Please just type the name.";

/**
 * Shared text that must stay on one line: names and subjects end up in mail headers, message
 * views and cards, so a line break there ("Ada\r\nBcc: …") is refused rather than quietly joined.
 */
export function zSingleLineText(requiredMessage?: string) {
  return zText(requiredMessage).refine((value) => !/[\r\n\u2028\u2029]/.test(value), {
    message: ONE_LINE_MESSAGE,
  });
}

/** A person's name: one line, and no e-mail address (an "@" has no place in a name). */
export function zPersonName(requiredMessage?: string) {
  return zSingleLineText(requiredMessage).refine((value) => !value.includes("@"), {
    message: NAME_WITHOUT_ADDRESS_MESSAGE,
  });
}
