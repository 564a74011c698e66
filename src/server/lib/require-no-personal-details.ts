import {
  PERSONAL_DETAILS_TITLE,
  findPersonalDetail,
  personalDetailMessage,
} from "../../shared/personal-details";
import { badRequest } from "./app-error";

/**
 * Refuses (400 with a kind explanation) text for another family that holds a phone number, an
 * e-mail or street address, a link or a handle on another app (DESIGN decision 19).
 */
export function requireNoPersonalDetails(texts: Array<string | null | undefined>): void {
  for (const text of texts) {
    const kind = text ? findPersonalDetail(text) : null;
    if (kind) throw badRequest(personalDetailMessage(kind), PERSONAL_DETAILS_TITLE);
  }
}
