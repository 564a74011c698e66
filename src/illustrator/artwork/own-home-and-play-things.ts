/**
 * Our own drawings of things from a toddler's home and playground that no emoji shows (the
 * MacArthur-Bates word lists' furniture, household and outside things: a pillow, a blanket, a
 * pram, a seesaw, a fridge…), in the Fluent style of `own-artwork.ts`.
 */
import type { OwnArtwork } from "./own-artwork";

export const OWN_HOME_AND_PLAY_THINGS: Readonly<Record<string, OwnArtwork>> = {
  "own-pillow": {
    label: "pillow",
    tags: "pillow cushion bed sleep",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="pw-b" x1="16" x2="16" y1="10" y2="24" gradientUnits="userSpaceOnUse"><stop stop-color="#ffffff"/><stop offset="1" stop-color="#cfe3ff"/></linearGradient></defs><path fill="url(#pw-b)" stroke="#9bbcf0" stroke-width=".8" d="M3.2 11.2c0-1.6 1.4-2.6 3-2.2 6.4 1.6 13.2 1.6 19.6 0 1.6-.4 3 .6 3 2.2v9.6c0 1.6-1.4 2.6-3 2.2-6.4-1.6-13.2-1.6-19.6 0-1.6.4-3-.6-3-2.2z"/><path stroke="#b7cff5" stroke-linecap="round" stroke-width=".7" d="M7.5 13.5c2.6 1 4.6 1.2 6.5 1.1M18 17.8c2.4.2 4.4-.1 6.4-.9"/><circle cx="16" cy="16" r="1.1" fill="#ffb3c7"/></svg>',
  },
  "own-blanket": {
    label: "blanket",
    tags: "blanket quilt cover bed cosy",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="bk-b" x1="4" x2="28" y1="8" y2="26" gradientUnits="userSpaceOnUse"><stop stop-color="#a5d8ff"/><stop offset="1" stop-color="#4dabf7"/></linearGradient></defs><path fill="url(#bk-b)" d="M4 8.5c0-.8.7-1.5 1.5-1.5h21c.8 0 1.5.7 1.5 1.5v15.2c0 .6-.4 1.1-1 1.3l-2.4.7-2.4-.7-2.5.7-2.4-.7-2.4.7-2.4-.7-2.4.7-2.4-.7-2.4.7-.8-.3c-.6-.2-1-.7-1-1.3z"/><path stroke="#fff" stroke-opacity=".75" stroke-width="1" d="M4 13h24M4 19h24M10.7 7v18M17.3 7v18"/><g fill="#ffd43b"><circle cx="7.4" cy="10" r="1"/><circle cx="14" cy="16" r="1"/><circle cx="20.6" cy="10" r="1"/><circle cx="24.6" cy="22" r="1"/><circle cx="7.4" cy="22" r="1"/></g></svg>',
  },
  "own-baby-carriage": {
    label: "baby carriage",
    tags: "baby carriage pram stroller pushchair buggy",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="bc-h" x1="10" x2="22" y1="6" y2="20" gradientUnits="userSpaceOnUse"><stop stop-color="#f783ac"/><stop offset="1" stop-color="#d6336c"/></linearGradient></defs><path stroke="#495057" stroke-linecap="round" stroke-width="1.4" d="M25 9.5h3.2M25 9.5l-2.4 10"/><path fill="url(#bc-h)" d="M4.5 15.5h20.3c0 4-3.4 6.8-10.2 6.8S4.5 19.5 4.5 15.5z"/><path fill="#fcc2d7" d="M4.5 15.5c0-5.6 4.4-9.6 9.8-9.6v9.6z"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".7" stroke-width=".8" d="M7.5 18.2c2.2 1.4 5 1.8 8 1.6"/><path stroke="#495057" stroke-width="1.2" d="M9 21.8l-1.5 3.2M20 21.8l1.5 3.2"/><g stroke="#343a40" stroke-width="1.6"><circle cx="7.5" cy="26.5" r="2.4" fill="#fff"/><circle cx="21.5" cy="26.5" r="2.4" fill="#fff"/></g></svg>',
  },
  "own-seesaw": {
    label: "seesaw",
    tags: "seesaw teeter totter playground park",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="ss-p" x1="16" x2="16" y1="18" y2="29" gradientUnits="userSpaceOnUse"><stop stop-color="#ff8787"/><stop offset="1" stop-color="#e03131"/></linearGradient></defs><path fill="url(#ss-p)" d="M13 29l3-10 3 10z"/><path fill="#ffd43b" stroke="#f59f00" stroke-width=".6" d="M2.3 22.6l27-6.4.6 2.4-27 6.4z"/><path stroke="#1c7ed6" stroke-linecap="round" stroke-width="1.6" d="M6 21.5l-.6-3M26.4 16.8l-.6-3"/><circle cx="16" cy="19.6" r="1.1" fill="#fff"/></svg>',
  },
  "own-trampoline": {
    label: "trampoline",
    tags: "trampoline bounce jump garden playground",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="tp-m" x1="16" x2="16" y1="14" y2="20" gradientUnits="userSpaceOnUse"><stop stop-color="#343a40"/><stop offset="1" stop-color="#212529"/></linearGradient></defs><path stroke="#868e96" stroke-linecap="round" stroke-width="1.4" d="M6 18l-1.5 10M26 18l1.5 10M12 20l-.6 8.5M20 20l.6 8.5"/><ellipse cx="16" cy="17" fill="#4dabf7" rx="14" ry="4.2"/><ellipse cx="16" cy="16.6" fill="url(#tp-m)" rx="11.4" ry="3.1"/><ellipse cx="16" cy="17" stroke="#1971c2" stroke-width=".8" rx="14" ry="4.2"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".35" stroke-width=".7" d="M9 15.4c2-.8 4.4-1.2 7-1.2"/></svg>',
  },
  "own-sandpit": {
    label: "sandpit",
    tags: "sandpit sandbox sand playground bucket spade",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="sp-s" x1="16" x2="16" y1="15" y2="25" gradientUnits="userSpaceOnUse"><stop stop-color="#ffe8a3"/><stop offset="1" stop-color="#f2c94c"/></linearGradient><linearGradient id="sp-w" x1="16" x2="16" y1="18" y2="29" gradientUnits="userSpaceOnUse"><stop stop-color="#c0793a"/><stop offset="1" stop-color="#8a4d20"/></linearGradient></defs><path fill="url(#sp-s)" d="M3 19l4-4h18l4 4z"/><path fill="url(#sp-w)" d="M2 19h28v8.2c0 .9-.7 1.6-1.6 1.6H3.6c-.9 0-1.6-.7-1.6-1.6z"/><path stroke="#6b3a15" stroke-opacity=".5" stroke-width=".7" d="M2 23.5h28"/><path fill="#f2c94c" d="M9 16.8c1-1.8 3.4-1.8 4.4 0z"/><path fill="#ff6b6b" d="M19.2 12.4h4.4l-.7 4.2h-3z"/><path stroke="#1c7ed6" stroke-linecap="round" stroke-width="1" d="M25.4 10.5l-2 6"/></svg>',
  },
  "own-scarecrow": {
    label: "scarecrow",
    tags: "scarecrow farm field straw crow",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="sc-s" x1="16" x2="16" y1="12" y2="24" gradientUnits="userSpaceOnUse"><stop stop-color="#74c0fc"/><stop offset="1" stop-color="#1c7ed6"/></linearGradient></defs><path stroke="#8a4d20" stroke-linecap="round" stroke-width="1.6" d="M16 12v18M4.5 14.5h23"/><path fill="#ffd43b" d="M3 13.6l2.4-.6-.4 2.6zM29 13.6l-2.4-.6.4 2.6zM14.4 24l-1.6 3.4 2.4-1zM17.6 24l1.6 3.4-2.4-1z"/><path fill="url(#sc-s)" d="M10.5 13h11l-.9 11.4h-9.2z"/><path fill="#e03131" d="M14.2 15.2h3.6v3.4h-3.6z"/><circle cx="16" cy="9" r="3.8" fill="#f4d6a0"/><circle cx="14.6" cy="8.6" r=".55" fill="#343a40"/><circle cx="17.4" cy="8.6" r=".55" fill="#343a40"/><path stroke="#343a40" stroke-linecap="round" stroke-width=".6" d="M14.6 10.4c.9.6 1.9.6 2.8 0"/><path fill="#a0522d" d="M10 6.2c0-.5.4-.9.9-.9h10.2c.5 0 .9.4.9.9 0 .5-.4.9-.9.9H10.9c-.5 0-.9-.4-.9-.9z"/><path fill="#a0522d" d="M12.6 5.4c.2-2.3 1.6-3.6 3.4-3.6s3.2 1.3 3.4 3.6z"/></svg>',
  },
  "own-fridge": {
    label: "fridge",
    tags: "fridge refrigerator kitchen cold",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="fg-b" x1="9" x2="23" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#f1f3f5"/><stop offset="1" stop-color="#ced4da"/></linearGradient></defs><rect width="15" height="28" x="8.5" y="2" fill="url(#fg-b)" stroke="#adb5bd" stroke-width=".8" rx="2"/><path stroke="#adb5bd" stroke-width=".8" d="M8.5 12h15"/><path stroke="#495057" stroke-linecap="round" stroke-width="1.4" d="M11 5.5v4M11 14.5v6"/><circle cx="19" cy="6.5" r="1.2" fill="#ff6b6b"/><path fill="#ffd43b" d="M17.4 16.5l2.6-1 1 2.6-2.6 1z"/></svg>',
  },
  "own-oven": {
    label: "oven",
    tags: "oven stove cooker kitchen bake",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="ov-b" x1="16" x2="16" y1="6" y2="30" gradientUnits="userSpaceOnUse"><stop stop-color="#ffffff"/><stop offset="1" stop-color="#dee2e6"/></linearGradient><linearGradient id="ov-w" x1="16" x2="16" y1="14" y2="26" gradientUnits="userSpaceOnUse"><stop stop-color="#ffa94d"/><stop offset="1" stop-color="#e8590c"/></linearGradient></defs><rect width="24" height="24" x="4" y="6" fill="url(#ov-b)" stroke="#adb5bd" stroke-width=".8" rx="2"/><path fill="#495057" d="M4 10.5h24v-2.5c0-1.1-.9-2-2-2H6c-1.1 0-2 .9-2 2z"/><g fill="#ffd43b"><circle cx="8.5" cy="8.3" r="1"/><circle cx="12.5" cy="8.3" r="1"/><circle cx="19.5" cy="8.3" r="1"/><circle cx="23.5" cy="8.3" r="1"/></g><rect width="17" height="11" x="7.5" y="14.5" fill="url(#ov-w)" stroke="#495057" stroke-width="1.2" rx="1.5"/><path stroke="#495057" stroke-linecap="round" stroke-width="1.4" d="M11 12.5h10"/><path fill="#fff3bf" fill-opacity=".6" d="M9.5 17c1.6-1 3.6-1.4 5.4-1.2l-4.2 7h-1.2z"/></svg>',
  },
  "own-washing-machine": {
    label: "washing machine",
    tags: "washing machine washer laundry dryer clothes",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><radialGradient id="wm-g" cx="0" cy="0" r="1" gradientTransform="translate(15 17.5) scale(7)" gradientUnits="userSpaceOnUse"><stop stop-color="#d0ebff"/><stop offset="1" stop-color="#4dabf7"/></radialGradient></defs><rect width="24" height="26" x="4" y="4" fill="#f8f9fa" stroke="#adb5bd" stroke-width=".8" rx="2.2"/><path stroke="#adb5bd" stroke-width=".8" d="M4 9h24"/><circle cx="8" cy="6.5" r="1" fill="#51cf66"/><rect width="7" height="2" x="17.5" y="5.5" fill="#ced4da" rx="1"/><circle cx="16" cy="19" r="7.6" fill="#495057"/><circle cx="16" cy="19" r="6.2" fill="url(#wm-g)"/><path fill="#ff8787" d="M11.5 21.2c1.6-1.8 3.6-1.4 5.2-.2 1.4 1 2.8 1 4.1.1-.5 2.8-2.4 4.3-4.8 4.3s-4.2-1.7-4.5-4.2z"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".7" stroke-width=".9" d="M12.4 16.2c.9-1.4 2.3-2.2 3.9-2.3"/></svg>',
  },
};
