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
  // The local signature driver's signing page (decision 0054).
  signatures: {
    title: "Assinaturas (driver local)",
    intro:
      "Os pedidos de assinatura que o driver local fez em vez da Yousign. Cada ligação abre a página onde esse signatário assina à mão.",
    empty: "Ainda não há pedidos de assinatura.",
    requestTitle: "Contratos {{number}}",
    signAs: "Assinar os contratos {{number}} como {{role}}",
    roles: { agency: "a agência", client: "o contacto do cliente", worker: "o trabalhador temporário" },
    hasSigned: "assinou",
    waiting: "pendente",
    signTitle: "Assinatura dos contratos {{number}}",
    sign: "Assinar",
    decline: "Recusar a assinatura",
    signed: "Assinatura registada.",
    declined: "Assinatura recusada.",
    back: "Todos os pedidos",
  },
} satisfies typeof fr;

export default dev;
