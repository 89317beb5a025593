import { expect, test, type Page } from "./helpers/test";
import { ACCOUNTS } from "./helpers/accounts";
import { apiAs, uniqueTag } from "./helpers/api";
import { auditStep } from "./helpers/audit-step";
import { logIn, waitForHydration } from "./helpers/session";
import { letterTag } from "./helpers/worker-profile";
import { SAMPLES } from "#tests/fixtures/document-bytes";

// Job offers and multiposting (decision 0046), with the local Talentplug driver: the agency's
// credentials (refused, then accepted), an offer made from a position, published through the queue,
// its public page with its JobPosting, a candidate applying from it on a phone (the applicant on the
// offer, the bell rising), then unpublished and gone; and the same screens in English.

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

/** The JobPosting the offer's page carries for Google for Jobs. */
async function jobPostingOf(page: Page) {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? "{}") as Record<string, unknown>;
}

test("an agency sets its Talentplug account, publishes an offer made from a position, a candidate applies from its page on a phone, then it is unpublished", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, the queue and a registration with an upload: long on a loaded machine.
  test.setTimeout(300_000);
  const tag = uniqueTag();
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const positionTitle = `Cariste CACES 3 ${tag}`;
  const position = await api.post("/v1/positions", {
    data: {
      title: positionTitle,
      description: "Chargement et déchargement de camions en entrepôt.",
      place_zipcode: "69200",
      place_city: "Vénissieux",
      hourly_rate: 12.8,
    },
  });
  expect(position.status()).toBe(201);

  // The agency starts without a Talentplug account (a run before this one may have set it).
  const me = (await (await api.get("/v1/users/me")).json()) as { space_ids: number[] };
  expect((await api.delete(`/v1/spaces/${me.space_ids[0]}/multiposting`)).status()).toBe(204);

  await logIn(page, ACCOUNTS.adminLyon);
  await readEverything(page);

  // Without credentials the screen says so (spec 000 §8) and offers the form to the space's administrator.
  await page.goto("/multiposting");
  await waitForHydration(page);
  await expect(page.getByTestId("multiposting-no-credentials")).toContainText("Aucun identifiant de multidiffusion");
  await page.getByLabel("Identifiant Talentplug").fill("agence-lyon");
  await page.getByLabel("Mot de passe Talentplug").fill("refused");
  await page.getByRole("button", { name: "Vérifier et enregistrer" }).click();
  await expect(page.getByText("Identifiants de multidiffusion invalides : Talentplug les a refusés.")).toBeVisible();
  await expect(page.getByLabel("Mot de passe Talentplug")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Mot de passe Talentplug").fill("s3cret-Talentplug");
  await page.getByRole("button", { name: "Vérifier et enregistrer" }).click();
  await expect(page.getByText("Identifiants Talentplug vérifiés et enregistrés.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Multidiffusion" })).toBeVisible();

  // The Create menu's "offer" opens the form; a position fills it.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Créer" }).click();
  await page.getByRole("menuitem", { name: "Offre d'emploi" }).click();
  await expect(page).toHaveURL(/\/multiposting\/new$/);
  await waitForHydration(page);
  await page.getByLabel("Poste", { exact: true }).selectOption({ label: positionTitle });
  await page.getByRole("button", { name: "Préremplir l'offre" }).click();
  await expect(page.getByLabel("Intitulé du poste *")).toHaveValue(positionTitle);
  await expect(page.getByLabel("Ville *")).toHaveValue("Vénissieux");
  await expect(page.getByLabel("Salaire minimum (€)")).toHaveValue("12.8");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(page.getByLabel("Type de contrat *")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Type de contrat *").selectOption("temporary_work");
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).click();
  await expect(page.getByText("Offre enregistrée en brouillon.")).toBeVisible();
  await expect(page.getByTestId("offer-status")).toHaveText("Brouillon");
  const offerId = Number(/\/multiposting\/(\d+)/.exec(page.url())![1]);

  // Published through the queue: on its way, then live with its public page.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(page.getByTestId("offer-status")).toHaveText("Normal", { timeout: 20_000 });
  await expect(page.getByRole("link", { name: /Voir la page publique de l'offre/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Choisir les jobboards sur Talentplug/ })).toBeVisible();

  // The public page: no shell, its JSON-LD built from the offer.
  const candidateContext = await browser.newContext({ baseURL, viewport: PHONE });
  const candidate = await candidateContext.newPage();
  const publicPage = await candidate.goto(`/offres/lyon/${offerId}`);
  expect(publicPage?.status()).toBe(200);
  await expect(candidate.getByRole("heading", { level: 1, name: positionTitle })).toBeVisible();
  await expect(candidate.getByRole("navigation", { name: "Navigation principale" })).toHaveCount(0);
  const posting = await jobPostingOf(candidate);
  expect(posting).toMatchObject({
    "@type": "JobPosting",
    title: positionTitle,
    employmentType: ["TEMPORARY"],
    hiringOrganization: { name: "Intérim Lyon Part-Dieu" },
    jobLocation: { address: { addressLocality: "Vénissieux", postalCode: "69200", addressCountry: "FR" } },
  });
  await auditStep(candidate, "public offer page, phone");
  const feed = await candidate.request.get("/offres/lyon/feed.xml");
  expect(feed.headers()["content-type"]).toContain("application/xml");
  expect(await feed.text()).toContain(`<title><![CDATA[${positionTitle}]]></title>`);

  // A candidate applies from it, on the phone.
  await candidate.getByTestId("apply").click();
  await expect(candidate).toHaveURL(new RegExp(`/inscription/lyon\\?offre=${offerId}$`));
  await waitForHydration(candidate);
  await expect(candidate.getByTestId("applying-to-offer")).toBeVisible();
  await candidate.getByLabel("Prénom *").fill("Yanis");
  // A name has no digits (spec 000 §5): the run's tag in letters.
  const lastName = letterTag();
  await candidate.getByLabel("Nom *", { exact: true }).fill(lastName);
  await candidate.getByRole("button", { name: "Suivant" }).click();
  await candidate.getByLabel("E-mail").fill(`yanis.${tag}@example.test`);
  await candidate.getByRole("button", { name: "Suivant" }).click();
  await candidate.getByRole("button", { name: "Suivant" }).click();
  await candidate.getByLabel("CV *").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(SAMPLES.pdf(tag)) });
  await expect(candidate.getByText("cv.pdf est envoyé.")).toBeVisible();
  await candidate.getByRole("button", { name: "Envoyer mon inscription" }).click();
  await expect(candidate.getByRole("heading", { name: "Félicitations !" })).toBeFocused();

  // The agency: the bell rose live, the applicant is on the offer.
  await expect(page.getByTestId("notifications-badge")).toHaveText("1", { timeout: 15_000 });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "1 candidat" })).toBeVisible();
  await expect(page.getByTestId("applicant-row")).toContainText(`Yanis ${lastName}`);

  // Unpublished (archived): the page is gone, at once, from its list and its feed too.
  await page.getByRole("button", { name: "Dépublier" }).click();
  await expect(page.getByTestId("offer-status")).toHaveText("Archivé", { timeout: 20_000 });
  const gone = await candidate.goto(`/offres/lyon/${offerId}`);
  expect(gone?.status()).toBe(404);
  await expect(candidate.getByRole("heading", { level: 1, name: positionTitle })).toHaveCount(0);
  expect(await (await candidate.request.get("/offres/lyon/feed.xml")).text()).not.toContain(positionTitle);

  // Deleted, with confirmation.
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page).toHaveURL(/\/multiposting\?deleted=1$/);
  await candidateContext.close();
  await api.dispose();
});

