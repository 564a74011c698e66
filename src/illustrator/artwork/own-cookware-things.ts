/**
 * Our own drawings of the pots, pans and cups a child sees at the cooker and the table and no
 * emoji shows (a saucepan, a cooking pot, a blender, a mug, a jug, a lunchbox), in the Fluent
 * style of `own-artwork.ts`. A pot is a cooking pot here, never a honey pot.
 */
import type { OwnArtwork } from "./own-artwork";

export const OWN_COOKWARE_THINGS: Readonly<Record<string, OwnArtwork>> = {
  "own-saucepan": {
    label: "saucepan",
    tags: "saucepan pan",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="scp-b" x1="3" x2="20" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#868e96"/><stop offset=".25" stop-color="#f1f3f5"/><stop offset=".6" stop-color="#ced4da"/><stop offset="1" stop-color="#6c757d"/></linearGradient><linearGradient id="scp-l" x1="11.5" x2="11.5" y1="7" y2="12.6" gradientUnits="userSpaceOnUse"><stop stop-color="#f8f9fa"/><stop offset="1" stop-color="#adb5bd"/></linearGradient></defs><rect width="10.6" height="2.8" x="19.6" y="12.2" fill="#343a40" rx="1.4" transform="rotate(-8 20 13.6)"/><circle cx="28.4" cy="12.6" r=".7" fill="#868e96"/><path fill="url(#scp-b)" d="M3 14h17v10c0 2.2-1.8 4-4 4H7c-2.2 0-4-1.8-4-4z"/><rect width="18.6" height="2.4" x="2.2" y="12.6" fill="#adb5bd" rx="1.2"/><path fill="url(#scp-l)" d="M3.6 12.6c0-3.4 3.5-5.6 7.9-5.6s7.9 2.2 7.9 5.6z"/><rect width="3.2" height="2.6" x="9.9" y="4.8" fill="#343a40" rx="1.2"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".8" stroke-width="1.1" d="M5.8 16.6v6.2M6.4 10.6c1-1.2 2.6-1.9 4.4-2"/></svg>',
  },
  "own-cooking-pot": {
    label: "cooking pot",
    tags: "cooking pot stockpot",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="ckp-b" x1="4" x2="28" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#c92a2a"/><stop offset=".3" stop-color="#ff8787"/><stop offset=".65" stop-color="#f03e3e"/><stop offset="1" stop-color="#a61e1e"/></linearGradient><linearGradient id="ckp-l" x1="16" x2="16" y1="7" y2="12.4" gradientUnits="userSpaceOnUse"><stop stop-color="#f8f9fa"/><stop offset="1" stop-color="#adb5bd"/></linearGradient></defs><path stroke="#ced4da" stroke-linecap="round" stroke-width="1" d="M9 5.6c-1.2-1.3 1.2-2.2 0-3.6M23 5.6c-1.2-1.3 1.2-2.2 0-3.6"/><path stroke="#8f2a22" stroke-linecap="round" stroke-width="1.8" d="M4 16.4H2.4c-.8 0-1.4.6-1.4 1.4v.4c0 .8.6 1.4 1.4 1.4H4M28 16.4h1.6c.8 0 1.4.6 1.4 1.4v.4c0 .8-.6 1.4-1.4 1.4H28"/><path fill="url(#ckp-b)" d="M4 13.6h24v11c0 2.5-2 4.5-4.5 4.5h-15C6 29.1 4 27.1 4 24.6z"/><rect width="25.6" height="2.6" x="3.2" y="12.2" fill="#a61e1e" rx="1.3"/><path fill="url(#ckp-l)" d="M4.6 12.4c0-3 5.1-5 11.4-5s11.4 2 11.4 5z"/><rect width="4" height="2.8" x="14" y="5" fill="#343a40" rx="1.4"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".75" stroke-width="1.2" d="M6.6 17v7.6M8.2 10.4c1.6-1 3.8-1.6 6.2-1.7"/><path stroke="#fff" stroke-opacity=".35" stroke-width="1.4" d="M4 21.2h24"/></svg>',
  },
  "own-blender": {
    label: "blender",
    tags: "blender liquidiser liquidizer",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="bld-s" x1="16" x2="16" y1="12" y2="22" gradientUnits="userSpaceOnUse"><stop stop-color="#ffa8c5"/><stop offset="1" stop-color="#d6336c"/></linearGradient><linearGradient id="bld-b" x1="16" x2="16" y1="22" y2="30" gradientUnits="userSpaceOnUse"><stop stop-color="#868e96"/><stop offset="1" stop-color="#343a40"/></linearGradient></defs><path stroke="#495057" stroke-linecap="round" stroke-width="2" d="M23 8.6h2.6c1 0 1.6.7 1.5 1.7l-.9 7.6c-.1.9-.8 1.4-1.7 1.4H22"/><path fill="#d0ebff" fill-opacity=".75" stroke="#74c0fc" stroke-width=".7" d="M8.4 6h15.2l-2 16H10.4z"/><path fill="url(#bld-s)" d="M9.2 12.4h13.6l-1.2 9.6H10.4z"/><g fill="#fff" fill-opacity=".7"><circle cx="13" cy="15.4" r=".8"/><circle cx="18.4" cy="17.6" r=".7"/><circle cx="15.2" cy="19.6" r=".6"/></g><path stroke="#fff" stroke-linecap="round" stroke-opacity=".8" stroke-width="1" d="M10.6 7.6l1.2 12.6"/><rect width="16.8" height="3" x="7.6" y="3.4" fill="#343a40" rx="1.2"/><rect width="4" height="2" x="14" y="1.8" fill="#495057" rx=".8"/><rect width="12.8" height="2" x="9.6" y="21" fill="#495057" rx=".6"/><path fill="url(#bld-b)" d="M8 22.6h16l1.6 5.8c.2.9-.5 1.6-1.4 1.6H7.8c-.9 0-1.6-.7-1.4-1.6z"/><circle cx="12" cy="26.4" r="1" fill="#69db7c"/><circle cx="16" cy="26.4" r="1" fill="#ffd43b"/><circle cx="20" cy="26.4" r="1" fill="#ff6b6b"/></svg>',
  },
  "own-mug": {
    label: "mug",
    tags: "mug",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="mug-b" x1="5" x2="22" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#1c7ed6"/><stop offset=".3" stop-color="#74c0fc"/><stop offset="1" stop-color="#1864ab"/></linearGradient></defs><path stroke="#adb5bd" stroke-linecap="round" stroke-width="1.1" d="M10.5 7c-1.1-1.3 1.1-2.2 0-3.6M16.5 7c-1.1-1.3 1.1-2.2 0-3.6"/><path stroke="#1864ab" stroke-linecap="round" stroke-width="2.6" d="M22 13.5h2.4c2 0 3.4 1.5 3.4 3.5s-1.4 3.5-3.4 3.5h-2.8"/><path fill="url(#mug-b)" d="M5 10h17v14c0 2.8-2.2 5-5 5h-7c-2.8 0-5-2.2-5-5z"/><ellipse cx="13.5" cy="10" fill="#a5d8ff" rx="8.5" ry="2"/><ellipse cx="13.5" cy="10.3" fill="#8a5a35" rx="7" ry="1.4"/><path fill="#fff" d="M13.5 17.4c.8-1.6 3.4-1.6 3.4.5 0 1.8-2 3.1-3.4 4.1-1.4-1-3.4-2.3-3.4-4.1 0-2.1 2.6-2.1 3.4-.5z"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".7" stroke-width="1.1" d="M7.2 13.4v9"/></svg>',
  },
  "own-jug": {
    label: "jug",
    tags: "jug pitcher",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="jug-b" x1="7" x2="24" y1="0" y2="0" gradientUnits="userSpaceOnUse"><stop stop-color="#dee2e6"/><stop offset=".3" stop-color="#fff"/><stop offset="1" stop-color="#adb5bd"/></linearGradient></defs><path stroke="#1971c2" stroke-linecap="round" stroke-width="2.4" d="M23 10.4c3.4 0 5.4 2 5.4 5.2s-2 5.4-5.4 5.6"/><path fill="url(#jug-b)" d="M4.6 5 9.6 7.4C8.2 9.8 7.4 13 7.4 16.6V26c0 1.7 1.3 3 3 3h10.2c1.7 0 3-1.3 3-3v-9.4c0-3.6-.8-6.8-2.2-9.2L22.2 5z"/><path fill="#4dabf7" d="M7.4 18h16.2v2.4H7.4z"/><path fill="#1971c2" d="M7.4 22.2h16.2v1.2H7.4z"/><ellipse cx="14" cy="5.2" fill="#f8f9fa" stroke="#adb5bd" stroke-width=".5" rx="8.4" ry="1.3"/><ellipse cx="14.4" cy="5.4" fill="#fff4e6" rx="6.4" ry=".8"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".9" stroke-width="1.1" d="M10 10.4c-.6 2-.8 4-.8 6"/></svg>',
  },
  "own-lunchbox": {
    label: "lunchbox",
    tags: "lunchbox lunch box",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="lbx-b" x1="16" x2="16" y1="11" y2="28" gradientUnits="userSpaceOnUse"><stop stop-color="#63e6be"/><stop offset="1" stop-color="#0b8a6a"/></linearGradient></defs><path stroke="#fab005" stroke-linecap="round" stroke-width="2.2" d="M11 11.4V8.4c0-1.3 1-2.4 2.4-2.4h5.2c1.3 0 2.4 1 2.4 2.4v3"/><rect width="26" height="17" x="3" y="11" fill="url(#lbx-b)" rx="3"/><path fill="#099268" d="M3 14c0-1.7 1.3-3 3-3h20c1.7 0 3 1.3 3 3v2.4H3z"/><rect width="4" height="3.2" x="14" y="14.6" fill="#ffd43b" rx=".8"/><circle cx="10" cy="22.4" r="2.8" fill="#fa5252"/><path fill="#51cf66" d="M10.2 19.6c.6-1.2 1.8-1.6 2.6-1.2-.4 1-1.4 1.6-2.6 1.2z"/><path fill="#ffd43b" d="m22 19.2 1 2 2.2.3-1.6 1.5.4 2.2-2-1-2 1 .4-2.2-1.6-1.5 2.2-.3z"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".6" stroke-width="1" d="M5.4 19v6"/></svg>',
  },
};
