/**
 * Our own drawings of the common things children ask for that no emoji shows (taken from the
 * nouns of the MacArthur-Bates toddler word lists and from what families say about pictures:
 * playground, farm, sea, building site, pirate things), in the Fluent style of `own-artwork.ts`.
 */
import type { OwnArtwork } from "./own-artwork";

export const OWN_KID_THINGS: Readonly<Record<string, OwnArtwork>> = {
  "own-table": {
    label: "table",
    tags: "table desk furniture kitchen wooden",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="tb-top" x1="16" x2="16" y1="9" y2="14" gradientUnits="userSpaceOnUse"><stop stop-color="#e0a060"/><stop offset="1" stop-color="#b86f32"/></linearGradient><linearGradient id="tb-leg" x1="0" x2="1" y1="0" y2="0"><stop stop-color="#a35f2a"/><stop offset="1" stop-color="#7a4218"/></linearGradient></defs><path fill="#8a4d20" d="M6.5 13h2v14.2c0 .5-.4.8-.9.8h-.2c-.5 0-.9-.3-.9-.8zM23.5 13h2v14.2c0 .5-.4.8-.9.8h-.2c-.5 0-.9-.3-.9-.8z" opacity=".75"/><path fill="url(#tb-top)" d="M2.5 10.6c0-.9.7-1.6 1.6-1.6h23.8c.9 0 1.6.7 1.6 1.6v1.8c0 .9-.7 1.6-1.6 1.6H4.1c-.9 0-1.6-.7-1.6-1.6z"/><path fill="#f4c48a" d="M4 9.8h24" stroke="#f7d3a4" stroke-linecap="round" stroke-width=".8"/><path fill="url(#tb-leg)" d="M3.8 14h2.6v14.6c0 .6-.5 1-1 1h-.6c-.6 0-1-.4-1-1zM25.6 14h2.6v14.6c0 .6-.5 1-1 1h-.6c-.6 0-1-.4-1-1z"/><path fill="#9a5a26" d="M6.4 14h19.2v1.6H6.4z"/></svg>',
  },
  "own-fence": {
    label: "fence",
    tags: "fence garden farm picket wooden",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="fn-p" x1="0" x2="0" y1="0" y2="1"><stop stop-color="#fffaf0"/><stop offset="1" stop-color="#e6d6bd"/></linearGradient></defs><path fill="#d9c6a5" d="M1 13.5h30v2.6H1zM1 22h30v2.6H1z"/><g fill="url(#fn-p)" stroke="#c4ad88" stroke-width=".6"><path d="M2.2 9.5 4 7.4l1.8 2.1V28H2.2zM8.6 9.5l1.8-2.1 1.8 2.1V28H8.6zM15 9.5l1.8-2.1 1.8 2.1V28H15zM21.4 9.5l1.8-2.1 1.8 2.1V28h-3.6zM27.8 9.5l1.8-2.1 1.8 2.1V28h-3.6z"/></g></svg>',
  },
  "own-swing": {
    label: "swing",
    tags: "swing playground park play",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="sw-f" x1="0" x2="1" y1="0" y2="0"><stop stop-color="#ff6b6b"/><stop offset="1" stop-color="#d63a3a"/></linearGradient><linearGradient id="sw-s" x1="16" x2="16" y1="21" y2="24" gradientUnits="userSpaceOnUse"><stop stop-color="#ffd25e"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><path stroke="url(#sw-f)" stroke-linecap="round" stroke-width="2.2" d="M4 29.5 8.5 4M12.5 29.5 8.5 4M19.5 29.5 23.5 4M28 29.5 23.5 4"/><path stroke="#3b82f6" stroke-linecap="round" stroke-width="2.4" d="M7 4.2h18"/><path stroke="#8b5e34" stroke-width=".9" d="M11.5 4.6v17M20.5 4.6v17"/><rect width="12.5" height="2.8" x="9.75" y="21" fill="url(#sw-s)" rx="1.2"/></svg>',
  },
  "own-rug": {
    label: "rug",
    tags: "rug mat carpet floor",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="rg-b" x1="16" x2="16" y1="19" y2="28" gradientUnits="userSpaceOnUse"><stop stop-color="#f87171"/><stop offset="1" stop-color="#c53030"/></linearGradient></defs><path fill="url(#rg-b)" d="M6 19.5h20l4 8H2z"/><path stroke="#fde68a" stroke-width="1" d="M5.2 21.2h21.6M3.6 24.4h24.8"/><path stroke="#fff7ed" stroke-linecap="round" stroke-width=".7" d="M2.5 28.4v1.2M4.5 28.4v1.2M6.5 28.4v1.2M8.5 28.4v1.2M10.5 28.4v1.2M12.5 28.4v1.2M14.5 28.4v1.2M16.5 28.4v1.2M18.5 28.4v1.2M20.5 28.4v1.2M22.5 28.4v1.2M24.5 28.4v1.2M26.5 28.4v1.2M28.5 28.4v1.2"/></svg>',
  },
  "own-bush": {
    label: "bush",
    tags: "bush shrub hedge garden plant",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><radialGradient id="bs-g" cx="0" cy="0" r="1" gradientTransform="matrix(0 14 -18 0 14 14)" gradientUnits="userSpaceOnUse"><stop stop-color="#7ee07a"/><stop offset=".6" stop-color="#3fae49"/><stop offset="1" stop-color="#227a35"/></radialGradient></defs><path fill="url(#bs-g)" d="M3 27.5c-1.8-3.4-.4-7.6 3.2-8.4-.2-4 3.4-6.9 7-5.6 1.6-3.4 6.6-3.6 8.4-.3 3.4-.6 6.4 2.4 5.8 5.8 3 1 4 5.4 1.6 8.5z"/><circle cx="10" cy="20" r="1.1" fill="#ff6b9a"/><circle cx="19" cy="17" r="1.1" fill="#ff6b9a"/><circle cx="23.5" cy="23" r="1.1" fill="#ff6b9a"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".5" stroke-width=".9" d="M8 17.5c.8-1.4 2.2-2.3 3.8-2.4"/></svg>',
  },
  "own-mud": {
    label: "mud",
    tags: "mud puddle muddy dirt",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><radialGradient id="md-g" cx="0" cy="0" r="1" gradientTransform="matrix(0 5 -15 0 16 24)" gradientUnits="userSpaceOnUse"><stop stop-color="#a8743e"/><stop offset="1" stop-color="#6b4423"/></radialGradient></defs><path fill="url(#md-g)" d="M2 24.5c0-2.8 5.6-4.8 13-4.8 2.4 0 3.6-1 6-1 5.3 0 9 2.4 9 5.4 0 3.2-6.2 5.4-14 5.4S2 27.5 2 24.5z"/><ellipse cx="11" cy="23" fill="#c89b66" opacity=".7" rx="3.5" ry=".9"/><ellipse cx="22" cy="22" fill="#c89b66" opacity=".6" rx="2.4" ry=".7"/><circle cx="6" cy="19" r=".9" fill="#7a4e28"/><circle cx="27" cy="18.6" r=".7" fill="#7a4e28"/></svg>',
  },
  "own-treasure-chest": {
    label: "treasure chest",
    tags: "treasure chest pirate gold box",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="ch-w" x1="16" x2="16" y1="8" y2="28" gradientUnits="userSpaceOnUse"><stop stop-color="#c0793a"/><stop offset="1" stop-color="#7c3f16"/></linearGradient><linearGradient id="ch-g" x1="0" x2="0" y1="0" y2="1"><stop stop-color="#ffe27a"/><stop offset="1" stop-color="#e0a800"/></linearGradient></defs><path fill="url(#ch-w)" d="M3 15.5h26v11.3c0 1-.8 1.7-1.7 1.7H4.7c-1 0-1.7-.8-1.7-1.7z"/><path fill="url(#ch-w)" d="M3 15.5V13c0-4 3-6.5 6.5-6.5h13C26 6.5 29 9 29 13v2.5z"/><path fill="url(#ch-g)" d="M6.5 6.9h2.6v21.6H6.5zM22.9 6.9h2.6v21.6h-2.6zM3 14.6h26v2H3z"/><rect width="5" height="5.6" x="13.5" y="14" fill="url(#ch-g)" stroke="#b7791f" stroke-width=".5" rx="1"/><circle cx="16" cy="16.4" r=".9" fill="#5b2d0c"/><path fill="#5b2d0c" d="M15.6 16.8h.8l.3 1.9h-1.4z"/><circle cx="12" cy="5.4" r="1.3" fill="#ffe27a"/><circle cx="19.5" cy="5" r="1" fill="#fff3b0"/></svg>',
  },
  "own-lighthouse": {
    label: "lighthouse",
    tags: "lighthouse tower sea beach light",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><clipPath id="lh-c"><path d="M12 10.5h8l2 18.5H10z"/></clipPath><radialGradient id="lh-l" cx="0" cy="0" r="1" gradientTransform="translate(16 7) scale(6)" gradientUnits="userSpaceOnUse"><stop stop-color="#fff7b0"/><stop offset="1" stop-color="#ffd23f" stop-opacity="0"/></radialGradient></defs><circle cx="16" cy="7" r="6" fill="url(#lh-l)"/><path fill="#fff" d="M12 10.5h8l2 18.5H10z"/><g clip-path="url(#lh-c)"><path fill="#ef4444" d="M8 13h16v3.6H8zM8 20h16v3.6H8zM8 27h16v3H8z"/></g><path fill="#374151" d="M11 9.4h10v1.6H11z"/><rect width="5.6" height="4" x="13.2" y="5.4" fill="#ffd23f" stroke="#374151" stroke-width=".7" rx=".6"/><path fill="#ef4444" d="M12.4 5.6 16 2.5l3.6 3.1z"/><rect width="2" height="2.6" x="15" y="17" fill="#1e3a5f" rx="1"/><path fill="#9ca3af" d="M7 28.6c0-.3.3-.6.6-.6h16.8c.3 0 .6.3.6.6V30H7z"/></svg>',
  },
  "own-submarine": {
    label: "submarine",
    tags: "submarine sea underwater boat",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="sb-b" x1="16" x2="16" y1="12" y2="26" gradientUnits="userSpaceOnUse"><stop stop-color="#ffe066"/><stop offset="1" stop-color="#f5a400"/></linearGradient></defs><path stroke="#6b7280" stroke-linecap="round" stroke-width="1.2" d="M16.5 11V6.5h3"/><path fill="url(#sb-b)" d="M12.5 10.5c0-.6.4-1 1-1h5c.6 0 1 .4 1 1v4h-7z"/><path fill="url(#sb-b)" d="M3 19c0-3.9 3.1-7 7-7h12.5c3.9 0 7 3.1 7 7s-3.1 7-7 7H10c-3.9 0-7-3.1-7-7z"/><path fill="#f59e0b" d="M29.5 19 31 15v8zM1.5 19.5l1.5-.5v1z"/><g fill="#7dd3fc" stroke="#b45309" stroke-width=".8"><circle cx="10" cy="19" r="2"/><circle cx="16.2" cy="19" r="2"/><circle cx="22.4" cy="19" r="2"/></g><path stroke="#fff" stroke-linecap="round" stroke-opacity=".6" stroke-width=".9" d="M7 14.6c1-.6 2-.9 3.2-.9"/></svg>',
  },
  "own-excavator": {
    label: "excavator",
    tags: "excavator digger bulldozer building site construction",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="ex-y" x1="0" x2="0" y1="0" y2="1"><stop stop-color="#ffd43b"/><stop offset="1" stop-color="#f59f00"/></linearGradient></defs><rect width="17" height="4.6" x="2" y="24" fill="#495057" rx="2.3"/><g fill="#adb5bd"><circle cx="4.6" cy="26.3" r="1.3"/><circle cx="8.8" cy="26.3" r="1.3"/><circle cx="13" cy="26.3" r="1.3"/><circle cx="16.6" cy="26.3" r="1.3"/></g><path fill="url(#ex-y)" d="M3 17.5c0-.8.7-1.5 1.5-1.5H18c.8 0 1.5.7 1.5 1.5V24H3z"/><path fill="url(#ex-y)" d="M4.5 10.5c0-.6.4-1 1-1H11c.6 0 1 .4 1 1V16H4.5z"/><rect width="4.4" height="4" x="6" y="11" fill="#a5d8ff" rx=".6"/><path stroke="#f59f00" stroke-linecap="round" stroke-linejoin="round" stroke-width="2.4" d="M17 17 23 7.5l5.5 6"/><path fill="#495057" d="M26 12.5h4.5l-1 5.5c-.1.6-.7 1-1.3.9l-3.7-.7z"/><path fill="#343a40" d="M26.5 18.6h.9v1.2h-.9zM28.2 18.8h.9V20h-.9z"/></svg>',
  },
  "own-cave": {
    label: "cave",
    tags: "cave rock mountain bear",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="cv-r" x1="16" x2="16" y1="5" y2="29" gradientUnits="userSpaceOnUse"><stop stop-color="#b0b8c4"/><stop offset="1" stop-color="#6b7280"/></linearGradient></defs><path fill="url(#cv-r)" d="M1 29c.4-8.6 3.4-16 8.4-20.4 2.6-2.3 5-3.4 7.6-3.4 3.2 0 6.6 2 9.2 5.6 2.8 3.9 4.4 9.4 4.8 18.2z"/><path fill="#1f2430" d="M9.5 29c0-6 2.9-10.6 6.5-10.6S22.5 23 22.5 29z"/><path fill="#d1d5db" d="M10 11.5c1.2-1.6 2.8-2.8 4.4-3.2" stroke="#e5e7eb" stroke-linecap="round" stroke-width="1"/><path fill="#4ade80" d="M2 29c.6-1.6 1.8-2.4 3.2-2.2-.1 1 .2 1.6.8 2.2zM26.5 29c.4-1.4 1.6-2.2 3.2-2 .1.8-.1 1.4-.5 2z"/></svg>',
  },
  "own-windmill": {
    label: "windmill",
    tags: "windmill mill farm",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="wm-t" x1="16" x2="16" y1="12" y2="30" gradientUnits="userSpaceOnUse"><stop stop-color="#f5e6c8"/><stop offset="1" stop-color="#d4b98a"/></linearGradient></defs><path fill="url(#wm-t)" d="M12.5 13h7l2.5 17H10z"/><path fill="#c2410c" d="M11.5 13.5 16 9l4.5 4.5z"/><rect width="3" height="4.6" x="14.5" y="25.4" fill="#7c4a1e" rx="1.5"/><circle cx="16" cy="18.5" r="1.2" fill="#7dd3fc" stroke="#7c4a1e" stroke-width=".5"/><g fill="#fff" stroke="#8b5e34" stroke-width=".6"><path d="M16 11 8.6 1.4 5.4 4.6z"/><path d="m16 11 7.4-9.6 3.2 3.2z"/><path d="m16 11 7.4 9.6 3.2-3.2z"/><path d="M16 11 8.6 20.6 5.4 17.4z"/></g><circle cx="16" cy="11" r="1.4" fill="#8b5e34"/></svg>',
  },
  "own-treehouse": {
    label: "treehouse",
    tags: "treehouse tree house den",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><radialGradient id="th-l" cx="0" cy="0" r="1" gradientTransform="matrix(0 12 -15 0 15 9)" gradientUnits="userSpaceOnUse"><stop stop-color="#7ee07a"/><stop offset="1" stop-color="#2f8f3f"/></radialGradient></defs><path fill="#8b5a2b" d="M13.5 14h5l1 16h-7z"/><path fill="url(#th-l)" d="M3 12c0-5 4.5-9.5 10-9.5 2.4-1.4 5.8-1 7.6.6 4.6.4 8.4 3.6 8.4 8.2 0 4-3.4 6.7-7.5 6.7H9.5C6 18 3 15.6 3 12z"/><path fill="#c98b4b" d="M8.5 16.5h15v7h-15z"/><path fill="#e0523a" d="M7 17 16 11.5l9 5.5z"/><rect width="3" height="4" x="11" y="18.5" fill="#5b3a1a" rx=".5"/><rect width="4" height="3" x="17" y="18.5" fill="#a5d8ff" stroke="#7c4a1e" stroke-width=".5"/><path stroke="#7c4a1e" stroke-width=".8" d="M10 23.5v6.5M12.5 23.5v6.5M10 25.2h2.5M10 27.2h2.5M10 29.2h2.5"/></svg>',
  },
};
