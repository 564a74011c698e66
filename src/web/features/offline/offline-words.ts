/** The strip above every page while the device has no connection. */
export const OFFLINE_NOTE =
  "You're offline. Dot can still draw! Things that need the internet will wait.";

/** In place of a page whose code could not be fetched. */
export const CODE_NOT_LOADED_TITLE = "This part needs the internet";

/** `/diary` with no connection: the diary lives on the server, drawing does not. */
export const DIARY_OFFLINE =
  "You're offline, so your diary can't open just now. Dot can still draw new pictures, and the gallery shows the ones already on this device.";

/**
 * At the top of the gallery when it could not be asked for: above the pictures drawn on this
 * device, which are there, so the words never sit under one saying Dot needs the internet.
 */
export const GALLERY_OFFLINE =
  "You're offline, so the pictures saved online can't show just now. Dot can still draw, and new pictures wait here on this device.";
