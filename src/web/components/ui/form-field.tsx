import { CircleAlert } from "lucide-react";
import { useId, type ReactNode } from "react";

/** What a form control needs to be tied to its label, hint and error. */
export interface TControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": boolean;
}

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children(control: TControlProps): ReactNode;
}

/** A label above its control, an optional hint, and the field's error message below it. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-display text-lg font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-base text-slate-600">
          {hint}
        </p>
      )}
      {children({ id, "aria-describedby": describedBy, "aria-invalid": Boolean(error) })}
      {error && (
        <p id={errorId} className="flex items-center gap-1.5 font-semibold text-red-700">
          <CircleAlert className="size-5 shrink-0" aria-hidden />
          {error}
        </p>
      )}
    </div>
  );
}
