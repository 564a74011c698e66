import type { MailWords } from "./mail-words";

export const es: MailWords = {
  layout: {
    greeting: (name) => `¡Hola, ${name}!`,
    linkHelp: "Si el botón no funciona, copia este enlace en tu navegador:",
    signOff: "¡A dibujar!",
  },
  verifyEmail: {
    subject: "Confirma tu correo para Doodle Dino",
    paragraphs: [
      "¡Te damos la bienvenida a Doodle Dino, donde las vocecitas convierten las ideas en dibujos!",
      "Confirma tu dirección de correo para que sepamos que de verdad eres tú. Después, vuelve e inicia sesión para empezar a crear.",
    ],
    button: "Confirmar mi correo",
    footnotes: (validHours) => [
      `El enlace funciona una sola vez y durante ${validHours} horas.`,
      "¿No te has registrado? Puedes ignorar este correo tranquilamente: no se crea ninguna cuenta sin confirmación.",
    ],
  },
  resetPassword: {
    subject: "Confirma tu nueva contraseña de Doodle Dino",
    paragraphs: [
      "Alguien (¡seguramente tú!) pidió cambiar la contraseña de tu cuenta de Doodle Dino.",
      "Para usar la nueva contraseña, pulsa el botón de abajo. Se cerrará la sesión en todos los dispositivos conectados a la cuenta, y podrás volver a entrar con la nueva contraseña.",
    ],
    button: "Sí, usar mi nueva contraseña",
    footnotes: [
      "El enlace funciona una sola vez y durante 1 hora.",
      "¿No lo pediste tú? Ignora este correo: tu contraseña sigue siendo la misma.",
    ],
  },
  signUpAttempt: {
    subject: "Alguien intentó registrarse con tu correo",
    paragraphs: (resetUrl) => [
      "Alguien acaba de intentar crear una cuenta nueva de Doodle Dino con esta dirección de correo. Ya tiene una cuenta, así que no se ha creado nada nuevo ni ha cambiado nada.",
      "Si fuiste tú, inicia sesión con el botón de abajo.",
      `¿Olvidaste tu contraseña? Elige una nueva aquí: ${resetUrl}`,
    ],
    button: "Entrar en Doodle Dino",
    footnotes: ["¿No fuiste tú? Puedes ignorar este correo tranquilamente: tu cuenta sigue igual."],
  },
  cardNotDelivered: {
    subject: "No se pudo entregar tu tarjeta de felicitación",
    paragraphs: ({ subject, recipientName }) => [
      `Lo sentimos: tu tarjeta «${subject}» para ${recipientName} no se pudo entregar, ni siquiera después de volver a intentarlo durante varias horas.`,
      `Revisa la dirección de correo de ${recipientName} en tus contactos y vuelve a enviar la tarjeta. No cuenta entre tus tarjetas de esta hora.`,
    ],
    button: "Abrir mis contactos",
    footnotes: ["Doodle Dino envió este mensaje automáticamente."],
  },
  greetingCard: {
    defaultSubject: "¡Mira este dibujo mágico!",
    greeting: (name) => `¡Hola, ${name}!`,
    intro: (fromName) =>
      `${fromName} hizo una tarjeta de felicitación solo para ti con Doodle Dino.`,
    about: (imageDescription) => `El dibujo: «${imageDescription}»`,
    keep: "La tarjeta también va adjunta a este correo, para que puedas guardarla o imprimirla.",
    withLove: (fromName) => `Con cariño, ${fromName}`,
    footer: (fromName) =>
      `Recibes esta tarjeta porque la familia de ${fromName} te tiene entre sus contactos. Responde a este correo para contestarles.`,
    pictureAlt: (fromName) => `Una tarjeta de felicitación de ${fromName}`,
  },
};
