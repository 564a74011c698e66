/** Length and size limits shared by the browser and the server. */
export const DESCRIPTION_MAX_LENGTH = 500;
export const DEFAULT_TRIAL_IMAGES = 3;
/** Stories a visitor may make without an account (DESIGN decision 14). */
export const DEFAULT_TRIAL_STORIES = 1;
/** A household behind one address gets this many visitor trials a day (DESIGN decision 1). */
export const TRIAL_SESSIONS_PER_ADDRESS_PER_DAY = 3;
export const IMAGE_SIZE = 1024;
export const THUMBNAIL_SIZE = 320;

/** Accounts (spec core.md §5, §9): the password minimum is the spec's; the rest are ours. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 50;
export const AGE_MIN = 1;
export const AGE_MAX = 18;
