import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn, waitForHydration } from "./helpers/session";
import { createTabsWorker, openWorkerTab, postForWorker, snackbar } from "./helpers/worker-tabs";
import { letterTag } from "./helpers/worker-profile";

// The worker file's other tabs (spec 000 §2): availabilities with their clash and vanished messages
// (§4, §8), comments, equipment, emergency contacts (§5 maximum, unique phone) and the interview
// questionnaire with the space's questions (space administrators edit them).

function availabilities(page: Page) {
  return page.getByTestId("availability");
}

test.describe("availabilities", () => {
  test("add one; a clashing period is refused with the spec's message and nothing is added; delete one, even one that vanished", async ({
    page,
  }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    const worker = await createTabsWorker(page);
    await openWorkerTab(page, worker.id, "availabilities");
    await expect(page).toHaveTitle(`PE-${String(worker.id).padStart(6, "0")} · ${worker.name} – disponibilités · Intérim`);
    await expect(page.getByText("Aucune disponibilité")).toBeVisible();

    await page.getByRole("button", { name: "Ajouter une disponibilité" }).click();
    let dialog = page.getByRole("dialog", { name: "Nouvelle disponibilité" });
    // From now to one week later, prefilled (spec 000 §3).
    await expect(dialog.getByLabel("Du", { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await expect(dialog.getByLabel("Au", { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Champ requis")).toBeVisible(); // the status
    await expect(dialog.getByLabel("Statut *")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Statut *").selectOption("available");
    await dialog.getByLabel("Commentaire").fill("Disponible le matin");
    await expect(dialog.getByText("19 / 500 caractères")).toBeVisible();
    await dialog.getByLabel("Demande de nouvelles automatique en fin de période").check();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page)).toHaveText("La disponibilité est enregistrée.");
    await expect(availabilities(page)).toHaveCount(1);
    await expect(availabilities(page)).toContainText("Disponible");
    await expect(availabilities(page)).toContainText("Relance en fin de période");
    await expect(availabilities(page)).toContainText("Disponible le matin");

    // The same default period again: it overlaps the first one.
    await page.getByRole("button", { name: "Ajouter une disponibilité" }).click();
    dialog = page.getByRole("dialog", { name: "Nouvelle disponibilité" });
    await dialog.getByLabel("Statut *").selectOption("contract");
    // No follow-up for a contract (spec 000 §3).
    await expect(dialog.getByLabel("Demande de nouvelles automatique en fin de période")).toBeDisabled();
    await dialog.getByLabel("Commentaire").fill("Mission chez Fabre");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Cette période chevauche une autre disponibilité : opération annulée.");
    // What was typed stays, to be corrected; nothing was added.
    await expect(dialog.getByLabel("Statut *")).toHaveValue("contract");
    await expect(dialog.getByLabel("Commentaire")).toHaveValue("Mission chez Fabre");
    await expect(availabilities(page)).toHaveCount(1);

    await dialog.getByLabel("Du", { exact: true }).fill("2030-01-07T08:00");
    await dialog.getByLabel("Au", { exact: true }).fill("2030-01-18T18:00");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    await expect(availabilities(page)).toHaveCount(2);
    // Latest period first, in Paris time.
    await expect(availabilities(page).first()).toContainText("En contrat");
    await expect(availabilities(page).first()).toContainText("Du 07/01/2030 08:00 au 18/01/2030 18:00");

    await page.getByRole("button", { name: /^Supprimer la disponibilité « Disponible »/ }).click();
    await page.getByRole("dialog", { name: "Supprimer cette disponibilité ?" }).getByRole("button", { name: "Supprimer" }).click();
    await expect(snackbar(page)).toHaveText("La disponibilité est supprimée.");
    await expect(availabilities(page)).toHaveCount(1);
    await expect(availabilities(page)).toContainText("En contrat");

    // Someone else deletes the contract meanwhile: deleting it here says it vanished, and the list follows.
    const listed = await page.request.get(`/v1/workers/${worker.id}/availabilities`);
    const [contract] = (await listed.json()) as { id: number }[];
    expect(
      (
        await page.request.delete(`/v1/workers/${worker.id}/availabilities/${contract!.id}`, { headers: { "X-Route-Path": "/e2e" } })
      ).status(),
    ).toBe(204);
    await page.getByRole("button", { name: /^Supprimer la disponibilité « En contrat »/ }).click();
    await page.getByRole("dialog", { name: "Supprimer cette disponibilité ?" }).getByRole("button", { name: "Supprimer" }).click();
    await expect(snackbar(page)).toHaveText("Cette disponibilité n'existe plus : opération annulée.");
    await expect(page.getByText("Aucune disponibilité")).toBeVisible();
  });

  test("in English, the clash reads in English", async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
    await page.getByRole("button", { name: "Changer de langue" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const worker = await createTabsWorker(page);
    await postForWorker(page, worker.id, "availabilities", { status: "available" });

    await openWorkerTab(page, worker.id, "availabilities");
    // In English the reference reads WO.
    await expect(page).toHaveTitle(`WO-${String(worker.id).padStart(6, "0")} · ${worker.name} – availabilities · Intérim`);
    await expect(availabilities(page)).toContainText("Available");
    await page.getByRole("button", { name: "Add an availability" }).click();
    const dialog = page.getByRole("dialog", { name: "New availability" });
    await dialog.getByLabel("Status *").selectOption({ label: "Busy" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("This period overlaps another availability: operation cancelled.");
    await expect(dialog.getByLabel("Status *")).toHaveValue("unavailable");
    await expect(availabilities(page)).toHaveCount(1);
  });
});

test.describe("comments, equipment and emergency contacts", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
  });

  test("a comment is added with its author and date, then deleted", async ({ page }) => {
    const worker = await createTabsWorker(page);
    await openWorkerTab(page, worker.id, "comments");
    await expect(page.getByText("Aucun commentaire")).toBeVisible();

    await page.getByRole("button", { name: "Ajouter le commentaire" }).click();
    await expect(page.getByText("Champ requis")).toBeVisible();
    await page.getByLabel("Nouveau commentaire").fill("Très bon contact avec les chefs d'équipe.\nÀ rappeler en mars.");
    await page.getByRole("button", { name: "Ajouter le commentaire" }).click();
    await expect(snackbar(page)).toHaveText("Le commentaire est ajouté.");
    const comment = page.getByTestId("comment");
    await expect(comment).toHaveCount(1);
    await expect(comment).toContainText("À rappeler en mars.");
    await expect(comment.locator("time")).toBeVisible();
    await expect(page.getByLabel("Nouveau commentaire")).toHaveValue("");

    await comment.getByRole("button", { name: /^Supprimer le commentaire de / }).click();
    await page.getByRole("dialog", { name: "Supprimer ce commentaire ?" }).getByRole("button", { name: "Supprimer" }).click();
    await expect(snackbar(page)).toHaveText("Le commentaire est supprimé.");
    await expect(page.getByTestId("comment")).toHaveCount(0);
  });

  test("equipment is added, edited and deleted", async ({ page }) => {
    const worker = await createTabsWorker(page);
    await openWorkerTab(page, worker.id, "equipment");
    await page.getByRole("button", { name: "Ajouter un équipement" }).click();
    let dialog = page.getByRole("dialog", { name: "Nouvel équipement" });
    await dialog.getByLabel("Nom *").fill("Chaussures de sécurité S3");
    await dialog.getByLabel("Taille").fill("42");
    await dialog.getByLabel("Commentaire").fill("Prêtées par l'agence");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page)).toHaveText("L'équipement est ajouté.");
    const item = page.getByTestId("equipment");
    await expect(item).toContainText("Chaussures de sécurité S3");
    await expect(item).toContainText("Taille 42");

    await page.getByRole("button", { name: "Modifier Chaussures de sécurité S3" }).click();
    dialog = page.getByRole("dialog", { name: "Modifier l'équipement" });
    await expect(dialog.getByLabel("Taille")).toHaveValue("42");
    await dialog.getByLabel("Nom *").fill("");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Champ requis")).toBeVisible();
    await dialog.getByLabel("Nom *").fill("Chaussures de sécurité S3");
    await dialog.getByLabel("Taille").fill("43");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(snackbar(page)).toHaveText("L'équipement est modifié.");
    await expect(item).toContainText("Taille 43");

    await page.getByRole("button", { name: "Supprimer Chaussures de sécurité S3" }).click();
    await page.getByRole("dialog", { name: "Supprimer cet équipement ?" }).getByRole("button", { name: "Supprimer" }).click();
    await expect(snackbar(page)).toHaveText("L'équipement est supprimé.");
    await expect(page.getByText("Aucun équipement")).toBeVisible();
  });

  test("emergency contacts: a name that is a number and a phone used twice are refused; at most five", async ({ page }) => {
    const worker = await createTabsWorker(page);
    await openWorkerTab(page, worker.id, "emergency-contacts");
    await expect(page.getByTestId("emergency-contacts-count")).toHaveText("0 sur 5");

    await page.getByRole("button", { name: "Ajouter un contact" }).click();
    let dialog = page.getByRole("dialog", { name: "Nouveau contact d'urgence" });
    await dialog.getByLabel("Nom *").fill("0612345678");
    await dialog.getByLabel("Téléphone *").fill("06 12 34");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Un nom ne peut pas être un nombre.")).toBeVisible();
    await expect(dialog.getByText("Numéro invalide : 10 chiffres commençant par 0.")).toBeVisible();
    await dialog.getByLabel("Nom *").fill("Claire Bernard");
    await dialog.getByLabel("Téléphone *").fill("0612345678");
    await dialog.getByLabel("Lien").fill("Sœur");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page)).toHaveText("Le contact d'urgence est ajouté.");
    const contact = page.getByTestId("emergency-contact");
    await expect(contact).toContainText("Claire Bernard");
    await expect(contact).toContainText("Sœur");
    // Typed and shown in the national format.
    await expect(contact).toContainText("06 12 34 56 78");
    await expect(page.getByTestId("emergency-contacts-count")).toHaveText("1 sur 5");

    await page.getByRole("button", { name: "Ajouter un contact" }).click();
    dialog = page.getByRole("dialog", { name: "Nouveau contact d'urgence" });
    await dialog.getByLabel("Nom *").fill("Marc Bernard");
    await dialog.getByLabel("Téléphone *").fill("+33 6 12 34 56 78");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Ce numéro est déjà celui d'un autre contact d'urgence.")).toBeVisible();
    await expect(dialog.getByLabel("Téléphone *")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("button", { name: "Annuler" }).click();

    for (const [index, name] of ["Marc Bernard", "Julie Bernard", "Paul Bernard", "Anne Bernard"].entries()) {
      await postForWorker(page, worker.id, "emergency-contacts", { name, phone: `0478${String(index).padStart(6, "0")}` });
    }
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("emergency-contacts-count")).toHaveText("5 sur 5");
    await expect(page.getByRole("button", { name: "Ajouter un contact" })).toBeDisabled();
    await expect(page.getByText("Le maximum de 5 contacts d'urgence est atteint")).toBeVisible();
  });
});

test.describe("interview questionnaire", () => {
  test("without questions, a user who may not change them is told whom to ask", async ({ page }) => {
    await logIn(page, ACCOUNTS.agentLille);
    const worker = await createTabsWorker(page);
    await openWorkerTab(page, worker.id, "interview");
    await expect(page.getByText("Aucune question d'entretien")).toBeVisible();
    await expect(page.getByText("un administrateur de l'espace peut y ajouter des questions")).toBeVisible();
    await expect(page.getByRole("button", { name: "Gérer les questions" })).toHaveCount(0);
  });

  test("a space administrator writes the questions; an answer is saved; an agent answers but does not edit", async ({ page }) => {
    const tag = letterTag();
    const licence = `Permis B ${tag} ?`;
    const weekend = `Disponible le week-end ${tag} ?`;
    await logIn(page, ACCOUNTS.adminLyon);
    const worker = await createTabsWorker(page);
    await openWorkerTab(page, worker.id, "interview");

    await page.getByRole("button", { name: "Gérer les questions" }).click();
    const editor = page.getByRole("dialog", { name: "Questions de l'espace" });
    const rows = editor.getByTestId("question-row");
    const before = await rows.count();
    await editor.getByLabel("Nouvelle question").fill(licence);
    await editor.getByRole("button", { name: "Ajouter la question" }).click();
    await expect(rows).toHaveCount(before + 1);
    await expect(editor.getByLabel("Nouvelle question")).toHaveValue("");
    await editor.getByLabel("Nouvelle question").fill(weekend);
    await editor.getByRole("button", { name: "Ajouter la question" }).click();
    await expect(rows).toHaveCount(before + 2);

    // The week-end question goes first of the two, then the licence one is reworded.
    await editor.getByRole("button", { name: `Monter la question ${before + 2}` }).click();
    await expect(snackbar(page)).toHaveText("L'ordre des questions est modifié.");
    await expect(editor.getByLabel(`Question ${before + 1}`, { exact: true })).toHaveValue(weekend);
    await expect(editor.getByLabel(`Question ${before + 2}`, { exact: true })).toHaveValue(licence);
    await editor.getByLabel(`Question ${before + 2}`, { exact: true }).fill(`Permis B ou C ${tag} ?`);
    await editor.getByRole("button", { name: `Renommer la question ${before + 2}` }).click();
    await expect(snackbar(page)).toHaveText("La question est renommée.");
    await editor.getByLabel("Nouvelle question").fill(`Question retirée ${tag}`);
    await editor.getByRole("button", { name: "Ajouter la question" }).click();
    await expect(rows).toHaveCount(before + 3);
    await editor.getByRole("button", { name: `Retirer la question ${before + 3}` }).click();
    await page
      .getByRole("dialog", { name: "Retirer cette question ?" })
      .getByRole("button", { name: `Retirer la question ${before + 3}` })
      .click();
    await expect(snackbar(page)).toHaveText("La question est retirée.");
    await expect(rows).toHaveCount(before + 2);
    await editor.getByRole("button", { name: "Terminé" }).click();

    // The worker's form shows the questionnaire at once, in its order.
    const questions = page.getByTestId("interview-question");
    await expect(questions.nth(before)).toContainText(weekend);
    await page.getByLabel(`Permis B ou C ${tag} ?`).fill("Permis B depuis 2015");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(snackbar(page)).toHaveText("Les réponses sont enregistrées.");

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel(`Permis B ou C ${tag} ?`)).toHaveValue("Permis B depuis 2015");
    await expect(questions.nth(before + 1)).toContainText("Réponse du ");

    // An agent of the space reads and answers, without the editor.
    await page.context().clearCookies();
    await logIn(page, ACCOUNTS.agentLyon);
    await openWorkerTab(page, worker.id, "interview");
    await expect(page.getByLabel(`Permis B ou C ${tag} ?`)).toHaveValue("Permis B depuis 2015");
    await expect(page.getByRole("button", { name: "Gérer les questions" })).toHaveCount(0);
  });
});
