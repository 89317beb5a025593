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
} satisfies typeof fr;

export default dev;
