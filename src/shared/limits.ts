/** Length and size limits shared by the browser and the server. */
export const DESCRIPTION_MAX_LENGTH = 500;
export const DEFAULT_TRIAL_IMAGES = 3;
/** A household behind one address gets this many visitor trials a day (DESIGN decision 1). */
export const TRIAL_SESSIONS_PER_ADDRESS_PER_DAY = 3;
export const IMAGE_SIZE = 1024;
export const THUMBNAIL_SIZE = 320;
