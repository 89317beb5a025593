import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs } from "./helpers/api";
import { auditStep } from "./helpers/audit-step";
import { logIn, waitForHydration } from "./helpers/session";
import { letterTag, newMobile } from "./helpers/worker-profile";
import { SAMPLES } from "#tests/fixtures/document-bytes";
import { textPdf } from "#tests/fixtures/text-pdf";

// the public registration pages (decision 0033) against the real /v1/public API: a
// candidate on a phone through every step with a reload in the middle, seen by the agency (list and bell);
// an express registration whose CV cannot be read, landing on the standard form; the kiosk with the
// webcam refused; an unknown link; the pages in English. Every state is audited with axe (helpers/test.ts).

const PHONE = { width: 390, height: 844 };
const ROUTE = { "X-Route-Path": "/e2e" };

/** Marks every notification of the page's user read, so the bell starts from nothing. */
async function readEverything(page: Page) {
  const list = await page.request.get("/v1/notifications", { headers: ROUTE });
  const unread = ((await list.json()) as { id: number; read: boolean }[]).filter((item) => !item.read);
  for (let start = 0; start < unread.length; start += 100) {
    const body = Object.fromEntries(unread.slice(start, start + 100).map((item) => [String(item.id), { read: true }]));
    expect((await page.request.put("/v1/notifications", { headers: ROUTE, data: body })).status()).toBe(200);
  }
}

