import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "../../shared/languages";
import { users } from "../db/schema";
import { registerBody, signIn, type Send } from "../test/account-factory";
import { startSmtpTestServer } from "../test/smtp-test-server";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
beforeAll(async () => {
  await prepareTestDatabase();
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://doodle.example.org/" },
    // A card refused once is given up at once, so its notice comes straight away.
    mailRetry: { limit: 0, delaySeconds: 1 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let address = 0;
/** A browser of its own (its own address, so sign-up limits never meet). */
const newBrowser = () => browser(t.app, `192.0.2.${150 + (address++ % 100)}`);

async function signUp(send: Send, headers: Record<string, string>, firstName = "Robin") {
  const body = registerBody({ firstName });
  const response = await send({
    method: "POST",
    url: "/api/auth/register",
    payload: body,
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return body;
}

async function signedInFamily(language: string | null) {
  const send = newBrowser();
  const body = await signUp(send, {});
  // Its confirmation mail has arrived, so no later refusal meets it instead.
  await smtp.mailTo(body.email);
  await t.db.update(users).set({ emailVerified: "true" }).where(eq(users.email, body.email));
  const signedIn = await signIn(send, body.username);
  expect(signedIn.statusCode).toBe(200);
  const settings = await send({ method: "PUT", url: "/api/settings", payload: { language } });
  expect(settings.statusCode).toBe(200);
  return { send, body, session: signedIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
}

const resetFrom = (send: Send, email: string, headers: Record<string, string> = {}) =>
  send({
    method: "POST",
    url: "/api/auth/reset-password-direct",
    payload: { email, password: "brand-new-1" },
    headers,
  });

describe("mail in the family's language", () => {
  it("writes the sign-up mail in the visitor's language: the footer's cookie, else Accept-Language", async () => {
    const spanish = await signUp(newBrowser(), { "accept-language": "es-MX,es;q=0.9,en;q=0.5" });
    const mail = await smtp.mailTo(spanish.email);
    expect(mail.subject).toBe("Confirma tu correo para Doodle Dino");
    expect(mail.text).toContain("¡Hola, Robin!");
    expect(mail.text).toContain("El enlace funciona una sola vez y durante 48 horas.");
    expect(mail.text).toContain("Confirmar mi correo: https://doodle.example.org/api/auth/");
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain("Si el botón no funciona, copia este enlace en tu navegador:");

    const french = await signUp(newBrowser(), {
      "accept-language": "es",
      cookie: `${LANGUAGE_COOKIE}=fr`,
    });
    const frenchMail = await smtp.mailTo(french.email);
    expect(frenchMail.subject).toBe("Confirmez votre adresse e-mail pour Doodle Dino");
    expect(frenchMail.html).toContain('<html lang="fr">');
  });

  it("writes a Spanish family's reset mail in Spanish, whatever the browser asking", async () => {
    const { body } = await signedInFamily("es");
    expect(
      (await resetFrom(newBrowser(), body.email, { "accept-language": "en-US" })).statusCode,
    ).toBe(200);
    const mail = await smtp.mailTo(body.email, "Confirma tu nueva contraseña de Doodle Dino");
    expect(mail.text).toContain("Sí, usar mi nueva contraseña: https://doodle.example.org/");
    expect(mail.text).toContain("¡A dibujar!");
    expect(mail.text).not.toMatch(/your password|Happy drawing/);
  });

  it("keeps the language a family signed up in for the mail asked for later from anywhere", async () => {
    const body = await signUp(newBrowser(), { "accept-language": "de-AT" });
    await t.db.update(users).set({ emailVerified: "true" }).where(eq(users.email, body.email));
    await resetFrom(newBrowser(), body.email);
    const reset = await smtp.mailTo(body.email, "Bestätige dein neues Passwort für Doodle Dino");
    expect(reset.text).toContain("Hallo Robin,");

    // Someone else, on an Italian phone, tries to sign up with the family's address.
    const attempt = await newBrowser()({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...registerBody(), email: body.email },
      headers: { "accept-language": "it" },
    });
    expect(attempt.statusCode).toBe(201);
    const told = await smtp.mailTo(
      body.email,
      "Jemand wollte sich mit deiner E-Mail-Adresse registrieren",
    );
    expect(told.text).toContain("Passwort vergessen? Hier kannst du ein neues wählen:");
  });

  it("leaves an English family's reset mail exactly as the specification wrote it", async () => {
    const { body } = await signedInFamily("en");
    await resetFrom(newBrowser(), body.email, {
      "accept-language": "fr",
      cookie: "doodle_language=es",
    });
    const mail = await smtp.mailTo(body.email, "Confirm your new Doodle Dino password");
    const link =
      /https:\/\/doodle\.example\.org\/api\/auth\/confirm-password-reset\?token=\S+/.exec(
        mail.text ?? "",
      )?.[0];
    expect(mail.text?.trim()).toBe(
      [
        "Hi Robin,",
        "",
        "Someone (hopefully you!) asked to change the password of your Doodle Dino account.",
        "",
        "To switch to the new password, click the button below. Every device signed in to the account will be signed out, so you can sign in again with the new password.",
        "",
        `Yes, use my new password: ${link}`,
        "",
        "The link works once and for 1 hour.",
        "",
        "Didn't ask for this? Just ignore this email: your password stays the same.",
        "",
        "Happy drawing!",
        "Doodle Dino 🦕",
      ].join("\n"),
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(
      "If the button doesn&#39;t work, copy this link into your browser:",
    );
  });

  it("writes a family's card in its setting before the device's, and in the device's without one", async () => {
    const italian = await signedInFamily("it");
    await sendCard(italian, { cookie: `${LANGUAGE_COOKIE}=fr` });
    const card = await smtp.mailTo("nonna@example.com", "Guarda questo disegno magico!");
    expect(card.text).toContain("Ciao Nonna!");
    expect(card.text).toContain("Il disegno: «un gatto rosso»");
    expect(card.text).toContain("Ti voglio bene!");
    expect(card.html).toContain('<html lang="it">');

    const followsTheDevice = await signedInFamily(null);
    await sendCard(followsTheDevice, { cookie: `${LANGUAGE_COOKIE}=pt`, "accept-language": "de" });
    const portuguese = await smtp.mailTo("nonna@example.com", "Olha só este desenho mágico!");
    expect(portuguese.text).toContain(`Com carinho, ${followsTheDevice.body.username}`);
  });

  it("tells a family in its language when a card could not be delivered", async () => {
    const family = await signedInFamily("it");
    smtp.failNextMail();
    await sendCard(family, {});
    const notice = await smtp.mailTo(
      family.body.email,
      "Non è stato possibile consegnare il tuo biglietto di auguri",
    );
    expect(notice.text).toContain("il tuo biglietto «Guarda questo disegno magico!» per Nonna");
    expect(notice.text).toContain("Apri i miei contatti: https://doodle.example.org/contacts");
    expect(notice.html).toContain('<html lang="it">');
  });
});

async function sendCard(
  family: Awaited<ReturnType<typeof signedInFamily>>,
  headers: { cookie?: string; "accept-language"?: string },
) {
  const contact = await family.send({
    method: "POST",
    url: "/api/contacts",
    payload: { name: "Nonna", email: "nonna@example.com" },
  });
  expect(contact.statusCode, contact.body).toBe(201);
  const card = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#ffd166" },
  })
    .png()
    .toBuffer();
  const sent = await family.send({
    method: "POST",
    url: "/api/greeting-cards/send-email",
    // Sent with the session's cookie, and the footer's when given.
    headers: {
      ...headers,
      cookie: [family.session, headers.cookie].filter(Boolean).join("; "),
    },
    payload: {
      recipientEmail: "nonna@example.com",
      recipientName: "Nonna",
      customMessage: "Ti voglio bene!",
      imageDescription: "un gatto rosso",
      greetingCardBase64: card.toString("base64"),
    },
  });
  expect(sent.statusCode, sent.body).toBe(200);
}
