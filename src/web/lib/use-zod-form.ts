import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrorsOf, type TFieldErrors } from "./field-errors";

/**
 * A small text form checked by a shared zod contract on submit, so the browser shows the same
 * messages the server would answer. A field's error clears as soon as it is edited.
 */
export function useZodForm<TField extends string, TOutput>(
  schema: z.ZodType<TOutput>,
  initialValues: Record<TField, string>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TFieldErrors<TField>>({});

  function field(name: TField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function handleSubmit(onValid: (data: TOutput) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        onValid(result.data);
      } else {
        setErrors(fieldErrorsOf<TField>(result.error));
      }
    };
  }

  return { values, field, handleSubmit };
}
