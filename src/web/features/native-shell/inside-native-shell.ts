/** What the Capacitor shell puts on `window` before any page script runs. */
interface TCapacitorGlobal {
  isNativePlatform?: () => boolean;
}

/**
 * True only inside the Android app. Reads the global the shell injects instead of importing
 * `@capacitor/core`, so a browser never downloads any of the shell's code.
 */
export function isInsideNativeShell(
  win: Window & { Capacitor?: TCapacitorGlobal } = window,
): boolean {
  return win.Capacitor?.isNativePlatform?.() === true;
}
