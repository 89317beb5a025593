import type fr from "../fr/accessibility";

const accessibility = {
  footerLink: "Barrierefreiheit: teilweise konform",
  menuLink: "Barrierefreiheit",
  title: "Erklärung zur Barrierefreiheit",
  backToApp: "Zurück zur Anwendung",
  intro:
    "Intérim verpflichtet sich, seine digitalen Dienste barrierefrei zu gestalten, gemäß Artikel 47 des französischen Gesetzes Nr. 2005-102 vom 11. Februar 2005. Diese Erklärung gilt für die Anwendung Intérim: das Backoffice der Agenturen und die Registrierungsseiten für Bewerber.",
  statusTitle: "Stand der Vereinbarkeit",
  status:
    "Die Anwendung Intérim ist teilweise konform mit dem französischen Referenzrahmen für Barrierefreiheit (RGAA), Version 4.1. Sie strebt zudem die Kriterien der Stufen A und AA der WCAG 2.2 an.",
  statusReason:
    "Teilweise, weil diese Konformität auf einer internen Bewertung beruht: Eine vollständige Prüfung durch eine unabhängige Stelle wurde noch nicht durchgeführt.",
  conformsTitle: "Was konform ist",
  conforms: {
    automatic:
      "Jede Seite besteht die automatischen Regeln der WCAG 2.2 der Stufen A und AA fehlerfrei, im hellen und im dunklen Design, am Computer und am Telefon, mit jedem geöffneten Dialog und jedem geöffneten Menü.",
    keyboard:
      "Alles ist per Tastatur bedienbar: Ein Sprunglink führt zum Hauptinhalt, der Fokus bleibt sichtbar, Dialoge halten den Fokus, solange sie offen sind, und geben ihn beim Schließen zurück.",
    forms:
      "Nach einem abgelehnten Speichern springt der Fokus zum ersten abgelehnten Feld; jeder Fehler ist mit seinem Feld verknüpft und wird von Screenreadern vorgelesen.",
    announcements: "Bestätigungsmeldungen und die Anzahl der Suchergebnisse werden Screenreadern angesagt.",
    reflow:
      "Die Seiten bleiben bei 200 % Zoom und bei 320 Pixel Breite ohne horizontales Scrollen nutzbar; Animationen entfallen, wenn das System weniger Bewegung verlangt.",
    languages: "Die Oberfläche gibt es in sechs Sprachen, und jede Seite gibt ihre Sprache an.",
  },
  limitsTitle: "Nicht barrierefreie oder noch nicht geprüfte Inhalte",
  limits: {
    manual:
      "Automatische Prüfungen decken nur einen Teil der RGAA-Kriterien ab: Kriterien, die menschliches Urteil erfordern (Aussagekraft von Texten und Alternativen, Lesereihenfolge), wurden nur teilweise geprüft.",
    coming:
      "Seiten, die noch in Vorbereitung sind (Aufträge, Multiposting, Registrierungsformulare für Bewerber), werden bei ihrer Einführung ebenso geprüft.",
    documents: "Von den Agenturen hochgeladene Dokumente (Anhänge, Lebensläufe, Fotos) fallen nicht unter diese Erklärung.",
  },
  methodTitle: "Wie geprüft wird",
  method:
    "Bei jedem Testlauf durchläuft der Browser Chromium alle Seiten und prüft sie mit axe-core (Regeln der WCAG 2.0, 2.1 und 2.2, Stufen A und AA). Tests prüfen außerdem die reine Tastaturbedienung (das Anlegen einer Zeitarbeitskraft von Anfang bis Ende), die Fokusführung, die Ansagen für Screenreader, die Darstellung bei 320 Pixel Breite und reduzierte Bewegung.",
  technologies: "Verwendete Technologien: HTML, CSS, JavaScript, WAI-ARIA.",
  dateTitle: "Erstellung dieser Erklärung",
  date: "Diese Erklärung wurde am 24. November 2026 erstellt. Sie wird bei jeder wesentlichen Änderung der Anwendung überprüft.",
  contactTitle: "Rückmeldung und Kontakt",
  contact:
    "Wenn Sie auf einen Inhalt oder Dienst nicht zugreifen können, melden Sie es Ihrer Agentur oder dem Support: Wir zeigen Ihnen einen anderen Zugang oder stellen Ihnen die Information in anderer Form bereit.",
  contactLink: "Support kontaktieren",
  remedyTitle: "Durchsetzungsverfahren",
  remedy:
    "Wenn Sie einen Mangel an Barrierefreiheit gemeldet haben, der Sie am Zugang zu einem Inhalt oder Dienst hindert, und keine zufriedenstellende Antwort erhalten haben, können Sie sich an den Défenseur des droits (französische Ombudsstelle) wenden:",
  remedies: {
    form: "über das Online-Formular des Défenseur des droits;",
    delegate: "über den Beauftragten des Défenseur des droits in Ihrer Region;",
    mail: "per kostenloser Post, ohne Briefmarke: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07, Frankreich.",
  },
} satisfies typeof fr;

export default accessibility;
