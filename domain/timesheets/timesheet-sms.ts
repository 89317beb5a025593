// The SMS with the worker's link to their week (decision 0052). In French like every SMS of an order
// (decision 0031), GSM-7 characters only.

export interface TimesheetSmsFacts {
  agencyName: string;
  /** "28/12" */
  weekStart: string;
  link: string;
  /** The Friday reminder of a week still to fill. */
  reminder: boolean;
}

/** « Intérim Lyon : vos heures de la semaine du 28/12 sont à saisir : https://… » */
export function timesheetSmsText(facts: TimesheetSmsFacts) {
  const lead = facts.reminder ? "rappel, vos heures" : "vos heures";
  return `${facts.agencyName} : ${lead} de la semaine du ${facts.weekStart} sont à saisir : ${facts.link}`;
}

/** "28/12" from "2026-12-28". */
export function shortDay(day: string) {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** "28/12/2026" from "2026-12-28". */
export function longDay(day: string) {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
