import type { z } from "zod";
import { inCurrentLanguage } from "@/web/i18n/server-words";

export type TFieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** The first message for each top-level field of a failed zod check, in the current language. */
export function fieldErrorsOf<TField extends string>(error: z.ZodError): TFieldErrors<TField> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && errors[field] === undefined)
      errors[field] = inCurrentLanguage(issue.message);
  }
  return errors as TFieldErrors<TField>;
}
