import type { InputHTMLAttributes } from "react";
import { FormField } from "./form-field";
import { Input } from "./input";
import { PasswordInput } from "./password-input";

type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled text box with its error; `type="password"` gets the Show / Hide button. */
export function TextField({ label, error, hint, type, ...props }: TTextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) =>
        type === "password" ? (
          <PasswordInput {...control} {...props} />
        ) : (
          <Input type={type} {...control} {...props} />
        )
      }
    </FormField>
  );
}
