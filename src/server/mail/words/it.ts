import type { MailWords } from "./mail-words";

export const it: MailWords = {
  layout: {
    greeting: (name) => `Ciao ${name},`,
    linkHelp: "Se il pulsante non funziona, copia questo link nel tuo browser:",
    signOff: "Divertiti a disegnare!",
  },
  verifyEmail: {
    subject: "Conferma la tua email per Doodle Dino",
    paragraphs: [
      "Benvenuti in Doodle Dino, dove le piccole voci trasformano le idee in disegni!",
      "Conferma il tuo indirizzo email, così sappiamo che sei proprio tu. Poi torna qui e accedi per iniziare a creare.",
    ],
    button: "Conferma la mia email",
    footnotes: (validHours) => [
      `Il link funziona una sola volta e per ${validHours} ore.`,
      "Non ti sei registrato? Puoi ignorare questa email senza problemi: nessun account viene creato senza conferma.",
    ],
  },
  resetPassword: {
    subject: "Conferma la tua nuova password di Doodle Dino",
    paragraphs: [
      "Qualcuno (speriamo tu!) ha chiesto di cambiare la password del tuo account Doodle Dino.",
      "Per passare alla nuova password, fai clic sul pulsante qui sotto. Tutti i dispositivi collegati all'account verranno disconnessi, così potrai accedere di nuovo con la nuova password.",
    ],
    button: "Sì, usa la mia nuova password",
    footnotes: [
      "Il link funziona una sola volta e per 1 ora.",
      "Non l'hai chiesto tu? Ignora semplicemente questa email: la tua password resta la stessa.",
    ],
  },
  signUpAttempt: {
    subject: "Qualcuno ha provato a registrarsi con la tua email",
    paragraphs: (resetUrl) => [
      "Qualcuno ha appena provato a creare un nuovo account Doodle Dino con questo indirizzo email. Esiste già un account, quindi non è stato creato nulla di nuovo e non è cambiato niente.",
      "Se eri tu, accedi semplicemente con il pulsante qui sotto.",
      `Hai dimenticato la password? Scegline una nuova qui: ${resetUrl}`,
    ],
    button: "Accedi a Doodle Dino",
    footnotes: [
      "Non eri tu? Puoi ignorare questa email senza problemi: il tuo account resta com'è.",
    ],
  },
  cardNotDelivered: {
    subject: "Non è stato possibile consegnare il tuo biglietto di auguri",
    paragraphs: ({ subject, recipientName }) => [
      `Ci dispiace: il tuo biglietto «${subject}» per ${recipientName} non è stato consegnato, nemmeno dopo diverse ore di nuovi tentativi.`,
      `Controlla l'indirizzo email di ${recipientName} nei tuoi contatti, poi invia di nuovo il biglietto. Non conta tra i biglietti di quest'ora.`,
    ],
    button: "Apri i miei contatti",
    footnotes: ["Questo messaggio è stato inviato automaticamente da Doodle Dino."],
  },
  greetingCard: {
    defaultSubject: "Guarda questo disegno magico!",
    greeting: (name) => `Ciao ${name}!`,
    intro: (fromName) =>
      `${fromName} ha fatto un biglietto di auguri proprio per te con Doodle Dino.`,
    about: (imageDescription) => `Il disegno: «${imageDescription}»`,
    keep: "Il biglietto è anche allegato a questa email, così puoi salvarlo o stamparlo.",
    withLove: (fromName) => `Con affetto, ${fromName}`,
    footer: (fromName) =>
      `Ricevi questo biglietto perché la famiglia di ${fromName} ti ha tra i suoi contatti. Rispondi a questa email per scrivere loro.`,
    pictureAlt: (fromName) => `Un biglietto di auguri da ${fromName}`,
  },
};
