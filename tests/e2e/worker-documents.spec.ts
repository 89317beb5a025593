import { extractText, getDocumentProxy } from "unpdf";
import { cvPdf } from "#tests/fixtures/cv-pdf";
import { bytesOf, HOSTILE } from "#tests/fixtures/document-bytes";
import { ACCOUNTS } from "./helpers/accounts";
import { createCompany } from "./helpers/companies";
import { countOutboxEmails, waitForNewOutboxEmail } from "./helpers/outbox";
import { logIn, waitForHydration } from "./helpers/session";
import { expect, test, type Page } from "./helpers/test";
import { createWorker, letterTag } from "./helpers/worker-profile";
import { snackbar } from "./helpers/worker-tabs";

// A worker's documents (9): an identity card uploaded recto and verso with
// its progress bars, the same file refused, an executable named .pdf refused (415), a CV anonymised and
// sent to a client's contact, the e-mail found in the dev outbox; once in English. Every screen is
// audited with axe as the test reaches it (helpers/test.ts).

/** A JPEG of about `kilobytes`, distinct per call: a scan as a phone would send it. */
function scan(kilobytes: number): Buffer {
  const filler = new Uint8Array(kilobytes * 1024);
  crypto.getRandomValues(filler.subarray(0, 65_536));
  return Buffer.from(bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], `JFIF\u0000 ${crypto.randomUUID()}`, filler));
}

async function uploadForm(page: Page) {
  return page.getByRole("form", { name: "Ajouter un document" });
}

