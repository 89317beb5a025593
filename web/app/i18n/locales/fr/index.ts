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

// One module per area, so screens of different areas are translated in different files.
const fr = {
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
  home,
  statistics,
  staffing,
  space,
  dev,
  multiposting,
  timesheets,
  timesheetApproval,
  workerTimesheet,
};

export default fr;
