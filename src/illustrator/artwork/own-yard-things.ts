/**
 * Our own drawings of the things in a garden and beside a house that no emoji shows (a hose, a
 * sprinkler, a rake, a flower pot, a shed, a garage), in the Fluent style of `own-artwork.ts`. A
 * flower pot is the clay pot, never a honey pot; a shed and a garage are no house.
 */
import type { OwnArtwork } from "./own-artwork";

export const OWN_YARD_THINGS: Readonly<Record<string, OwnArtwork>> = {
  "own-hose": {
    label: "hose",
    tags: "hose hosepipe garden hose",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><g stroke="#2b8a3e" stroke-width="2.6"><ellipse cx="12" cy="21" rx="9.4" ry="6.4"/><ellipse cx="12" cy="21" rx="6.4" ry="4.2"/></g><g stroke="#51cf66" stroke-width="1.2"><ellipse cx="12" cy="20.6" rx="9.4" ry="6.4"/><ellipse cx="12" cy="20.6" rx="6.4" ry="4.2"/></g><ellipse cx="12" cy="21" fill="#37b24d" rx="3.2" ry="1.9"/><path stroke="#2b8a3e" stroke-linecap="round" stroke-width="2.6" d="M21 18.6c2-2.4 1.8-5.4 1-7.4"/><path stroke="#51cf66" stroke-linecap="round" stroke-width="1.1" d="M21.2 17.8c1.6-2 1.5-4.4.8-6.2"/><rect width="3.4" height="4.6" x="20.4" y="7" fill="#fab005" rx="1" transform="rotate(20 22 9.4)"/><rect width="2.6" height="1.6" x="21.6" y="5.6" fill="#f76707" rx=".6" transform="rotate(20 23 6.4)"/><g fill="#4dabf7"><path d="M25.6 2.4c.5.8.8 1.3.8 1.8a.8.8 0 0 1-1.6 0c0-.5.3-1 .8-1.8z"/><path d="M28.6 4.6c.5.8.8 1.3.8 1.8a.8.8 0 0 1-1.6 0c0-.5.3-1 .8-1.8z"/><path d="M27.6 1c.4.6.6 1 .6 1.4a.6.6 0 0 1-1.2 0c0-.4.2-.8.6-1.4z"/><path d="M30 8c.4.6.6 1 .6 1.4a.6.6 0 0 1-1.2 0c0-.4.2-.8.6-1.4z"/></g><path stroke="#a5d8ff" stroke-linecap="round" stroke-width=".8" d="M24.4 5.6 26 4M25 7.4l2.4-1"/></svg>',
  },
  "own-sprinkler": {
    label: "sprinkler",
    tags: "sprinkler lawn sprinkler",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><path stroke="#74c0fc" stroke-dasharray="1.4 1.2" stroke-linecap="round" stroke-width="1.2" d="M15 15c-3-6-8.4-9-12.6-8.4M17 15c3-6 8.4-9 12.6-8.4M15.6 14.6c-1.2-5.4-4-8.8-7-10M16.4 14.6c1.2-5.4 4-8.8 7-10"/><g fill="#4dabf7"><path d="M3.2 9.6c.5.8.8 1.3.8 1.8a.8.8 0 0 1-1.6 0c0-.5.3-1 .8-1.8z"/><path d="M28.8 9.6c.5.8.8 1.3.8 1.8a.8.8 0 0 1-1.6 0c0-.5.3-1 .8-1.8z"/><path d="M7.4 6.4c.4.6.6 1 .6 1.4a.6.6 0 0 1-1.2 0c0-.4.2-.8.6-1.4z"/><path d="M24.6 6.4c.4.6.6 1 .6 1.4a.6.6 0 0 1-1.2 0c0-.4.2-.8.6-1.4z"/></g><path fill="#69db7c" d="M1 27c2-1.2 4.6-2 7.6-2.2L16 24.4l7.4.4c3 .2 5.6 1 7.6 2.2V30H1z"/><g fill="#40c057"><path d="M3 27.4l.8-3 .8 3zM9 26.2l.8-3 .8 3zM21.6 26.2l.8-3 .8 3zM27.6 27.4l.8-3 .8 3z"/></g><path fill="#fab005" d="M10.4 25c0-1.8 2.5-3.2 5.6-3.2s5.6 1.4 5.6 3.2z"/><rect width="3" height="7.4" x="14.5" y="15.6" fill="#f76707" rx="1.2"/><rect width="7" height="2" x="12.5" y="14.2" fill="#e8590c" rx="1"/><circle cx="16" cy="15.2" r="1" fill="#ffd43b"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".7" stroke-width=".7" d="M15.4 17v4.4"/></svg>',
  },
  "own-rake": {
    label: "rake",
    tags: "rake",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="rke-w" x1="15" x2="17" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#f0b070"/><stop offset="1" stop-color="#a8622a"/></linearGradient></defs><g transform="rotate(-18 16 16)"><rect width="2" height="21" x="15" y="1" fill="url(#rke-w)" rx=".8"/><rect width="3" height="3" x="14.5" y="19.6" fill="#2b8a3e" rx=".8"/><rect width="20" height="2.4" x="6" y="21.6" fill="#37b24d" rx="1.2"/><g fill="#2b8a3e"><rect width="1.2" height="5.4" x="6.8" y="23.2" rx=".6"/><rect width="1.2" height="5.4" x="9.8" y="23.2" rx=".6"/><rect width="1.2" height="5.4" x="12.8" y="23.2" rx=".6"/><rect width="1.2" height="5.4" x="15.8" y="23.2" rx=".6"/><rect width="1.2" height="5.4" x="18.8" y="23.2" rx=".6"/><rect width="1.2" height="5.4" x="21.8" y="23.2" rx=".6"/><rect width="1.2" height="5.4" x="24.8" y="23.2" rx=".6"/></g><path stroke="#b2f2bb" stroke-linecap="round" stroke-width=".7" d="M7 22.2h18"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".6" stroke-width=".6" d="M15.6 3v15"/></g><path fill="#f76707" d="M3.6 27.6c1.6-2.6 4.4-3 5.6-2-.8 1.8-3.4 3-5.6 2z"/><path fill="#fab005" d="M25 29c1-2.4 3.4-3.2 4.8-2.4-.6 1.8-2.8 3-4.8 2.4z"/></svg>',
  },
  "own-flower-pot": {
    label: "flower pot",
    tags: "flower pot flowerpot plant pot",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="fpt-b" x1="8" x2="24" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#c4552b"/><stop offset=".35" stop-color="#f4a27a"/><stop offset="1" stop-color="#a8431f"/></linearGradient></defs><path stroke="#37b24d" stroke-linecap="round" stroke-width="1.4" d="M16 14.6V8.4"/><path fill="#51cf66" d="M16 9.6c-1-2.8-3.6-4-6-3.4.6 2.6 3 4 6 3.4zM16 8.2c.8-2.8 3.4-4.2 6-3.6-.6 2.6-3 4.2-6 3.6z"/><path fill="url(#fpt-b)" d="M7.2 15.6h17.6l-2.2 12.6c-.2.9-.9 1.5-1.8 1.5H11.2c-.9 0-1.6-.6-1.8-1.5z"/><path fill="#6b3a1e" d="M6.6 13.2c0-.5 4.2-.9 9.4-.9s9.4.4 9.4.9z"/><rect width="21" height="3.6" x="5.5" y="12.8" fill="url(#fpt-b)" rx="1"/><path stroke="#a8431f" stroke-width=".6" d="M7.2 16.6h17.6"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".6" stroke-width="1" d="M10.4 18.6l1 8.2M7.4 14h7"/></svg>',
  },
  "own-shed": {
    label: "shed",
    tags: "shed garden shed",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="shd-w" x1="5" x2="27" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#b86b25"/><stop offset=".4" stop-color="#e8a860"/><stop offset="1" stop-color="#8a4d20"/></linearGradient></defs><path fill="url(#shd-w)" d="M5 13.4h22V29H5z"/><g stroke="#8a4d20" stroke-width=".6"><path d="M8 13.4V29M11 13.4V29M14 13.4V29M17 13.4V29M20 13.4V29M23 13.4V29"/></g><path fill="#2b8a3e" d="M2.4 14.6 16 4.6l13.6 10c.5.4.2 1.2-.4 1.2H2.8c-.6 0-.9-.8-.4-1.2z"/><path stroke="#51cf66" stroke-linecap="round" stroke-width=".8" d="M5 13.8 16 5.8"/><rect width="7.4" height="12.4" x="7.4" y="16.6" fill="#6b3a1e" rx=".6"/><rect width="6.2" height="11.2" x="8" y="17.2" fill="#a8622a" rx=".4"/><circle cx="12.8" cy="23" r=".7" fill="#ffd43b"/><rect width="7" height="5.4" x="17.8" y="17.4" fill="#fff" rx=".5"/><rect width="5.8" height="4.2" x="18.4" y="18" fill="#a5d8ff"/><path stroke="#fff" stroke-width=".7" d="M21.3 18v4.2M18.4 20.1h5.8"/><path fill="#8ce99a" d="M1.6 29h28.8v1.4H1.6z"/></svg>',
  },
  "own-garage": {
    label: "garage",
    tags: "garage",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="grg-w" x1="3" x2="29" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#e9d8b4"/><stop offset=".4" stop-color="#fff4e0"/><stop offset="1" stop-color="#cdb88e"/></linearGradient><linearGradient id="grg-d" x1="16" x2="16" y1="15" y2="29" gradientUnits="userSpaceOnUse"><stop stop-color="#e7f5ff"/><stop offset="1" stop-color="#91a7ff"/></linearGradient></defs><path fill="url(#grg-w)" d="M3 12.6h26V29H3z"/><path fill="#e03131" d="M1.2 13.4 16 5.2l14.8 8.2c.5.3.3 1.1-.3 1.1H1.5c-.6 0-.8-.8-.3-1.1z"/><path stroke="#ff8787" stroke-linecap="round" stroke-width=".8" d="M4 12.8l12-6.6"/><rect width="20.4" height="14" x="5.8" y="15.4" fill="#868e96" rx=".6"/><rect width="19" height="13" x="6.5" y="16" fill="url(#grg-d)"/><g stroke="#748ffc" stroke-width=".7"><path d="M6.5 18.4h19M6.5 20.8h19M6.5 23.2h19M6.5 25.6h19"/></g><rect width="4" height="1.2" x="14" y="27" fill="#495057" rx=".6"/><path fill="#adb5bd" d="M1.6 29h28.8v1.4H1.6z"/></svg>',
  },
};
