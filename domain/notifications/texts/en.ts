import type { NotificationTexts } from "./fr";

const en: NotificationTexts = {
  registration_submitted: {
    title: "New registration: {{name}}",
    standard: "Registered online.",
    express: "Express registration.",
    kiosk: "Registered at the agency's kiosk.",
    under_18: "Under 18.",
    reference: "Reference {{reference}}.",
    job_offer: "Applied to the offer “{{title}}”.",
  },
  job_offer_applied: {
    title: "New application: {{name}}",
    message: "Applied to the offer “{{title}}” (already in your pool).",
  },
  sms_received: {
    title: "SMS received from {{name}}",
    title_vowel: "SMS received from {{name}}",
  },
  arrival_confirmed: {
    title: "{{name}} confirmed their arrival on the mission",
    message: "Reply “{{text}}” to the arrival check.",
  },
  availability_answered: {
    available: "{{name}} is available",
    unavailable: "{{name}} is not available",
    message: "Reply “{{text}}” for the period from {{from}} to {{to}}.",
    kept_other: "Another availability already covers this period: it was kept.",
  },
  proposal_answered: {
    accepted: "{{name}} accepted the mission {{reference}}",
    in_progress: "{{name}} accepts the mission {{reference}}: to be assigned",
    refused: "{{name}} declined the mission {{reference}}",
    place_taken: "{{name}} answered the mission {{reference}} too late",
    already_in_contract: "{{name}} accepts the mission {{reference}} but is already under contract",
    order_closed: "{{name}} answered the mission {{reference}}, closed in the meantime",
    message: "Reply “{{text}}”.",
  },
  // Decision 0055: a placement's contracts due the next working day.
  contract_due: {
    title: "{{name}}'s contracts due tomorrow: no. {{number}}",
    message: "To be signed by {{date}} (two working days after the placement).",
  },
  timesheet_decided: {
    approved: "{{contact}} approved {{name}}'s timesheet ({{reference}})",
    disputed: "{{contact}} disputed {{name}}'s timesheet ({{reference}})",
    week: "Week of {{period}}.",
    comment: "Reason: “{{comment}}”",
  },
};

export default en;
