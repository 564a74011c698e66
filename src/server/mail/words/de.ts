import type { MailWords } from "./mail-words";

export const de: MailWords = {
  layout: {
    greeting: (name) => `Hallo ${name},`,
    linkHelp: "Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:",
    signOff: "Viel Spaß beim Malen!",
  },
  verifyEmail: {
    subject: "Bitte bestätige deine E-Mail-Adresse für Doodle Dino",
    paragraphs: [
      "Willkommen bei Doodle Dino, wo kleine Stimmen Ideen in Bilder verwandeln!",
      "Bitte bestätige deine E-Mail-Adresse, damit wir wissen, dass du es wirklich bist. Komm dann zurück und melde dich an, um loszulegen.",
    ],
    button: "E-Mail-Adresse bestätigen",
    footnotes: (validHours) => [
      `Der Link funktioniert einmal und ${validHours} Stunden lang.`,
      "Du hast dich nicht registriert? Dann ignoriere diese E-Mail einfach: Ohne Bestätigung wird kein Konto angelegt.",
    ],
  },
  resetPassword: {
    subject: "Bestätige dein neues Passwort für Doodle Dino",
    paragraphs: [
      "Jemand (hoffentlich du!) möchte das Passwort deines Doodle-Dino-Kontos ändern.",
      "Klicke auf den Button unten, um das neue Passwort zu verwenden. Alle Geräte, die mit dem Konto angemeldet sind, werden abgemeldet, damit du dich mit dem neuen Passwort wieder anmelden kannst.",
    ],
    button: "Ja, mein neues Passwort verwenden",
    footnotes: [
      "Der Link funktioniert einmal und 1 Stunde lang.",
      "Das warst du nicht? Dann ignoriere diese E-Mail einfach: Dein Passwort bleibt, wie es ist.",
    ],
  },
  signUpAttempt: {
    subject: "Jemand wollte sich mit deiner E-Mail-Adresse registrieren",
    paragraphs: (resetUrl) => [
      "Gerade hat jemand versucht, mit dieser E-Mail-Adresse ein neues Doodle-Dino-Konto anzulegen. Zu dieser Adresse gibt es schon ein Konto, also wurde nichts Neues angelegt und nichts geändert.",
      "Wenn du das warst, melde dich einfach mit dem Button unten an.",
      `Passwort vergessen? Hier kannst du ein neues wählen: ${resetUrl}`,
    ],
    button: "Bei Doodle Dino anmelden",
    footnotes: [
      "Das warst du nicht? Dann kannst du diese E-Mail unbesorgt ignorieren: Dein Konto bleibt, wie es ist.",
    ],
  },
  cardNotDelivered: {
    subject: "Deine Grußkarte konnte nicht zugestellt werden",
    paragraphs: ({ subject, recipientName }) => [
      `Das tut uns leid: Deine Karte „${subject}“ für ${recipientName} konnte nicht zugestellt werden, auch nicht nach mehreren Stunden weiterer Versuche.`,
      `Bitte prüfe die E-Mail-Adresse von ${recipientName} in deinen Kontakten und schicke die Karte dann noch einmal. Sie zählt nicht zu deinen Karten in dieser Stunde.`,
    ],
    button: "Meine Kontakte öffnen",
    footnotes: ["Diese Nachricht wurde automatisch von Doodle Dino verschickt."],
  },
  greetingCard: {
    defaultSubject: "Schau dir dieses zauberhafte Bild an!",
    greeting: (name) => `Hallo ${name}!`,
    intro: (fromName) => `${fromName} hat mit Doodle Dino eine Grußkarte nur für dich gemacht.`,
    about: (imageDescription) => `Das Bild: „${imageDescription}“`,
    keep: "Die Karte hängt auch an dieser E-Mail, damit du sie speichern oder ausdrucken kannst.",
    withLove: (fromName) => `Alles Liebe von ${fromName}`,
    footer: (fromName) =>
      `Du bekommst diese Karte, weil die Familie von ${fromName} dich in ihren Kontakten hat. Antworte einfach auf diese E-Mail, um ihnen zu schreiben.`,
    pictureAlt: (fromName) => `Eine Grußkarte von ${fromName}`,
  },
};