test("in English: the offers, an offer's publication and its public page", async ({ page, baseURL, context }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const api = await apiAs(baseURL!, ACCOUNTS.adminLyon);
  const me = (await (await api.get("/v1/users/me")).json()) as { space_ids: number[] };
  const spaceId = me.space_ids[0]!;
  expect(
    (await api.put(`/v1/spaces/${spaceId}/multiposting`, { data: { login: "agence-lyon", password: "s3cret-Talentplug" } })).status(),
  ).toBe(200);
  const created = await api.post("/v1/job-offers", {
    data: {
      space_id: spaceId,
      title: `Order picker ${tag}`,
      description: "Picking orders in a cold store.\nMorning shifts.",
      contract_type: "fixed_term",
      postal_code: "69007",
      city: "Lyon",
      salary_min: 1900,
      salary_period: "month",
      weekly_hours: 24,
    },
  });
  expect(created.status()).toBe(201);
  const offer = (await created.json()) as { id: number };
  expect((await api.post(`/v1/job-offers/${offer.id}/publish`)).status()).toBe(202);
  await expect
    .poll(async () => ((await (await api.get(`/v1/job-offers/${offer.id}`)).json()) as { status: string }).status, { timeout: 20_000 })
    .toBe("published");

  await logIn(page, ACCOUNTS.adminLyon);
  // The language switch's own cookie (lib/cookies.ts): every screen after it speaks English.
  await context.addCookies([{ name: "lng", value: "en", url: baseURL! }]);
  await page.goto("/multiposting?status=published");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Job multiposting" })).toBeVisible();
  const row = page.getByTestId("offer-row").filter({ hasText: `Order picker ${tag}` });
  await expect(row).toContainText("Live");
  await row.getByRole("link", { name: `Order picker ${tag}` }).click();
  await expect(page.getByRole("button", { name: "Unpublish", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Republish", exact: true })).toBeVisible();
  await expect(page.getByText("Automatic republishing is off.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "0 applicants" })).toBeVisible();

  await page.goto(`/offres/lyon/${offer.id}`);
  await expect(page.getByRole("link", { name: "Apply", exact: true })).toBeVisible();
  await expect(
    page
      .getByText("Fixed-term contract", { exact: false })
      .or(page.getByText("1,900", { exact: false }))
      .first(),
  ).toBeVisible();
  expect(await jobPostingOf(page)).toMatchObject({
    employmentType: ["TEMPORARY", "PART_TIME"],
    baseSalary: { value: { unitText: "MONTH", value: 1900 } },
  });
  await auditStep(page, "public offer page, English");
  await api.dispose();
});
