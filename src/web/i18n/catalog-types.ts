import type account from "./catalogs/en/account.json";
import type auth from "./catalogs/en/auth.json";
import type create from "./catalogs/en/create.json";
import type errors from "./catalogs/en/errors.json";
import type gallery from "./catalogs/en/gallery.json";
import type gate from "./catalogs/en/gate.json";
import type help from "./catalogs/en/help.json";
import type home from "./catalogs/en/home.json";
import type layout from "./catalogs/en/layout.json";
import type privacy from "./catalogs/en/privacy.json";
import type subscription from "./catalogs/en/subscription.json";
import type { TCatalogArea } from "./catalog-areas";

/** The English catalogs name every message: their keys are the keys of every language. */
interface TEnglishCatalogs {
  account: typeof account;
  auth: typeof auth;
  create: typeof create;
  errors: typeof errors;
  gallery: typeof gallery;
  gate: typeof gate;
  help: typeof help;
  home: typeof home;
  layout: typeof layout;
  privacy: typeof privacy;
  subscription: typeof subscription;
}

export type TMessageKey<A extends TCatalogArea> = keyof TEnglishCatalogs[A] & string;
/** Values for a message's `{placeholders}` (numbers for plurals). */
export type TMessageValues = Record<string, string | number>;
export type TTranslate<A extends TCatalogArea> = (
  key: TMessageKey<A>,
  values?: TMessageValues,
) => string;
