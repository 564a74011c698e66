import { useState } from "react";

/** Whether `value` has been true at any render so far: keeps a thing mounted once first shown. */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  if (value && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || value;
}
