import type fr from "../fr";
import accessibility from "./accessibility";
import admin from "./admin";
import companies from "./companies";
import core from "./core";
import documents from "./documents";
import workers from "./workers";

const it = { ...core, admin, workers, companies, accessibility, documents } satisfies typeof fr;

export default it;