async function openRegistration(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const next = (page: Page) => page.getByRole("button", { name: "Suivant" }).click();

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("a candidate registers through every step, a reload in the middle, and the agency sees them at once", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The agency's side first: a recruiter of Lyon, the bell emptied.
    const staffContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const staff = await staffContext.newPage();
    await logIn(staff, ACCOUNTS.adminLyon);
    await readEverything(staff);
    await staff.reload();
    await waitForHydration(staff);
    await expect(staff.getByTestId("notifications-badge")).toHaveCount(0);

    const tag = letterTag();
    const email = `candidate.${tag.toLowerCase()}@example.test`;
    await openRegistration(page, "/inscription/lyon");
    await expect(page).toHaveTitle("Inscription · Intérim");
    await expect(page.getByRole("heading", { level: 1, name: "Inscription" })).toBeVisible();
    await expect(page.getByText("Étape 1 sur 5 : Préparation")).toBeVisible();
    await auditStep(page, "preparation");

    // Each step is checked before the next, with the worker form's own messages.
    await next(page);
    await expect(page.getByRole("alert").filter({ hasText: "Certains champs sont à corriger." })).toBeVisible();
    await expect(page.getByLabel("Prénom *")).toHaveAttribute("aria-invalid", "true");
    await auditStep(page, "preparation, refused");
    await page.getByLabel("Civilité").selectOption("misses");
    await page.getByLabel("Prénom *").fill("Léa");
    await page.getByLabel("Nom *", { exact: true }).fill(tag);
    await page.getByLabel("Métier 1").fill("Cariste");
    await page.getByRole("checkbox", { name: "Transports en commun" }).check();
    await next(page);

    await expect(page.getByText("Étape 2 sur 5 : Coordonnées")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Coordonnées" })).toBeFocused();
    await auditStep(page, "contact details");
    await page.getByLabel("Téléphone mobile").fill("07 00 00 00 00");
    await next(page);
    await expect(page.getByLabel("Téléphone mobile")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Téléphone mobile").fill(newMobile());
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Adresse", { exact: true }).fill("12 rue Garibaldi");
    await page.getByLabel("Code postal").fill("69003");
    await page.getByLabel("Ville", { exact: true }).fill("Lyon");
    await page.getByLabel("Pays", { exact: true }).fill("France");
    await next(page);

    // Under 18 (spec 000 §5): flagged by the agency, not refused.
    await expect(page.getByText("Étape 3 sur 5 : État civil")).toBeVisible();
    await auditStep(page, "marital status");
    await page.getByLabel("Situation familiale").selectOption("single");
    const birthDate = `${new Date().getUTCFullYear() - 17}-03-15`;
    await page.getByLabel("Date de naissance").fill(birthDate);
    await page.getByLabel("Ville de naissance").fill("Villeurbanne");

    // A reload in the middle: the draft (local storage) brings back the step and what was typed.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText("Étape 3 sur 5 : État civil")).toBeVisible();
    await expect(page.getByLabel("Date de naissance")).toHaveValue(birthDate);
    await expect(page.getByLabel("Ville de naissance")).toHaveValue("Villeurbanne");
    await page.getByRole("button", { name: "Précédent" }).click();
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await next(page);
    await next(page);

    // Documents: the resume is mandatory, the identity card has both faces, each goes straight to storage.
    await expect(page.getByText("Étape 4 sur 5 : Documents")).toBeVisible();
    await page.getByRole("button", { name: "Envoyer mon inscription" }).click();
    await expect(page.getByText("Le CV est obligatoire.")).toBeVisible();
    await auditStep(page, "documents, refused");
    await page.getByLabel("CV *").setInputFiles({ name: "cv-lea.pdf", mimeType: "application/pdf", buffer: Buffer.from(SAMPLES.pdf(tag)) });
    await expect(page.getByText("cv-lea.pdf est envoyé.")).toBeVisible();
    await page.getByLabel("Recto").setInputFiles({ name: "recto.jpg", mimeType: "image/jpeg", buffer: Buffer.from(SAMPLES.jpeg()) });
    await expect(page.getByText("recto.jpg est envoyé.")).toBeVisible();
    await page.getByRole("button", { name: "Envoyer mon inscription" }).click();
    await expect(page.getByText("Ajoutez les deux faces de la pièce d'identité.")).toBeVisible();
    await page.getByLabel("Verso").setInputFiles({ name: "verso.png", mimeType: "image/png", buffer: Buffer.from(SAMPLES.png()) });
    await expect(page.getByText("verso.png est envoyé.")).toBeVisible();
    // Each other document of spec 001 §3 has its own field: a work certificate beside the identity card.
    await page
      .getByLabel("Certificat de travail")
      .setInputFiles({ name: "certificat.pdf", mimeType: "application/pdf", buffer: Buffer.from(SAMPLES.pdf(`certificat ${tag}`)) });
    await expect(page.getByText("certificat.pdf est envoyé.")).toBeVisible();
    // A file sent by mistake is removed (spec 001 §4): gone from the registration, its field empty again.
    await page.getByRole("button", { name: "Retirer certificat.pdf" }).click();
    await expect(page.getByText("certificat.pdf est retiré.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Retirer certificat.pdf" })).toBeHidden();
    await expect(page.getByLabel("Certificat de travail")).toBeFocused();
    await page
      .getByLabel("Certificat de travail")
      .setInputFiles({ name: "certificat.pdf", mimeType: "application/pdf", buffer: Buffer.from(SAMPLES.pdf(`certificat ${tag}`)) });
    await expect(page.getByText("certificat.pdf est envoyé.")).toBeVisible();
    await auditStep(page, "documents");
    await page.getByRole("button", { name: "Envoyer mon inscription" }).click();

    // Confirmation (spec 001 §2): the agency will be in touch, a new registration offered, the draft gone.
    await expect(page.getByRole("heading", { name: "Félicitations !" })).toBeFocused();
    await expect(page.getByText("Votre inscription est enregistrée. Intérim Lyon Part-Dieu vous contactera très bientôt.")).toBeVisible();
    await expect(page.getByText("Étape 5 sur 5 : Confirmation")).toBeVisible();
    await auditStep(page, "confirmation");
    expect(await page.evaluate(() => window.localStorage.getItem("registration.standard.lyon"))).toBeNull();
    await page.getByRole("button", { name: "Nouvelle inscription" }).click();
    await expect(page.getByText("Étape 1 sur 5 : Préparation")).toBeVisible();
    await expect(page.getByLabel("Prénom *")).toHaveValue("");

    // The agency: the bell rose live, and the worker is in the list, state web, flagged under 18.
    await expect(staff.getByTestId("notifications-badge")).toHaveText("1", { timeout: 15_000 });
    await staff.goto(`/workers?names=${tag}`);
    await waitForHydration(staff);
    const row = staff
      .getByText(`Léa ${tag}`)
      .or(staff.getByText(`${tag} Léa`))
      .first();
    await expect(row).toBeVisible();
    await staffContext.close();
  });

  test("an express registration: the CV read prefills the short form, the candidate confirms", async ({ page }) => {
    const tag = letterTag();
    const email = `express.${tag.toLowerCase()}@example.test`;
    await openRegistration(page, "/express/lyon");
    const cv = textPdf([`Nom : ${tag}`, "Prenom : Lucie", email, newMobile()]);
    await page.getByLabel("Votre CV *").setInputFiles({ name: "cv-lucie.pdf", mimeType: "application/pdf", buffer: Buffer.from(cv) });
    await expect(page.getByLabel("Prénom *")).toHaveValue("Lucie");
    await expect(page.getByLabel("Nom *", { exact: true })).toHaveValue(tag);
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
    await expect(page.getByRole("heading", { name: "Félicitations !" })).toBeFocused();
    await expect(page.getByText(/^Référence de votre inscription : /)).toBeVisible();
  });

  test("an express registration whose CV cannot be read lands on the standard form, the name kept", async ({ page }) => {
    const tag = letterTag();
    await openRegistration(page, "/express/lyon");
    await expect(page.getByRole("heading", { level: 1, name: "Inscription express" })).toBeVisible();
    await page.getByLabel("Prénom *").fill("Karim");
    await page.getByLabel("Nom *", { exact: true }).fill(tag);
    // A photo of a CV: the local OCR driver reads no text in an image (422), so the reading fails.
    await page.getByLabel("Votre CV *").setInputFiles({ name: "cv.png", mimeType: "image/png", buffer: Buffer.from(SAMPLES.png()) });
    await expect(page).toHaveURL(/\/inscription\/lyon\?from=express$/);
    await waitForHydration(page);
    await expect(
      page.getByText("L'inscription express n'a pas abouti. Continuez ici : ce que vous avez saisi est conservé."),
    ).toBeVisible();
    await expect(page.getByLabel("Prénom *")).toHaveValue("Karim");
    await expect(page.getByLabel("Nom *", { exact: true })).toHaveValue(tag);
    await auditStep(page, "standard form after express");
  });
});

