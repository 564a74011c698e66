import type { MailWords } from "./mail-words";

/** Brazilian Portuguese. */
export const pt: MailWords = {
  layout: {
    greeting: (name) => `Olá, ${name}!`,
    linkHelp: "Se o botão não funcionar, copie este link no seu navegador:",
    signOff: "Divirta-se desenhando!",
  },
  verifyEmail: {
    subject: "Confirme seu e-mail no Doodle Dino",
    paragraphs: [
      "Boas-vindas ao Doodle Dino, onde vozinhas transformam ideias em desenhos!",
      "Confirme seu endereço de e-mail para sabermos que é você mesmo. Depois, volte e entre na sua conta para começar a criar.",
    ],
    button: "Confirmar meu e-mail",
    footnotes: (validHours) => [
      `O link funciona uma vez só e por ${validHours} horas.`,
      "Não se cadastrou? Pode ignorar este e-mail tranquilamente: nenhuma conta é criada sem confirmação.",
    ],
  },
  resetPassword: {
    subject: "Confirme sua nova senha do Doodle Dino",
    paragraphs: [
      "Alguém (tomara que você!) pediu para mudar a senha da sua conta do Doodle Dino.",
      "Para passar a usar a nova senha, clique no botão abaixo. Todos os aparelhos conectados à conta serão desconectados, e você poderá entrar de novo com a nova senha.",
    ],
    button: "Sim, usar minha nova senha",
    footnotes: [
      "O link funciona uma vez só e por 1 hora.",
      "Não foi você que pediu? É só ignorar este e-mail: sua senha continua a mesma.",
    ],
  },
  signUpAttempt: {
    subject: "Alguém tentou se cadastrar com seu e-mail",
    paragraphs: (resetUrl) => [
      "Alguém acabou de tentar criar uma nova conta no Doodle Dino com este endereço de e-mail. Ele já tem uma conta, então nada novo foi criado e nada mudou.",
      "Se foi você, é só entrar com o botão abaixo.",
      `Esqueceu a senha? Escolha uma nova aqui: ${resetUrl}`,
    ],
    button: "Entrar no Doodle Dino",
    footnotes: [
      "Não foi você? Pode ignorar este e-mail tranquilamente: sua conta continua como está.",
    ],
  },
  cardNotDelivered: {
    subject: "Não foi possível entregar seu cartão",
    paragraphs: ({ subject, recipientName }) => [
      `Sentimos muito: seu cartão “${subject}” para ${recipientName} não pôde ser entregue, mesmo depois de várias horas tentando de novo.`,
      `Confira o e-mail de ${recipientName} nos seus contatos e envie o cartão outra vez. Ele não conta entre os seus cartões desta hora.`,
    ],
    button: "Abrir meus contatos",
    footnotes: ["Esta mensagem foi enviada automaticamente pelo Doodle Dino."],
  },
  greetingCard: {
    defaultSubject: "Olha só este desenho mágico!",
    greeting: (name) => `Olá, ${name}!`,
    intro: (fromName) => `${fromName} fez um cartão especialmente para você com o Doodle Dino.`,
    about: (imageDescription) => `O desenho: “${imageDescription}”`,
    keep: "O cartão também está anexado a este e-mail, para você salvar ou imprimir.",
    withLove: (fromName) => `Com carinho, ${fromName}`,
    footer: (fromName) =>
      `Você recebeu este cartão porque a família de ${fromName} tem você nos contatos. É só responder a este e-mail para falar com eles.`,
    pictureAlt: (fromName) => `Um cartão de ${fromName}`,
  },
};
