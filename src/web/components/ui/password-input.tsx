import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { Input } from "./input";

/** A password box with a big Show / Hide button inside it. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const [isShown, setIsShown] = useState(false);
  return (
    <div className="relative">
      <Input type={isShown ? "text" : "password"} className="pr-16" {...props} />
      <button
        type="button"
        onClick={() => setIsShown((shown) => !shown)}
        aria-label={isShown ? "Hide password" : "Show password"}
        aria-pressed={isShown}
        className="absolute inset-y-0 right-1 my-auto inline-flex size-12 items-center justify-center rounded-full text-sky-deep hover:bg-sky-50"
      >
        {isShown ? (
          <EyeOff className="size-6" aria-hidden />
        ) : (
          <Eye className="size-6" aria-hidden />
        )}
      </button>
    </div>
  );
}
