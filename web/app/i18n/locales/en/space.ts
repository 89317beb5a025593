import type fr from "../fr/space";

const space = {
  tabs: {
    label: "Space administration",
    users: "Users",
    settings: "Agency settings",
    groups: "Groups",
  },
  settings: {
    title: "Agency settings",
    intro: "What the DPAE, text messages and mission contracts need of the agency as an employer.",
    noSpaceTitle: "Choose a space",
    noSpaceMessage: "Settings belong to an agency: choose the one you manage.",
    noSpaceChoose: "Choose a space",
    saved: "Settings saved.",
    save: "Save",
    saving: "Saving…",
    links: {
      title: "Registration links",
      intro: "Give these to candidates: each opens registration with the agency.",
      standard: "Registration",
      express: "Express registration (CV)",
      kiosk: "Registration kiosk",
      off: "Turned off for the agency (CV reading)",
      none: "The agency has no link yet: the application owner sets it.",
    },
    sections: {
      employer: "Employer (DPAE)",
      address: "Address and contact",
      guarantor: "Financial guarantor",
      registration: "Candidate registration",
    },
    employerHint: "Checked in the format the DPAE requires: a value refused here would be refused by URSSAF.",
    fields: {
      siret: "SIRET",
      ape_code: "APE code",
      urssaf_organization: "URSSAF office",
      urssaf_code: "URSSAF code",
      health_service_code: "Occupational health service code",
      urssaf_city: "URSSAF city",
      address: "Address",
      zipcode: "Postal code",
      city: "City",
      phone: "Phone",
      default_notification_email: "Notification e-mail",
      financial_guarantor_name: "Financial guarantor",
      financial_guarantor_address: "Guarantor's address",
      registration_employer_step: 'Add the "Employer" step to registration (six steps)',
    },
    hints: {
      ape_code: "78.20Z for temporary work.",
      urssaf_code: "Three characters: the URSSAF office code.",
      health_service_code: "Up to five letters or digits.",
      phone: "Written in the DPAE and in text messages.",
      financial_guarantor_name: "Named on every mission contract.",
      registration_employer_step: "Candidates give their last employer there, and whether they may be contacted for a reference.",
    },
  },
} satisfies typeof fr;

export default space;
