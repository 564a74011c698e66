import type { TextareaHTMLAttributes } from "react";
import { FormField } from "./form-field";
import { TextArea } from "./text-area";

type TTextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled box for a few lines of text with its error: `TextField`'s many-line twin. */
export function TextAreaField({ label, error, hint, ...props }: TTextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <TextArea {...control} {...props} />}
    </FormField>
  );
}
