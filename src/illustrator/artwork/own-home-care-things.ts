/**
 * Our own drawings of things a child sees used around the home and no emoji shows (a mop and its
 * bucket, a box of tissues, money, a stick from the garden), in the Fluent style of
 * `own-artwork.ts`. A mop is no broom, a tissue no toilet roll.
 */
import type { OwnArtwork } from "./own-artwork";

export const OWN_HOME_CARE_THINGS: Readonly<Record<string, OwnArtwork>> = {
  "own-mop": {
    label: "mop",
    tags: "mop",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="mop-b" x1="6" x2="24" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#f59f00"/><stop offset=".35" stop-color="#ffe066"/><stop offset="1" stop-color="#e67700"/></linearGradient><linearGradient id="mop-h" x1="0" x2="1" y1="0" y2="0"><stop stop-color="#74c0fc"/><stop offset="1" stop-color="#1864ab"/></linearGradient></defs><path stroke="url(#mop-h)" stroke-linecap="round" stroke-width="1.8" d="M25.6 1.6 16.6 17"/><g stroke="#ced4da" stroke-linecap="round" stroke-width="1.6"><path d="M16.6 16.6c-2 .6-3.8 1.6-4.6 3M16.6 16.6c-1 1-1.6 2.4-1.6 3.6M16.6 16.6c.2 1.2.8 2.6 1.8 3.4M16.6 16.6c1.6.4 3.4 1.4 4.2 2.8M16.6 16.6c-2.6 0-4.6.8-6 2"/></g><path fill="url(#mop-b)" d="M5.8 18.4h19.4l-2 10.2c-.2.8-.9 1.4-1.7 1.4H9.5c-.8 0-1.5-.6-1.7-1.4z"/><rect width="21.4" height="2.2" x="4.8" y="17.6" fill="#e67700" rx="1.1"/><path stroke="#c06000" stroke-linecap="round" stroke-width="1" d="M5.4 18.6c-2.4-1.6-2.6-5-.6-7.4M25.6 18.6c2.4-1.6 2.6-5 .6-7.4"/><path fill="#74c0fc" fill-opacity=".8" d="M9 22c1.6.6 3 .6 4.4 0s3-.6 4.4 0 3 .6 4.4 0l-.6 3.2H9.6z"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".7" stroke-width="1" d="M8.6 21.2l1.2 6.6"/></svg>',
  },
  "own-tissues": {
    label: "tissues",
    tags: "tissues tissue",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="tis-f" x1="3" x2="22" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#96f2d7"/><stop offset="1" stop-color="#20c997"/></linearGradient><linearGradient id="tis-p" x1="16" x2="16" y1="3" y2="15" gradientUnits="userSpaceOnUse"><stop stop-color="#fff"/><stop offset="1" stop-color="#e9ecef"/></linearGradient></defs><path fill="#0ca678" d="M22.4 15.6 29 11v12.6l-6.6 5z"/><path fill="#c3fae8" d="M3 15.6h19.4L29 11H9.6z"/><path fill="url(#tis-f)" d="M3 15.6h19.4v13H3z"/><ellipse cx="16" cy="13.3" fill="#087f5b" rx="5.6" ry="1.4"/><path fill="url(#tis-p)" d="M10.6 13.4c-.4-3.4 1-6.6 3.6-8.8 1.2 1.6 3.2 1.8 4.6.6.8 2.4.4 5.4-1 8.2-2.4 1-4.8 1-7.2 0z"/><path stroke="#ced4da" stroke-linecap="round" stroke-width=".6" d="M14.2 4.6c0 3.2.6 6 2 8.6M18.8 5.2c-.4 2.6-.2 5.2.6 7.6"/><g fill="#fff" fill-opacity=".7"><circle cx="7.4" cy="21" r="1.4"/><circle cx="13" cy="24.4" r="1.2"/><circle cx="18.2" cy="20.2" r="1"/></g></svg>',
  },
  "own-money": {
    label: "money",
    tags: "money cash coins banknotes",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="mny-n" x1="0" x2="0" y1="0" y2="1"><stop stop-color="#b2f2bb"/><stop offset="1" stop-color="#40c057"/></linearGradient><radialGradient id="mny-c" cx="0" cy="0" r="1" gradientTransform="matrix(5 0 0 5 20 20)" gradientUnits="userSpaceOnUse"><stop stop-color="#fff3bf"/><stop offset="1" stop-color="#f59f00"/></radialGradient></defs><g transform="rotate(-12 13 11)"><rect width="22" height="12" x="2" y="5" fill="url(#mny-n)" stroke="#2b8a3e" stroke-width=".7" rx="1.2"/><rect width="18.4" height="8.4" x="3.8" y="6.8" stroke="#2f9e44" stroke-width=".6" rx=".8"/><circle cx="13" cy="11" r="2.8" fill="#d3f9d8" stroke="#2f9e44" stroke-width=".6"/><circle cx="6.4" cy="11" r="1" fill="#2f9e44"/><circle cx="19.6" cy="11" r="1" fill="#2f9e44"/></g><ellipse cx="21" cy="27.4" fill="#e67700" rx="7.4" ry="2.6"/><ellipse cx="21" cy="26.2" fill="#fab005" rx="7.4" ry="2.6"/><ellipse cx="21" cy="24.4" fill="#e67700" rx="7.4" ry="2.6"/><ellipse cx="21" cy="23.2" fill="#fab005" rx="7.4" ry="2.6"/><circle cx="10.4" cy="23.4" r="5" fill="url(#mny-c)" stroke="#e67700" stroke-width=".7"/><circle cx="10.4" cy="23.4" r="3.2" stroke="#f08c00" stroke-width=".6"/><ellipse cx="21" cy="21.6" fill="url(#mny-c)" stroke="#e67700" stroke-width=".6" rx="7.4" ry="2.6"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".8" stroke-width=".7" d="M8.2 21.2c.5-.7 1.2-1.1 2-1.2M16 20.8c1.4-.6 3-.8 4.6-.8"/></svg>',
  },
  "own-stick": {
    label: "stick",
    tags: "stick twig",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="stk-w" x1="4" x2="28" y1="28" y2="4" gradientUnits="userSpaceOnUse"><stop stop-color="#8a4d20"/><stop offset=".5" stop-color="#c07a3a"/><stop offset="1" stop-color="#a0612a"/></linearGradient></defs><path stroke="url(#stk-w)" stroke-linecap="round" stroke-width="2.4" d="M3.4 28.6 28.4 3.6"/><path stroke="#a0612a" stroke-linecap="round" stroke-width="1.6" d="M13 19 9.4 12.4M19.6 12.4l5.4 1.4M22.4 9.6l-.6-4"/><path stroke="#e8a860" stroke-linecap="round" stroke-opacity=".8" stroke-width=".6" d="M5 26.2 26.6 4.6"/><path fill="#51cf66" d="M9.4 12.4c-2.8-.2-4.6-2.2-4.6-4.4 2.6 0 4.4 2 4.6 4.4zM25 13.8c1.4-2.4 4-3 6-2-1.2 2.2-3.8 3-6 2z"/><path fill="#40c057" d="M21.8 5.6c-.8-2.2.2-4.2 2-4.8.6 2-.4 4-2 4.8z"/><ellipse cx="3.6" cy="28.4" fill="#f0c48a" rx="1.1" ry="1.1"/></svg>',
  },
};