test("an agency that asks for the last employer has six steps, and what the candidate says of it reaches their file", async ({
  page,
  baseURL,
}) => {
  // Lille asks for it (its registration_employer_step setting, on in the demo); Lyon does not.
  const tag = letterTag();
  await openRegistration(page, "/inscription/lille");
  await expect(page.getByText("Étape 1 sur 6 : Préparation")).toBeVisible();
  await page.getByLabel("Prénom *").fill("Noé");
  await page.getByLabel("Nom *", { exact: true }).fill(tag);
  await next(page);
  await page.getByLabel("Téléphone mobile").fill(newMobile());
  await next(page);
  await expect(page.getByText("Étape 3 sur 6 : État civil")).toBeVisible();
  await next(page);
  await expect(page.getByText("Étape 4 sur 6 : Documents")).toBeVisible();
  await page.getByLabel("CV *").setInputFiles({ name: "cv-noe.pdf", mimeType: "application/pdf", buffer: Buffer.from(SAMPLES.pdf(tag)) });
  await expect(page.getByText("cv-noe.pdf est envoyé.")).toBeVisible();
  await next(page);

  // The employer step, before the confirmation: optional, its date checked as a date.
  await expect(page.getByText("Étape 5 sur 6 : Employeur")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Employeur" })).toBeFocused();
  const step = page.getByRole("region", { name: "Employeur" });
  await step.getByLabel("Dernier employeur").fill("Entrepôts du Nord");
  await step.getByLabel("Ville").fill("Roubaix");
  await step.getByLabel("Poste occupé").fill("Préparateur de commandes");
  await step.getByLabel("Jusqu'au").fill("2026-06-30");
  await step.getByRole("checkbox", { name: "L'agence peut contacter cet employeur pour une référence" }).check();
  await auditStep(page, "employer");
  await page.getByRole("button", { name: "Envoyer mon inscription" }).click();
  await expect(page.getByRole("heading", { name: "Félicitations !" })).toBeFocused();
  await expect(page.getByText("Étape 6 sur 6 : Confirmation")).toBeVisible();

  // The agency reads it on the worker's file, among the comments.
  const staff = await apiAs(baseURL!, ACCOUNTS.agentLille);
  const list = await staff.get(`/v1/workers?names=${tag}`);
  expect(list.status()).toBe(200);
  const [worker] = (await list.json()) as { id: number }[];
  expect(worker, "the candidate is among Lille's workers").toBeTruthy();
  const comments = (await (await staff.get(`/v1/workers/${worker!.id}/comments`)).json()) as { body: string }[];
  expect(comments.map((comment) => comment.body)).toContain(
    "Dernier employeur (inscription) : Entrepôts du Nord, Roubaix — Préparateur de commandes — jusqu'au 30/06/2026. Peut être contacté pour une référence : oui.",
  );
  await staff.dispose();
});

test("the kiosk says so when the webcam is refused", async ({ page, context }) => {
  await context.clearPermissions();
  // The terminal's candidate is on the documents step (a draft kept by the kiosk).
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem("seeded")) {
      window.sessionStorage.setItem("seeded", "1");
      window.localStorage.setItem("registration.kiosk.lille", JSON.stringify({ step: 3, values: {}, uploads: {} }));
    }
  });
  await openRegistration(page, "/inscription-borne/lille");
  await expect(page.getByRole("heading", { level: 1, name: "Inscription sur borne" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Plein écran" })).toBeVisible();
  await expect(page.getByText("Étape 4 sur 6 : Documents")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Numériser vos documents" })).toBeVisible();
  await page.getByRole("button", { name: "Activer la webcam" }).click();
  await expect(page.getByText("L'accès à la webcam est refusé. Autorisez-le dans le navigateur, ou continuez sans photo.")).toBeVisible();
  await auditStep(page, "kiosk documents, webcam refused");
});

test("a kiosk left idle forgets everything the candidate typed, local storage included", async ({ page }) => {
  await page.clock.install();
  await openRegistration(page, "/inscription-borne/lille");
  await page.getByLabel("Prénom *").fill("Sami");
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("registration.kiosk.lille"))).toContain("Sami");
  await expect(page.getByText("Sans activité, cet écran est remis à zéro après 3 minutes.")).toBeVisible();
  // Three idle minutes: the terminal is cleared and loaded again.
  await page.clock.fastForward("03:01");
  await waitForHydration(page);
  await expect(page.getByLabel("Prénom *")).toHaveValue("");
  expect(await page.evaluate(() => window.localStorage.getItem("registration.kiosk.lille"))).toBeNull();
});

