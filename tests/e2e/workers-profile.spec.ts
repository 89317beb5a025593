import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn, submitLogin, waitForHydration } from "./helpers/session";
import { createWorker, letterTag, newMobile, nirWithKey, nirWithWrongKey, spacedNir } from "./helpers/worker-profile";

// The worker profile screens (spec 000 §2 /workers/create, /workers/{id}, /workers/update/{id}; §3
// Worker profile; §5 Worker rules; §8 worker errors), with real clicks.

/** A woman born on 15 March 17 years ago in Bastia (2B 033): a Corsican NIR and an under-18 flag. */
function minorFromBastia() {
  const year = new Date().getFullYear() - 17;
  const body = `2${String(year % 100).padStart(2, "0")}032B033045`;
  return { birthDate: `${year}-03-15`, body, nir: nirWithKey(body) };
}

async function openCreation(page: Page) {
  await page.goto("/workers/create");
  await waitForHydration(page);
}

test.describe("creating a worker", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
  });

  test("with a Corsican NIR: a wrong key is refused with its message, the right one opens the file", async ({ page }) => {
    const lastName = `Paoli ${letterTag()}`;
    const { birthDate, body, nir } = minorFromBastia();
    await openCreation(page);
    await expect(page).toHaveTitle("Nouvel intérimaire · Intérim");

    await page.getByLabel("Civilité").selectOption("misses");
    await page.getByLabel("Prénom *").fill("Léa");
    await page.getByLabel("Nom *", { exact: true }).fill(lastName);
    await page.getByLabel("Date de naissance").fill(birthDate);
    // Spec 000 §5: a minor is flagged, not refused.
    await expect(page.getByTestId("under-18-flag")).toHaveText("Moins de 18 ans : l'inscription d'un mineur est signalée sur son dossier.");
    await page.getByLabel("Ville de naissance").fill("Bastia");
    await page.getByLabel("Département de naissance").fill("2B");

    const nirField = page.getByLabel("N° de sécurité sociale (NIR)");
    await nirField.fill("2 09 03");
    await nirField.blur();
    await expect(page.getByText(/^Ce NIR est mal formé/)).toBeVisible();
    await nirField.fill(spacedNir(nirWithWrongKey(body)));
    await nirField.blur();
    await expect(page.getByText("La clé de ce NIR (ses 2 derniers chiffres) ne correspond pas aux 13 premiers caractères.")).toBeVisible();
    await expect(nirField).toHaveAttribute("aria-invalid", "true");

    // The whole form is checked before anything is sent: the key, and "an e-mail or a mobile".
    await page.getByRole("button", { name: "Créer l'intérimaire" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Certains champs sont à corriger." })).toBeVisible();
    await expect(page.getByText("Indiquez un e-mail ou un téléphone mobile.")).toHaveCount(2);
    await expect(page).toHaveURL(/\/workers\/create$/);

    // Corrected, typed with spaces as on the card: the message goes as the user types.
    await nirField.fill(spacedNir(nir));
    await expect(page.getByText(/ne correspond pas aux 13 premiers caractères/)).toHaveCount(0);
    // A NIR of a woman under "Monsieur" is warned of, not refused; the right civility clears it.
    await expect(page.getByTestId("nir-identity-warning")).toHaveCount(0);
    await page.getByLabel("Civilité").selectOption("mister");
    await expect(page.getByTestId("nir-identity-warning")).toHaveText(
      "Ce NIR ne correspond pas à la civilité ou à la date de naissance saisies.",
    );
    await page.getByLabel("Civilité").selectOption("misses");
    await expect(page.getByTestId("nir-identity-warning")).toHaveCount(0);
    await page.getByLabel("Adresse e-mail").fill(`lea.${letterTag()}@example.fr`);
    await page.getByLabel("Code postal").fill("20200");
    await page.getByRole("combobox", { name: "Ville", exact: true }).click();
    await page.getByRole("option", { name: "Bastia", exact: true }).click();
    await page.getByLabel("Métier n° 1").fill("Serveuse");
    await page.getByRole("checkbox", { name: "Transports en commun" }).check();

    await page.getByRole("button", { name: "Créer l'intérimaire" }).click();
    await expect(page).toHaveURL(/\/workers\/\d+$/);
    await expect(page.getByTestId("snackbar-message")).toHaveText(`Le dossier de Léa ${lastName} est créé.`);
    await expect(page.getByRole("heading", { level: 1, name: `Léa ${lastName}` })).toBeVisible();
    // The tab title carries the worker's reference, PE in French.
    const createdId = Number(/\/workers\/(\d+)$/.exec(page.url())![1]);
    await expect(page).toHaveTitle(`PE-${String(createdId).padStart(6, "0")} · Léa ${lastName} – intérimaire · Intérim`);
    await expect(page.getByText("Mineur à l'inscription")).toBeVisible();
    await expect(page.getByRole("link", { name: "Profil", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nirField).toHaveValue(spacedNir(nir));
    await expect(page.getByRole("combobox", { name: "Ville", exact: true })).toHaveValue("Bastia");
    await expect(page.getByRole("checkbox", { name: "Transports en commun" })).toBeChecked();
    await expect(page.getByTestId("worker-record")).toContainText("Moins de 18 ans");
  });

  test("in English too: the NIR key message and the form are translated", async ({ page }) => {
    await page.getByRole("button", { name: "Changer de langue" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await openCreation(page);
    await expect(page).toHaveTitle("New temp worker · Intérim");

    const nirField = page.getByLabel("Social security number (NIR)");
    await nirField.fill(nirWithWrongKey("185072A004123"));
    await nirField.blur();
    await expect(page.getByText("The key of this NIR (its last 2 digits) does not match its first 13 characters.")).toBeVisible();
    await page.getByRole("button", { name: "Create the temp worker" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Some fields need fixing." })).toBeVisible();
    await expect(page.getByLabel("First name *")).toBeFocused();
    await expect(page.getByText("Enter an email or a mobile number.")).toHaveCount(2);
  });
});

test.describe("a worker's file", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, ACCOUNTS.adminLyon);
  });

  test("a refused phone number says why under the field; fixed and saved, it comes back in national format", async ({ page }) => {
    const lastName = `Girard ${letterTag()}`;
    const { id } = await createWorker(page, { first_name: "Hugo", last_name: lastName, email: `hugo.${letterTag()}@example.fr` });
    await page.goto(`/workers/${id}`);
    await waitForHydration(page);

    const mobile = page.getByLabel("Téléphone mobile");
    await mobile.fill("06 12 34 56 7");
    await mobile.blur();
    await expect(page.getByText("Numéro invalide : 10 chiffres commençant par 0.")).toBeVisible();
    await mobile.fill("07 01 23 45 67");
    await mobile.blur();
    await expect(page.getByText("Ce préfixe de numéro n'existe pas.")).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(mobile).toBeFocused();

    const number = newMobile();
    await mobile.fill(number.replace(/ /g, ""));
    await expect(page.getByText("Ce préfixe de numéro n'existe pas.")).toHaveCount(0);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Profil enregistré.");
    await expect(mobile).toHaveValue(number);
    // The header offers to call the number it now holds.
    await expect(page.getByRole("link", { name: `Appeler le ${number}` })).toHaveAttribute("href", /^tel:\+336\d{8}$/);

    await page.reload();
    await expect(page.getByLabel("Téléphone mobile")).toHaveValue(number);
  });

  test("what only the server knows shows under the field too: a mobile another worker holds", async ({ page }) => {
    const taken = newMobile();
    await createWorker(page, { first_name: "Nina", last_name: `Roux ${letterTag()}`, mobile_phone_number: taken });
    const { id } = await createWorker(page, {
      first_name: "Paul",
      last_name: `Roux ${letterTag()}`,
      email: `paul.${letterTag()}@example.fr`,
    });
    await page.goto(`/workers/${id}`);
    await waitForHydration(page);
    await page.getByLabel("Téléphone mobile").fill(taken);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    const message = "Un intérimaire utilise déjà cet e-mail ou ce numéro de mobile dans l'espace.";
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expect(page.getByLabel("Téléphone mobile")).toHaveAttribute("aria-invalid", "true");
  });

  test("is archived after a confirmation, and reactivated", async ({ page }) => {
    const name = `Marc Lenoir${letterTag()}`;
    const [first, last] = name.split(" ");
    const { id } = await createWorker(page, { first_name: first!, last_name: last!, email: `marc.${letterTag()}@example.fr` });
    await page.goto(`/workers/${id}`);
    await waitForHydration(page);

    await page.getByRole("button", { name: "Archiver" }).click();
    const dialog = page.getByRole("dialog", { name: "Archiver cet intérimaire ?" });
    await dialog.getByRole("button", { name: "Archiver" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText(`Le dossier de ${name} est archivé.`);
    await expect(page.getByText(/^Dossier archivé le \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

    await page.getByRole("button", { name: "Réactiver" }).click();
    await expect(page.getByTestId("snackbar-message")).toHaveText(`Le dossier de ${name} est réactivé.`);
    await expect(page.getByRole("button", { name: "Archiver" })).toBeVisible();
  });

  test("of another space, or with an id that is not a number, is a page that does not exist", async ({ page, browser }) => {
    const { id } = await createWorker(page, {
      first_name: "Inès",
      last_name: `Morel ${letterTag()}`,
      email: `ines.${letterTag()}@example.fr`,
    });
    const lille = await browser.newPage();
    await logIn(lille, ACCOUNTS.agentLille);
    await lille.goto(`/workers/${id}`);
    await expect(lille.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
    await lille.goto("/workers/abc");
    await expect(lille.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
    await lille.close();
  });
});

test.describe("the mobile update screen", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("one column, folding sections, the save bar at the thumb; a refusal unfolds its section", async ({ page }) => {
    // On a phone the side menu gives way to the bottom bar: the sign-in waits for the home screen only.
    await submitLogin(page, ACCOUNTS.agentLyon);
    await expect(page).toHaveURL(/\/home$/);
    const lastName = `Fabre ${letterTag()}`;
    const { id } = await createWorker(page, { first_name: "Chloé", last_name: lastName, mobile_phone_number: newMobile() });
    await page.goto(`/workers/update/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Modifier le profil" })).toBeVisible();
    await expect(page).toHaveTitle(`PE-${String(id).padStart(6, "0")} · Chloé ${lastName} – modifier le profil · Intérim`);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const contact = page.getByRole("button", { name: "Adresse et coordonnées" });
    await expect(contact).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Adresse", { exact: true })).toBeHidden();
    await contact.click();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel("Adresse", { exact: true }).fill("4 rue des Tanneurs");
    await page.getByLabel("Téléphone mobile").fill("06 12");
    // Folded again with a wrong number inside: saving unfolds it and puts the cursor on the field.
    await contact.click();
    const save = page.getByRole("button", { name: "Enregistrer" });
    await expect(save).toBeInViewport();
    await save.click();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await expect(contact).toContainText("1 champ à corriger");
    await expect(page.getByLabel("Téléphone mobile")).toBeFocused();
    await expect(page.getByText("Numéro invalide : 10 chiffres commençant par 0.")).toBeVisible();

    const number = newMobile();
    await page.getByLabel("Téléphone mobile").fill(number);
    await page.getByRole("button", { name: "Préférences" }).click();
    await page.getByRole("checkbox", { name: "Nuit" }).check();
    await save.click();
    await expect(page.getByTestId("snackbar-message")).toHaveText("Profil enregistré.");

    await page.getByRole("link", { name: `Retour au dossier de Chloé ${lastName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/workers/${id}$`));
    await expect(page.getByLabel("Adresse", { exact: true })).toHaveValue("4 rue des Tanneurs");
    await expect(page.getByLabel("Téléphone mobile")).toHaveValue(number);
    await expect(page.getByRole("checkbox", { name: "Nuit" })).toBeChecked();
  });
});
