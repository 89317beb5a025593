import type fr from "../fr";
import admin from "./admin";
import companies from "./companies";
import core from "./core";
import workers from "./workers";

const en = { ...core, admin, workers, companies } satisfies typeof fr;

export default en;
