import type fr from "../fr";
import accessibility from "./accessibility";
import admin from "./admin";
import companies from "./companies";
import core from "./core";
import documents from "./documents";
import home from "./home";
import dpae from "./dpae";
import notifications from "./notifications";
import orders from "./orders";
import registration from "./registration";
import sms from "./sms";
import statistics from "./statistics";
import workers from "./workers";

const de = {
  ...core,
  admin,
  workers,
  companies,
  accessibility,
  sms,
  notifications,
  documents,
  dpae,
  orders,
  registration,
  home,
  statistics,
} satisfies typeof fr;

export default de;
