import { DEFAULT_GREETING_SUBJECT } from "../../../shared/contracts/greeting-cards";
import type { MailWords } from "./mail-words";

/** The specification's own words, verbatim. */
export const en: MailWords = {
  layout: {
    greeting: (name) => `Hi ${name},`,
    linkHelp: "If the button doesn't work, copy this link into your browser:",
    signOff: "Happy drawing!",
  },
  verifyEmail: {
    subject: "Please confirm your email for Doodle Dino",
    paragraphs: [
      "Welcome to Doodle Dino, where little voices turn ideas into pictures!",
      "Please confirm your email address so we know it's really you. Then come back and sign in to start creating.",
    ],
    button: "Confirm my email",
    footnotes: (validHours) => [
      `The link works once and for ${validHours} hours.`,
      "Didn't sign up? You can safely ignore this email: no account is made without a confirmation.",
    ],
  },
  resetPassword: {
    subject: "Confirm your new Doodle Dino password",
    paragraphs: [
      "Someone (hopefully you!) asked to change the password of your Doodle Dino account.",
      "To switch to the new password, click the button below. Every device signed in to the account will be signed out, so you can sign in again with the new password.",
    ],
    button: "Yes, use my new password",
    footnotes: [
      "The link works once and for 1 hour.",
      "Didn't ask for this? Just ignore this email: your password stays the same.",
    ],
  },
  signUpAttempt: {
    subject: "Someone tried to sign up with your email",
    paragraphs: (resetUrl) => [
      "Someone just tried to make a new Doodle Dino account with this email address. It already has an account, so nothing new was made and nothing changed.",
      "If it was you, just sign in with the button below.",
      `Forgot your password? Choose a new one here: ${resetUrl}`,
    ],
    button: "Sign in to Doodle Dino",
    footnotes: ["Wasn't you? You can safely ignore this email: your account stays as it is."],
  },
  cardNotDelivered: {
    subject: "Your greeting card could not be delivered",
    paragraphs: ({ subject, recipientName }) => [
      `We're sorry: your card "${subject}" for ${recipientName} could not be delivered, even after trying again for several hours.`,
      `Please check ${recipientName}'s email address in your contacts, then send the card again. It doesn't count towards your cards for the hour.`,
    ],
    button: "Open my contacts",
    footnotes: ["This message was sent automatically by Doodle Dino."],
  },
  greetingCard: {
    defaultSubject: DEFAULT_GREETING_SUBJECT,
    greeting: (name) => `Hi ${name}!`,
    intro: (fromName) => `${fromName} made a greeting card just for you with Doodle Dino.`,
    about: (imageDescription) => `The picture: “${imageDescription}”`,
    keep: "The card is attached to this email too, so you can save it or print it.",
    withLove: (fromName) => `With love from ${fromName}`,
    footer: (fromName) =>
      `You got this card because ${fromName}'s family keeps you in their contacts. Just reply to this email to answer them.`,
    pictureAlt: (fromName) => `A greeting card from ${fromName}`,
  },
};
