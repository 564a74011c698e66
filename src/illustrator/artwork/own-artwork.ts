/**
 * Drawings of our own for things a child asks for that no emoji shows on its own (a party hat,
 * a single green leaf), in the Fluent style: a 32×32 viewBox, soft gradients. Ids never clash
 * with Fluent file names; ids in the gradients are prefixed so two drawings never share one.
 */
import { OWN_EVERYDAY_THINGS } from "./own-everyday-things";
import { OWN_HOME_AND_PLAY_THINGS } from "./own-home-and-play-things";
import { OWN_KID_THINGS } from "./own-kid-things";
export interface OwnArtwork {
  label: string;
  /** Keywords, separated by spaces, as in the artwork index. */
  tags: string;
  svg: string;
}

const OWN_BASICS: Readonly<Record<string, OwnArtwork>> = {
  "party-hat": {
    label: "party hat",
    tags: "birthday celebration cone hat party",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="ph-cone" x1="8" x2="24" y1="8" y2="26" gradientUnits="userSpaceOnUse"><stop stop-color="#ff6cc4"/><stop offset="1" stop-color="#c21f8e"/></linearGradient><radialGradient id="ph-pom" cx="0" cy="0" r="1" gradientTransform="translate(15 4.2) scale(3.6)" gradientUnits="userSpaceOnUse"><stop stop-color="#fff7b0"/><stop offset="1" stop-color="#ffb700"/></radialGradient><linearGradient id="ph-band" x1="16" x2="16" y1="24" y2="29" gradientUnits="userSpaceOnUse"><stop stop-color="#7fe3ff"/><stop offset="1" stop-color="#1d9be0"/></linearGradient><clipPath id="ph-clip"><path d="M16 5.5 26 25.6c-6.4 2.2-13.6 2.2-20 0z"/></clipPath></defs><path fill="url(#ph-cone)" d="M16 5.5 26 25.6c-6.4 2.2-13.6 2.2-20 0z"/><g clip-path="url(#ph-clip)"><path stroke="#ffe14d" stroke-width="2.2" d="M4 16.5 20.5 9M4 22.5 24 13.5M8 27.5 27 19"/><circle cx="13.5" cy="13" r="1" fill="#fff"/><circle cx="17.5" cy="18.5" r="1" fill="#fff"/><circle cx="11" cy="21.5" r="1" fill="#fff"/><circle cx="21" cy="23.5" r="1" fill="#fff"/></g><path fill="url(#ph-band)" d="M5.2 24.6c6.9 2.6 14.7 2.6 21.6 0l.9 2.1c-.3.5-.8.8-1.4 1l-.9.3c-1 .3-1.9.5-1.9.5-5.2 1.1-10.6 1-15.8-.5l-1-.3c-.6-.2-1.1-.6-1.4-1.1z"/><circle cx="16" cy="4.6" r="3.1" fill="url(#ph-pom)"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".7" stroke-width=".9" d="M14.4 3.6c.4-.6 1-.9 1.6-.9"/></svg>',
  },
  "green-leaf": {
    label: "green leaf",
    tags: "green leaf nature plant",
    svg: '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 32 32"><defs><linearGradient id="lf-blade" x1="6" x2="26" y1="26" y2="6" gradientUnits="userSpaceOnUse"><stop stop-color="#1f9d46"/><stop offset=".55" stop-color="#43c85c"/><stop offset="1" stop-color="#8fe36a"/></linearGradient></defs><path fill="url(#lf-blade)" d="M3.5 27.5C3 16 9.5 5.5 28.5 3.5 29 17 21 27 3.5 27.5z"/><path stroke="#157a36" stroke-linecap="round" stroke-width="1.1" d="M2.5 29.5 25 6.5"/><path stroke="#157a36" stroke-linecap="round" stroke-opacity=".75" stroke-width=".8" d="M9 23c3.5.2 7 0 9.5-.7M13 19c3-.2 6.5-.9 9-2.2M17 14.8c2.3-.5 5-1.5 7-2.8M9.5 22.5c-.3-3 .2-6 1.3-8.5M13.5 18.5c0-3 .6-5.5 2-8M18 13.8c.2-2.3.8-4 1.8-5.6"/><path stroke="#fff" stroke-linecap="round" stroke-opacity=".45" stroke-width=".9" d="M7 19.5c1.5-5 5.5-9.5 12-12"/></svg>',
  },
};

export const OWN_ARTWORK: Readonly<Record<string, OwnArtwork>> = {
  ...OWN_BASICS,
  ...OWN_KID_THINGS,
  ...OWN_HOME_AND_PLAY_THINGS,
  ...OWN_EVERYDAY_THINGS,
};
