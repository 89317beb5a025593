import { smsDateTime } from "./order-sms";

// The SMS that tell a worker what became of a mission they were asked for or given (decision 0056):
// in French, the language of every SMS the agency sends (a worker carries no language of their own),
// with Paris times, short enough for one or two segments.

type Periods = readonly { starts_at: Date; ends_at: Date }[];

/** "du 07/12 08h00 au 11/12 18h00", or nothing for an order without periods. */
function span(periods: Periods) {
  const first = periods[0];
  const last = periods[periods.length - 1];
  return first && last ? ` du ${smsDateTime(first.starts_at)} au ${smsDateTime(last.ends_at)}` : "";
}

/** A proposal withdrawn before the worker held the place. */
export function proposalWithdrawnSmsText(agencyName: string, periods: Periods) {
  return `${agencyName} : la proposition de mission${span(periods)} est retirée. Merci, nous revenons vers vous pour la prochaine.`;
}

/** A place the worker held, taken back by the agency. */
export function attributionWithdrawnSmsText(agencyName: string, periods: Periods) {
  return `${agencyName} : votre mission${span(periods)} est annulée. Nous revenons vers vous rapidement.`;
}

/** The order was cancelled while the worker held a place on it. */
export function orderCancelledSmsText(agencyName: string, periods: Periods) {
  return `${agencyName} : la mission${span(periods)} est annulée par le client. Nous revenons vers vous pour la prochaine.`;
}

/** Still waiting (or a late OUI) when the order was closed or cancelled: nothing left to take. */
export function noLongerAvailableSmsText(agencyName: string, periods: Periods) {
  return `${agencyName} : la mission${span(periods)} n'est plus disponible. Merci, nous revenons vers vous pour la prochaine.`;
}
