import type { DpaeDeclaration } from "./dpae-declaration";

// The FR_DUE_Upload document (DOMAIN.md DPAE: element names as public clients use them, to be confirmed
// against URSSAF's implementation guide). Declared ISO-8859-1: the driver encodes it so before gzip.

/** URSSAF's test indicator: 1 for a test deposit (declares nothing), 120 for a real one. */
export const DPAE_TEST_INDICATOR = { test: "1", production: "120" } as const;

/** Free text for the XML: what ISO-8859-1 cannot hold becomes "?", markup characters are escaped. */
function text(value: string): string {
  return value
    .replace(/[^\u0020-\u00ff]/g, "?")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Free text of the employer's address fields, upper-cased and accent-stripped as the names are. */
function upperText(value: string): string {
  return text(
    value
      .normalize("NFD")
      .replace(/\p{Mn}/gu, "")
      .toUpperCase(),
  );
}

/** The FR_DUE_Upload XML of one declaration, deterministic (the same declaration gives the same bytes). */
export function buildDpaeXml(declaration: DpaeDeclaration): string {
  const { employer, employee, contract } = declaration;
  const indicator = declaration.test ? DPAE_TEST_INDICATOR.test : DPAE_TEST_INDICATOR.production;
  const lines = [
    `<?xml version="1.0" encoding="ISO-8859-1"?>`,
    `<FR_DUE_Upload xmlns:rxorg="http://www.repxml.org/Organization" xmlns:rxpadr="http://www.repxml.org/PostalAddress" xmlns:rxpers="http://www.repxml.org/Person_Identity" xmlns:rxphadr="http://www.repxml.org/PhoneAddress">`,
    `  <FR_DUE_Upload.Test.Indicator>${indicator}</FR_DUE_Upload.Test.Indicator>`,
    `  <FR_DuesGroup>`,
    `    <FR_Employer>`,
    `      <FR_EmployerIdentity>`,
    `        <rxorg:FR_Organization.SIRET.Identifier>${employer.siret}</rxorg:FR_Organization.SIRET.Identifier>`,
    `        <rxorg:FR_Organization.Designation.Text>${upperText(employer.name)}</rxorg:FR_Organization.Designation.Text>`,
    `        <rxorg:FR_Organization.APE.Code>${employer.apeCode}</rxorg:FR_Organization.APE.Code>`,
    `      </FR_EmployerIdentity>`,
    `      <FR_Employer.URSSAF.Code>${text(employer.urssafCode)}</FR_Employer.URSSAF.Code>`,
    `      <FR_EmployerAddress>`,
    `        <rxpadr:FR_PostalAddress.StreetDesignation.Text>${upperText(employer.street)}</rxpadr:FR_PostalAddress.StreetDesignation.Text>`,
    `        <rxpadr:FR_PostalAddress.Town.Text>${upperText(employer.town)}</rxpadr:FR_PostalAddress.Town.Text>`,
    `        <rxpadr:FR_PostalAddress.Postal.Code>${employer.postalCode}</rxpadr:FR_PostalAddress.Postal.Code>`,
    `      </FR_EmployerAddress>`,
    `      <FR_EmployerContact>`,
    `        <FR_PhoneNumber>`,
    `          <rxphadr:FR_PhoneAddress.PhoneNumber.Text>${employer.phone}</rxphadr:FR_PhoneAddress.PhoneNumber.Text>`,
    `        </FR_PhoneNumber>`,
    `      </FR_EmployerContact>`,
    `    </FR_Employer>`,
    `    <FR_EmployeeGroup>`,
    `      <FR_Employee>`,
    `        <FR_EmployeeIdentity>`,
    `          <rxpers:FR_PersonIdentity.Surname.Text>${text(employee.lastName)}</rxpers:FR_PersonIdentity.Surname.Text>`,
    `          <rxpers:FR_PersonIdentity.ChristianName.Text>${text(employee.firstName)}</rxpers:FR_PersonIdentity.ChristianName.Text>`,
    `          <rxpers:FR_PersonIdentity.Sex.Code>${employee.sexCode}</rxpers:FR_PersonIdentity.Sex.Code>`,
    `          <rxpers:FR_NNI>`,
    `            <rxpers:FR_NNI.NIR.Identifier>${employee.nir}</rxpers:FR_NNI.NIR.Identifier>`,
    `            <rxpers:FR_NNI.NIRKey.Text>${employee.nirKey}</rxpers:FR_NNI.NIRKey.Text>`,
    `          </rxpers:FR_NNI>`,
    `          <rxpers:FR_Birth>`,
    `            <rxpers:FR_Birth.Date>${employee.birthDate}</rxpers:FR_Birth.Date>`,
    `            <rxpers:FR_Birth.Town.Text>${upperText(employee.birthTown)}</rxpers:FR_Birth.Town.Text>`,
    `          </rxpers:FR_Birth>`,
    `        </FR_EmployeeIdentity>`,
    `        <FR_EmployeeComplement>`,
    `          <FR_EmployeeComplement.Birth_Department.Code>${employee.birthDepartment}</FR_EmployeeComplement.Birth_Department.Code>`,
    `        </FR_EmployeeComplement>`,
    `      </FR_Employee>`,
    `      <FR_Contract>`,
    `        <FR_Contract.StartContract.Date>${contract.startDate}</FR_Contract.StartContract.Date>`,
    `        <FR_Contract.StartContract.Time>${contract.startTime}</FR_Contract.StartContract.Time>`,
    ...(contract.endDate ? [`        <FR_Contract.EndContract.Date>${contract.endDate}</FR_Contract.EndContract.Date>`] : []),
    `        <FR_Contract.Nature.Code>${contract.nature}</FR_Contract.Nature.Code>`,
    `        <FR_Contract.HealthService.Text>${text(employer.healthServiceCode)}</FR_Contract.HealthService.Text>`,
    `      </FR_Contract>`,
    `    </FR_EmployeeGroup>`,
    `  </FR_DuesGroup>`,
    `</FR_DUE_Upload>`,
  ];
  return `${lines.join("\n")}\n`;
}

/** The elements a deposit needs, read back from an XML (the local driver's check of what it is given). */
export const DPAE_REQUIRED_ELEMENTS = [
  "FR_DUE_Upload.Test.Indicator",
  "rxorg:FR_Organization.SIRET.Identifier",
  "rxorg:FR_Organization.Designation.Text",
  "rxorg:FR_Organization.APE.Code",
  "FR_Employer.URSSAF.Code",
  "rxpers:FR_PersonIdentity.Surname.Text",
  "rxpers:FR_PersonIdentity.ChristianName.Text",
  "rxpers:FR_NNI.NIR.Identifier",
  "rxpers:FR_NNI.NIRKey.Text",
  "rxpers:FR_Birth.Date",
  "FR_Contract.StartContract.Date",
  "FR_Contract.StartContract.Time",
  "FR_Contract.Nature.Code",
  "FR_Contract.HealthService.Text",
] as const;

/** The text of the first `<name>…</name>` of an XML, or null. Enough for the flat FR_DUE_Upload. */
export function xmlElementText(xml: string, name: string): string | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`<${escaped}>([^<]*)</${escaped}>`).exec(xml);
  return match ? match[1]!.trim() : null;
}
