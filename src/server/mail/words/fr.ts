import type { MailWords } from "./mail-words";

// French sets "!", "?", ":" and « » apart from their words with a no-break space (\u00a0).
export const fr: MailWords = {
  layout: {
    greeting: (name) => `Bonjour ${name},`,
    linkHelp: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
    signOff: "Amusez-vous bien à dessiner\u00a0!",
  },
  verifyEmail: {
    subject: "Confirmez votre adresse e-mail pour Doodle Dino",
    paragraphs: [
      "Bienvenue sur Doodle Dino, où les petites voix transforment les idées en dessins\u00a0!",
      "Confirmez votre adresse e-mail pour que nous sachions que c'est bien vous. Revenez ensuite vous connecter pour commencer à créer.",
    ],
    button: "Confirmer mon adresse e-mail",
    footnotes: (validHours) => [
      `Le lien ne fonctionne qu'une fois, pendant ${validHours}\u00a0heures.`,
      "Vous n'avez pas créé de compte\u00a0? Ignorez simplement cet e-mail\u00a0: aucun compte n'est créé sans confirmation.",
    ],
  },
  resetPassword: {
    subject: "Confirmez votre nouveau mot de passe Doodle Dino",
    paragraphs: [
      "Quelqu'un (vous, nous l'espérons\u00a0!) a demandé à changer le mot de passe de votre compte Doodle Dino.",
      "Pour passer au nouveau mot de passe, cliquez sur le bouton ci-dessous. Tous les appareils connectés au compte seront déconnectés, et vous pourrez vous reconnecter avec le nouveau mot de passe.",
    ],
    button: "Oui, utiliser mon nouveau mot de passe",
    footnotes: [
      "Le lien ne fonctionne qu'une fois, pendant 1\u00a0heure.",
      "Vous n'avez rien demandé\u00a0? Ignorez simplement cet e-mail\u00a0: votre mot de passe reste le même.",
    ],
  },
  signUpAttempt: {
    subject: "Quelqu'un a essayé de s'inscrire avec votre adresse e-mail",
    paragraphs: (resetUrl) => [
      "Quelqu'un vient d'essayer de créer un nouveau compte Doodle Dino avec cette adresse e-mail. Elle a déjà un compte\u00a0: rien de nouveau n'a été créé et rien n'a changé.",
      "Si c'était vous, connectez-vous simplement avec le bouton ci-dessous.",
      `Mot de passe oublié\u00a0? Choisissez-en un nouveau ici\u00a0: ${resetUrl}`,
    ],
    button: "Se connecter à Doodle Dino",
    footnotes: [
      "Ce n'était pas vous\u00a0? Vous pouvez ignorer cet e-mail sans crainte\u00a0: votre compte reste tel quel.",
    ],
  },
  cardNotDelivered: {
    subject: "Votre carte de vœux n'a pas pu être distribuée",
    paragraphs: ({ subject, recipientName }) => [
      `Nous sommes désolés\u00a0: votre carte «\u00a0${subject}\u00a0» pour ${recipientName} n'a pas pu être distribuée, même après plusieurs heures de nouvelles tentatives.`,
      `Vérifiez l'adresse e-mail de ${recipientName} dans vos contacts, puis renvoyez la carte. Elle ne compte pas dans vos cartes de l'heure.`,
    ],
    button: "Ouvrir mes contacts",
    footnotes: ["Ce message a été envoyé automatiquement par Doodle Dino."],
  },
  greetingCard: {
    defaultSubject: "Regarde ce dessin magique\u00a0!",
    greeting: (name) => `Bonjour ${name}\u00a0!`,
    intro: (fromName) =>
      `${fromName} a fait une carte de vœux rien que pour vous avec Doodle Dino.`,
    about: (imageDescription) => `Le dessin\u00a0: «\u00a0${imageDescription}\u00a0»`,
    keep: "La carte est aussi jointe à cet e-mail, pour que vous puissiez la garder ou l'imprimer.",
    withLove: (fromName) => `Plein de bisous de ${fromName}`,
    footer: (fromName) =>
      `Vous recevez cette carte parce que la famille de ${fromName} vous compte parmi ses contacts. Répondez simplement à cet e-mail pour leur répondre.`,
    pictureAlt: (fromName) => `Une carte de vœux de ${fromName}`,
  },
};
