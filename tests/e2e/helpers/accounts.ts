// The demo accounts of the seed (db/seed/demo-accounts.ts), all with the same password.
export const DEMO_PASSWORD = "demo1234";

export const ACCOUNTS = {
  /** app-admin, both spaces */
  owner: "owner@demo.interim.test",
  /** every permission but app-admin, Lyon */
  adminLyon: "admin.lyon@demo.interim.test",
  /** orders + order_template_temporary_work, Lyon */
  agentLyon: "agent.lyon@demo.interim.test",
  /** no optional permission, Lille */
  agentLille: "agent.lille@demo.interim.test",
} as const;

export const SPACES = {
  lyon: "Intérim Lyon Part-Dieu",
  lille: "Intérim Lille Centre",
} as const;
