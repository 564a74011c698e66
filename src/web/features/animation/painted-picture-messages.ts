/**
 * What a child is told about a picture an image model painted: it comes in one piece, with no
 * places for things or faces (we never invent them), so there is nothing to tap or swap.
 */
export const NOTHING_TO_TAP_MESSAGE =
  "This picture was painted all in one piece, so it has nothing to tap. Pick another picture to play!";
export const NOTHING_TO_DANCE_MESSAGE =
  "This picture was painted all in one piece, so its things can't dance — but it's lovely just as it is!";
export const NO_FACE_PLACE_MESSAGE =
  "It was painted all in one piece, so there is no face place for your photo in this one.";