test("an unknown link says no agency matches, and a feature the agency lacks says it is deactivated", async ({ page }) => {
  const unknown = await page.goto("/inscription/no-such-agency");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText("Aucune agence ne correspond au lien saisi.")).toBeVisible();
  // Lille reads no CV (no OCR): no express registration there (spec 001 §5).
  const express = await page.goto("/express/lille");
  expect(express?.status()).toBe(404);
  await expect(page.getByText("Cette fonctionnalité est désactivée pour cette agence.")).toBeVisible();
});

test("in English: the steps and the refusals are translated", async ({ page }) => {
  await openRegistration(page, "/inscription/lyon");
  await page.getByRole("link", { name: "English" }).click();
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Registration · Intérim");
  await expect(page.getByText("Step 1 of 5: Preparation")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Some fields need fixing." })).toBeVisible();
  await page.getByLabel("First name *").fill("Ana");
  await page.getByLabel("Last name *").fill("Silva");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 5: Contact details")).toBeVisible();
  // The dark theme, from a plain link too (no React on these pages).
  await page.getByRole("link", { name: "Switch to the dark theme" }).click();
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveClass("dark");
  await expect(page.getByText("Step 2 of 5: Contact details")).toBeVisible();
  await auditStep(page, "contact details, dark, English");
  await page.getByRole("link", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test.describe("before JavaScript arrives", () => {
  // axe runs in the page, so it needs JavaScript: these states are audited by the tests above.
  test.use({ javaScriptEnabled: false, auditScreens: false });

  test("the first step is a plain form: the server checks it and answers the next step", async ({ page }) => {
    await page.goto("/inscription/lyon");
    await expect(page.getByText("Étape 1 sur 5 : Préparation")).toBeVisible();
    await page.getByLabel("Prénom *").fill("L");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Certains champs sont à corriger.")).toBeVisible();
    await expect(page.getByLabel("Prénom *")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Prénom *")).toHaveValue("L");
    await page.getByLabel("Prénom *").fill("Lina");
    await page.getByLabel("Nom *", { exact: true }).fill("Morel");
    await page.getByRole("button", { name: "Suivant" }).click();
    await expect(page.getByText("Étape 2 sur 5 : Coordonnées")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toBeVisible();
  });
});
