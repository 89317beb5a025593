import type fr from "../fr/accessibility";

const accessibility = {
  footerLink: "Accessibility: partially compliant",
  menuLink: "Accessibility",
  title: "Accessibility statement",
  backToApp: "Back to the application",
  intro:
    "Intérim is committed to making its digital services accessible, in accordance with article 47 of French law no. 2005-102 of 11 February 2005. This statement applies to the Intérim application: the agencies' back office and the candidates' registration pages.",
  statusTitle: "Compliance status",
  status:
    "The Intérim application is partially compliant with the French accessibility framework (RGAA), version 4.1. It also aims at the level A and AA criteria of WCAG 2.2.",
  statusReason:
    "Partially, because this compliance results from an internal assessment: no full audit by an independent body has been carried out yet.",
  conformsTitle: "What complies",
  conforms: {
    automatic:
      "Every screen passes the automatic WCAG 2.2 level A and AA rules without error, in the light and dark themes, on a computer and on a phone, with each dialog and each menu open.",
    keyboard:
      "Everything can be done with the keyboard: a skip link leads to the main content, the focus stays visible, dialogs keep the focus while open and give it back when they close.",
    forms:
      "After a refused save, the focus moves to the first refused field; each error is tied to its field and read out by screen readers.",
    announcements: "Confirmation messages and the number of results of a search are announced to screen readers.",
    reflow:
      "Screens stay usable zoomed to 200% and at 320 pixels wide, without horizontal scrolling; animations fade away when the system asks for reduced motion.",
    languages: "The interface exists in six languages and every page declares its own.",
  },
  limitsTitle: "Content not accessible or not yet checked",
  limits: {
    manual:
      "Automatic checks cover only part of the RGAA criteria: those that need human judgement (relevance of texts and alternatives, reading order) have only partly been checked.",
    coming:
      "Screens still in preparation (orders, multiposting, candidate registration forms) will be checked the same way when they arrive.",
    documents: "Documents uploaded by the agencies (attachments, CVs, photos) are not covered by this statement.",
  },
  methodTitle: "How it is checked",
  method:
    "Each time the tests run, the Chromium browser goes through every screen and audits it with axe-core (WCAG 2.0, 2.1 and 2.2 rules, levels A and AA). Tests also check keyboard-only use (creating a temporary worker from start to finish), focus movement, screen-reader announcements, display at 320 pixels wide and reduced motion.",
  technologies: "Technologies used: HTML, CSS, JavaScript, WAI-ARIA.",
  dateTitle: "Date of this statement",
  date: "This statement was drawn up on 24 November 2026. It is reviewed with every notable change to the application.",
  contactTitle: "Feedback and contact",
  contact:
    "If you cannot access some content or a service, tell your agency or the support team: we will show you another way to reach it or give you the information in another form.",
  contactLink: "Contact the support team",
  remedyTitle: "Remedies",
  remedy:
    "If you reported an accessibility defect that prevents you from accessing content or a service and did not get a satisfactory answer, you may refer the matter to the Défenseur des droits (the French rights ombudsman):",
  remedies: {
    form: "through the Défenseur des droits' online form;",
    delegate: "by contacting the Défenseur des droits' delegate in your region;",
    mail: "by free post, no stamp needed: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07, France.",
  },
} satisfies typeof fr;

export default accessibility;
