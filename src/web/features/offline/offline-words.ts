/** The strip above every page while the device has no connection. */
export const OFFLINE_NOTE =
  "You're offline. Dot can still draw! Things that need the internet will wait.";

/** In place of a page whose code could not be fetched. */
export const CODE_NOT_LOADED_TITLE = "This part needs the internet";
