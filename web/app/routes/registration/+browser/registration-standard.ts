import { markReady } from "./island-dom";
import { startRegistration } from "./registration-controller";

// The standard registration's island (decision 0033): no React, the steps driven on the server's HTML.
const form = document.querySelector<HTMLFormElement>("#registration-form");
if (form) startRegistration(form);
markReady();
