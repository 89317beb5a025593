import type fr from "../fr/dev";

const dev = {
  sms: {
    play: {
      title: "Play a worker's reply",
      intro: "As if the worker answered from their mobile: the reply takes the same path as an SMS received from the provider.",
      phone: "Number",
      text: "Text",
      submit: "Send the reply",
      played: "Reply received: it is being handled.",
    },
    to: "To {{phone}}",
    from: "From {{phone}}",
    unknownWorker: "unknown worker",
    outbound: "Sent",
    inbound: "Received",
    reply: "Reply to this SMS",
  },
  outbox: {
    attachments: "Attachments",
    open: "Open {{name}}",
  },
  // The local signature driver's signing page (decision 0054).
  signatures: {
    title: "Signatures (local driver)",
    intro: "The signature requests the local driver made instead of Yousign. Each link opens the page where that signer signs by hand.",
    empty: "No signature requests yet.",
    requestTitle: "Contracts {{number}}",
    signAs: "Sign contracts {{number}} as {{role}}",
    roles: { agency: "the agency", client: "the client's contact", worker: "the worker" },
    hasSigned: "signed",
    waiting: "waiting",
    signTitle: "Signing contracts {{number}}",
    sign: "Sign",
    decline: "Decline to sign",
    signed: "Signature recorded.",
    declined: "Signature declined.",
    back: "All requests",
  },
} satisfies typeof fr;

export default dev;
