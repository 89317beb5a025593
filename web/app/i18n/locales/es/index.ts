import type fr from "../fr";
import accessibility from "./accessibility";
import admin from "./admin";
import companies from "./companies";
import core from "./core";
import dev from "./dev";
import documents from "./documents";
import home from "./home";
import contracts from "./contracts";
import dpae from "./dpae";
import multiposting from "./multiposting";
import notifications from "./notifications";
import orders from "./orders";
import registration from "./registration";
import sms from "./sms";
import space from "./space";
import statistics from "./statistics";
import staffing from "./staffing";
import timesheets from "./timesheets";
import timesheetApproval from "./timesheet-approval";
import workerTimesheet from "./worker-timesheet";
import workers from "./workers";

const es = {
  ...core,
  admin,
  workers,
  companies,
  accessibility,
  sms,
  notifications,
  documents,
  dpae,
  contracts,
  orders,
  registration,
  space,
  dev,
  home,
  statistics,
  staffing,
  multiposting,
  timesheets,
  timesheetApproval,
  workerTimesheet,
} satisfies typeof fr;

export default es;
