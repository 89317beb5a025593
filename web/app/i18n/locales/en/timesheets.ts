import type fr from "../fr/timesheets";

// Timesheets (decision 0051).
const timesheets = {
  title: "Timesheets",
  intro: "Each worker's hours on their missions, week by week (split at a month's end), with their totals.",
  week: "Week",
  status: "Status",
  allStatuses: "All statuses",
  filter: "Filter",
  caption: "The week's timesheets",
  empty: "No timesheet for this filter.",
  worker: "Worker",
  client: "Customer",
  order: "Order",
  days: "Days",
  worked: "Hours",
  overtime: "Overtime 25 % / 50 %",
  hours: "{{hours}} hours",
  statuses: {
    to_fill: "To fill",
    submitted: "Submitted",
    approved: "Approved",
    disputed: "Disputed",
  },
} satisfies typeof fr;

export default timesheets;
