import { parisWallTime } from "../dates/paris-wall-time";

// The SMS of an order's life, in French, the agency's language, with Paris times.

/** "07/12 08h00", as a worker reads a time on an SMS (the availability requests write it so too). */
export function smsDateTime(at: Date) {
  const wall = parisWallTime(at);
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)} ${wall.slice(11, 13)}h${wall.slice(14, 16)}`;
}

export interface ProposalSmsFacts {
  agencyName: string;
  /** The position's title, or null. */
  jobTitle: string | null;
  periods: readonly { starts_at: Date; ends_at: Date }[];
  /** Given only when the order's options allow it and the client is not anonymous. */
  clientName: string | null;
  clientAddress: string | null;
  comment: string | null;
}

/** "du 07/12 08h00 au 11/12 18h00", plus how many periods when there are several. */
function span(periods: ProposalSmsFacts["periods"]) {
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) return "";
  const extra = periods.length > 1 ? ` (${periods.length} périodes)` : "";
  return ` du ${smsDateTime(first.starts_at)} au ${smsDateTime(last.ends_at)}${extra}`;
}

/**
 * The mission proposal: what, when, where only where the options say so, the proposal comment, and how
 * to answer with its reply code (decision 0043). « Agence Lyon : mission Cariste chez Acme, 3 rue X 69003 Lyon du 07/12 08h00 au 11/12 18h00.
 * Port des EPI. Répondez OUI 4821 pour l'accepter ou NON 4821. STOP pour ne plus recevoir de SMS. »
 */
export function proposalSmsText(facts: ProposalSmsFacts, replyCode: string) {
  const job = facts.jobTitle ? ` ${facts.jobTitle}` : "";
  const client = facts.clientName ? ` chez ${facts.clientName}` : "";
  const address = facts.clientAddress ? `${client ? "," : " à"} ${facts.clientAddress}` : "";
  const comment = facts.comment?.trim() ? ` ${facts.comment.trim()}` : "";
  return `${facts.agencyName} : mission${job}${client}${address}${span(facts.periods)}.${comment} Répondez OUI ${replyCode} pour l'accepter ou NON ${replyCode}. STOP pour ne plus recevoir de SMS.`;
}

/** The place is the worker's: with the confirmation comment. */
export function acceptedSmsText(agencyName: string, periods: ProposalSmsFacts["periods"], comment: string | null) {
  const extra = comment?.trim() ? ` ${comment.trim()}` : "";
  return `${agencyName} : c'est confirmé, la mission${span(periods)} est pour vous.${extra}`;
}

/** A yes that came after the last place went. */
export function placeTakenSmsText(agencyName: string, periods: ProposalSmsFacts["periods"]) {
  return `${agencyName} : merci pour votre réponse. La mission${span(periods)} est déjà pourvue, nous revenons vers vous pour la prochaine.`;
}

/** The automatic reminder N hours before the start. */
export function reminderSmsText(agencyName: string, startsAt: Date, clientName: string | null) {
  const client = clientName ? ` chez ${clientName}` : "";
  return `${agencyName} : rappel, votre mission${client} commence le ${smsDateTime(startsAt)}.`;
}

/** The client-arrival check: the worker answers OUI (with the check's reply code) once there. */
export function arrivalSmsText(agencyName: string, clientName: string | null, replyCode: string) {
  const client = clientName ? ` chez ${clientName}` : " sur votre mission";
  return `${agencyName} : êtes-vous bien arrivé(e)${client} ? Répondez OUI ${replyCode} pour le confirmer.`;
}
