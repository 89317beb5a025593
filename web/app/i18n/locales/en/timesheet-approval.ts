import type fr from "../fr/timesheet-approval";

// The public page where the client approves or disputes a week (decision 0052).
const timesheetApproval = {
  title: "Timesheet to approve",
  intro: "{{agency}} asks you to approve the week's hours. One click is enough: no account needed.",
  worker: "Worker",
  client: "Customer",
  order: "Order",
  week: "Week from {{from}} to {{to}}",
  day: "Day",
  hours: "Hours",
  absent: "Not at work",
  dayOff: "Day off",
  totals: "Totals",
  worked: "Hours worked",
  normal: "Normal hours",
  overtime25: "Overtime at 25 %",
  overtime50: "Overtime at 50 %",
  approve: "Approve the week",
  approveHint: "The hours are right: the week is approved and locked.",
  disputeTitle: "Dispute",
  comment: "What is wrong",
  commentHint: "For example: Tuesday, ended at 4 pm, not 5 pm.",
  dispute: "Dispute the week",
  commentRequired: "Say what is wrong to dispute the week.",
  approved: "Approved on {{date}} by {{by}}.",
  disputed: "Disputed on {{date}} by {{by}}: “{{comment}}”. The agency corrects the week and sends it to you again.",
  waiting: "This week awaits your decision.",
  notWaiting: "This week is not waiting for a decision.",
  hoursMinutes: "{{hours}} h {{minutes}} min",
} satisfies typeof fr;

export default timesheetApproval;
