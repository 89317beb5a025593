import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { logIn, waitForHydration } from "./helpers/session";
import { createWorker, letterTag } from "./helpers/worker-profile";

// The worker's photo in the file's header (spec 000 §3 "profile_picture", §5 "Profile photo must be
// an image", §8, uploads under 8 MB): chosen with the file picker, shown, refused, removed.

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

function snackbar(page: Page) {
  return page.getByTestId("snackbar-message");
}

/** Whether the browser decoded the picture (a broken or missing image has no natural width). */
async function expectDecoded(page: Page, name: string) {
  const photo = page.getByRole("img", { name: `Photo de ${name}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test("a worker's photo: uploaded and shown, a file that is not an image or too large refused, removed", async ({ page }) => {
  await logIn(page, ACCOUNTS.adminLyon);
  const lastName = `Moreau ${letterTag()}`;
  const name = `Inès ${lastName}`;
  const worker = await createWorker(page, { first_name: "Inès", last_name: lastName, email: `ines.${letterTag()}@example.fr` });
  await page.goto(`/workers/${worker.id}`);
  await waitForHydration(page);

  // No photo yet: the initials.
  await expect(page.getByRole("img", { name: `Photo de ${name}` })).toHaveCount(0);
  await expect(page.getByText("IM", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retirer la photo" })).toHaveCount(0);
  const picker = page.getByLabel("Photo de profil");
  await expect(picker).toHaveAttribute("accept", "image/*");

  await picker.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await expect(snackbar(page)).toHaveText("Photo enregistrée.");
  await expectDecoded(page, name);
  await expect(page.getByRole("button", { name: "Changer la photo" })).toBeVisible();

  // A text file named like a PNG passes the browser's check on its declared type; /v1 reads the content.
  await picker.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("Ceci n'est pas une image.") });
  await expect(snackbar(page)).toHaveText("Ce fichier n'est pas une image reconnue : choisissez une photo JPEG, PNG, WebP ou GIF.");
  // Over 8 MB: refused before anything is sent.
  await picker.setInputFiles({ name: "grande.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]) });
  await expect(snackbar(page)).toHaveText("Cette photo dépasse 8 Mo : choisissez un fichier plus léger.");

  // The stored photo is still the PNG, also after a full reload (served by the web app's route).
  await page.reload();
  await waitForHydration(page);
  await expectDecoded(page, name);

  await page.getByRole("button", { name: "Retirer la photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Retirer la photo ?" });
  await expect(dialog).toContainText(`La photo de ${name} sera supprimée de son dossier.`);
  await dialog.getByRole("button", { name: "Retirer" }).click();
  await expect(snackbar(page)).toHaveText("Photo retirée.");
  await expect(page.getByRole("img", { name: `Photo de ${name}` })).toHaveCount(0);
  await expect(page.getByText("IM", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ajouter une photo" })).toBeVisible();
  expect((await page.request.get(`/workers/${worker.id}/profile-picture`)).status()).toBe(404);
});
