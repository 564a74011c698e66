/**
 * The storage keys and home-page queries of the /contacts hand-off (`greeting-handoff.ts`), apart
 * from its zod checks so the home page can look at its address without loading zod.
 */
export const SELECTED_CONTACTS_KEY = "selectedContactsForGreeting";
export const GREETING_CARD_DATA_KEY = "greetingCardData";
export const OPEN_GREETING_MODAL_QUERY = "openGreetingModal";
export const SHOW_GREETING_PREVIEW_QUERY = "showGreetingPreview";