test("documents: recto and verso with progress, refusals, an anonymised CV sent to a client and found in the outbox", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, ACCOUNTS.adminLyon);
  const lastName = `Benhamou${letterTag()}`;
  const worker = await createWorker(page, {
    first_name: "Karim",
    last_name: lastName,
    email: `karim.${letterTag()}@exemple.test`,
    postal_address: "14 rue Paul Bert",
    postal_code: "69003",
    postal_city: "Lyon",
  });
  const company = await createCompany(page, { name: `Logistique ${letterTag()}` });
  const contactEmail = `rh.${letterTag()}@client.test`;
  const contact = await page.request.post(`/v1/companies/${company.id}/contacts`, {
    headers: { "X-Route-Path": "/e2e" },
    data: { first_name: "Claire", last_name: "Garnier", email: contactEmail },
  });
  expect(contact.status(), await contact.text()).toBe(201);

  const before = await countOutboxEmails(page, contactEmail);

  await page.goto(`/workers/${worker.id}/documents`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Documents de l'intérimaire" })).toBeVisible();
  await expect(page.getByText("Aucun document")).toBeVisible();

  // An identity card: one choice, two files, two progress bars that reach 100 %.
  const form = await uploadForm(page);
  await form.getByLabel("Type de document").selectOption({ label: "Carte d'identité (recto et verso)" });
  const recto = scan(2048);
  await form.getByLabel("Recto").setInputFiles({ name: "cni-recto.jpg", mimeType: "image/jpeg", buffer: recto });
  await form.getByLabel("Verso").setInputFiles({ name: "cni-verso.jpg", mimeType: "image/jpeg", buffer: scan(1024) });
  await form.getByLabel("Fin de validité").fill("2034-05-31");
  await form.getByRole("button", { name: "Envoyer" }).click();
  const bars = page.getByTestId("upload-progress");
  await expect(bars).toHaveCount(2);
  await expect(bars.first().getByRole("progressbar")).toHaveAttribute("value", "100");
  await expect(snackbar(page)).toHaveText("Recto et verso enregistrés.");
  const documents = page.getByTestId("document");
  await expect(documents).toHaveCount(2);
  await expect(documents.filter({ hasText: "Carte d'identité (recto)" })).toContainText("cni-recto.jpg");
  await expect(documents.filter({ hasText: "Carte d'identité (verso)" })).toContainText("Valide jusqu'au 31/05/2034");

  // The same recto again, as another type: the content decides, "duplicate document".
  await form.getByLabel("Type de document").selectOption({ label: "Passeport" });
  await form.getByLabel("Fichier").setInputFiles({ name: "passeport.jpg", mimeType: "image/jpeg", buffer: recto });
  await form.getByRole("button", { name: "Envoyer" }).click();
  await expect(form.getByRole("alert")).toHaveText("Document en double : ce fichier est déjà dans le dossier de l'intérimaire.");
  await expect(documents).toHaveCount(2);

  // A program named cv.pdf: its bytes are no PDF, 415.
  await form.getByLabel("Type de document").selectOption({ label: "CV" });
  await form
    .getByLabel("Fichier")
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(HOSTILE.windowsExecutable()) });
  await form.getByRole("button", { name: "Envoyer" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Format de fichier non pris en charge : choisissez un JPG, PNG, PDF, DOC, DOCX, ODT ou RTF.",
  );

  // A real CV, then its anonymised copy.
  const cv = await cvPdf({
    firstName: "Karim",
    lastName,
    email: "karim.perso@example.fr",
    phone: "06 12 34 56 78",
    street: "14 rue Paul Bert",
    postalCode: "69003",
    city: "Lyon",
  });
  await form.getByLabel("Fichier").setInputFiles({ name: "CV Karim.pdf", mimeType: "application/pdf", buffer: Buffer.from(cv) });
  await form.getByRole("button", { name: "Envoyer" }).click();
  await expect(snackbar(page)).toHaveText("Document enregistré.");
  await expect(documents).toHaveCount(3);

  await page.getByRole("link", { name: "Anonymiser – CV Karim.pdf" }).click();
  await expect(page.getByRole("heading", { name: "CV anonymisé" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText("Masqué d'office : nom, téléphone, e-mail, adresse, liens")).toBeVisible();
  // The user's anonymisation list (spec 001 §3) decides what is hidden, and this browser keeps it.
  const list = page.getByTestId("anonymization-list");
  await list.getByLabel("liens").uncheck();
  await expect(page.getByText("Masqué d'office : nom, téléphone, e-mail, adresse", { exact: true })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(list.getByLabel("liens")).not.toBeChecked();
  await list.getByLabel("liens").check();
  await expect(page.getByText("Masqué d'office : nom, téléphone, e-mail, adresse, liens")).toBeVisible();
  // A white area drawn over the employer's line (the CV's 7th line).
  const preview = page.getByTestId("cv-preview");
  // The line sits (841.89 − 672) points below the page's top: scrolled into the window first.
  const offset = async () => ((await preview.boundingBox())!.width / 595.28) * (841.89 - 672);
  const below = await offset();
  await preview.evaluate((element, by) => window.scrollBy(0, element.getBoundingClientRect().top + by - 200), below);
  const box = (await preview.boundingBox())!;
  const scale = box.width / 595.28;
  const top = box.y + (841.89 - 672) * scale;
  await page.mouse.move(box.x + 140 * scale, top);
  await page.mouse.down();
  await page.mouse.move(box.x + 360 * scale, top + 25 * scale, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText("1 zone tracée")).toBeVisible();
  await page.getByLabel("Commentaires de l'agence").fill("Cariste expérimenté, disponible lundi.");
  await page.getByRole("button", { name: "Créer le CV anonymisé" }).click();
  await expect(page.getByText("CV anonymisé enregistré.")).toBeVisible();

  // The saved PDF no longer says who the worker is, and carries the agency's stamp and comments.
  const download = page.getByRole("link", { name: "Télécharger CV anonymisé" });
  const file = await page.request.get((await download.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await file.body())), { mergePages: true });
  for (const hidden of [lastName, "karim.perso", "06 12 34 56 78", "Paul Bert", "linkedin", "Transports Garnier"])
    expect(text).not.toContain(hidden);
  expect(text).toContain("Intérim Lyon Part-Dieu");
  expect(text).toContain("Cariste expérimenté, disponible lundi.");

  // Sent to the client's contact.
  await page.getByRole("link", { name: "Envoyer CV anonymisé à un client" }).click();
  await expect(page.getByRole("heading", { name: "Envoyer un CV à un client" })).toBeVisible();
  await waitForHydration(page);
  const picker = page.getByRole("combobox", { name: "Entreprise" });
  await picker.fill(company.name);
  await page.getByRole("option", { name: new RegExp(company.name) }).click();
  await page.getByRole("checkbox", { name: new RegExp(contactEmail) }).check();
  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(page.getByText("CV envoyé à 1 contact.")).toBeVisible();
  await expect(page.getByText(`Envoyé à ${contactEmail}`)).toBeVisible();
  const email = await waitForNewOutboxEmail(page, contactEmail, before);
  await expect(email).toContainText("[CV anonymisé.pdf]");
  await expect(email).not.toContainText(lastName);
  // The outbox opens the attachment as the client would: the anonymised PDF itself.
  const attachment = email.getByRole("link", { name: "Ouvrir CV anonymisé.pdf" });
  const sentFile = await page.request.get((await attachment.getAttribute("href"))!);
  expect(sentFile.headers()["content-type"]).toBe("application/pdf");
  const sent = await extractText(await getDocumentProxy(new Uint8Array(await sentFile.body())), { mergePages: true });
  expect(sent.text).toContain("Cariste expérimenté, disponible lundi.");
  expect(sent.text).not.toContain(lastName);

  // Deleted from the list, after a confirmation.
  await page.goto(`/workers/${worker.id}/documents`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Supprimer cni-verso.jpg" }).click();
  await page.getByRole("dialog", { name: "Supprimer ce document ?" }).getByRole("button", { name: "Supprimer" }).click();
  await expect(snackbar(page)).toHaveText("Document supprimé.");
  await expect(documents).toHaveCount(3);
});

test("documents in English: the tab, the 415 refusal and the expiring filter of the worker list", async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const lastName = `Leroy ${letterTag()}`;
  const worker = await createWorker(page, {
    first_name: "Emma",
    last_name: lastName,
    email: `emma.${letterTag()}@exemple.test`,
  });
  await page.goto(`/workers/${worker.id}/documents`);
  await waitForHydration(page);
  await page.getByTestId("language-switch").click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Worker's documents" })).toBeVisible();

  const form = page.getByRole("form", { name: "Add a document" });
  await form.getByLabel("Document type").selectOption({ label: "Driving licence" });
  await form.getByLabel("File").setInputFiles({ name: "permis.pdf", mimeType: "application/pdf", buffer: Buffer.from(HOSTILE.elf()) });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(form.getByRole("alert")).toHaveText("Unsupported file format: choose a JPG, PNG, PDF, DOC, DOCX, ODT or RTF file.");

  // Expiring in ten days: flagged on the file, and found by the list's filter.
  const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("File").setInputFiles({ name: "permis.jpg", mimeType: "image/jpeg", buffer: scan(64) });
  await form.getByLabel("Valid until").fill(soon);
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(snackbar(page)).toHaveText("Document saved.");
  await expect(page.getByTestId("document")).toContainText("Expires soon");

  await page.goto("/workers?documents_expiring=true");
  await waitForHydration(page);
  await expect(page.getByRole("checkbox", { name: "Documents expiring within 30 days" })).toBeChecked();
  await expect(page.getByText(lastName).first()).toBeVisible();
  await page.getByTestId("language-switch").click();
  await page.getByRole("menuitem", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});
