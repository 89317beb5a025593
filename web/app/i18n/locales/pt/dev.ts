import type fr from "../fr/dev";

const dev = {
  sms: {
    play: {
      title: "Simular a resposta de um trabalhador",
      intro: "Como se o trabalhador respondesse do telemóvel: a resposta segue o mesmo caminho que um SMS recebido do fornecedor.",
      phone: "Número",
      text: "Texto",
      submit: "Enviar a resposta",
      played: "Resposta recebida: está a ser tratada.",
    },
    to: "Para {{phone}}",
    from: "De {{phone}}",
    unknownWorker: "trabalhador desconhecido",
    outbound: "Enviado",
    inbound: "Recebido",
    reply: "Responder a este SMS",
  },
  outbox: {
    attachments: "Anexos",
    open: "Abrir {{name}}",
  },
} satisfies typeof fr;

export default dev;
