import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import { isLanguage, LANGUAGE_COOKIE, languageFor, type Language } from "../../shared/languages";
import type { Database } from "../db/client";
import { appSettings, users } from "../db/schema";

type Reader = Pick<Database, "select">;

const deviceChoices = (request: FastifyRequest) => ({
  cookie: request.cookies?.[LANGUAGE_COOKIE] ?? null,
  acceptLanguage: request.headers["accept-language"] ?? null,
});

/** The device's language: the footer's choice (its cookie), else the browser's Accept-Language. */
export const deviceLanguage = (request: FastifyRequest): Language =>
  languageFor(deviceChoices(request));

/** The language a grown-up chose in Account Settings, or null to follow the device. */
async function languageSettingOf(db: Reader, userId: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: appSettings.language })
    .from(appSettings)
    .where(eq(appSettings.userId, userId));
  return isLanguage(row?.language) ? row.language : null;
}

/**
 * The language of one request: the signed-in family's setting, else the device's (the footer's
 * cookie, else Accept-Language). Pictures, stories and the mail a family sends are made in it.
 */
export async function requestLanguage(db: Reader, request: FastifyRequest): Promise<Language> {
  const userId = request.session?.userId;
  const familySetting = userId ? await languageSettingOf(db, userId) : null;
  return languageFor({ familySetting, ...deviceChoices(request) });
}

/**
 * The language to write to a family in when it is not the one asking (a reset or a sign-up with
 * its address may come from anyone, a book is printed later): its setting, else the language it
 * signed up in; null for an account from before languages were kept.
 */
export async function familyLanguage(db: Reader, userId: string): Promise<Language | null> {
  const [row] = await db
    .select({ setting: appSettings.language, signUp: users.signupLanguage })
    .from(users)
    .leftJoin(appSettings, eq(appSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (isLanguage(row?.setting)) return row.setting;
  return isLanguage(row?.signUp) ? row.signUp : null;
}
