/**
 * The shell's colours, read by the web adapter and by `capacitor.config.ts` (so this file imports
 * nothing). They match the manifest's theme colour and the icon's sky.
 */
export const STATUS_BAR_COLOUR = "#4299e1";
export const SPLASH_COLOUR = "#4299e1";
