// The accessibility statement (déclaration d'accessibilité, RGAA 4.1) and its links. French is the
// source; docs/decisions/0015-accessibility.md says what the claims rest on.
const accessibility = {
  footerLink: "Accessibilité : partiellement conforme",
  menuLink: "Accessibilité",
  title: "Déclaration d'accessibilité",
  backToApp: "Retour à l'application",
  intro:
    "Intérim s'engage à rendre ses services numériques accessibles, conformément à l'article 47 de la loi n° 2005-102 du 11 février 2005. Cette déclaration s'applique à l'application Intérim : le back-office des agences et les pages d'inscription des candidats.",
  statusTitle: "État de conformité",
  status:
    "L'application Intérim est partiellement conforme avec le référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1. Elle vise aussi les critères de niveaux A et AA des WCAG 2.2.",
  statusReason:
    "Partiellement, parce que cette conformité résulte d'une évaluation interne : un audit complet par un organisme indépendant n'a pas encore été réalisé.",
  conformsTitle: "Ce qui est conforme",
  conforms: {
    automatic:
      "Chaque écran passe sans erreur les règles automatiques des WCAG 2.2 de niveaux A et AA, en thème clair et en thème sombre, sur ordinateur et sur téléphone, avec chaque boîte de dialogue et chaque menu ouverts.",
    keyboard:
      "Tout se fait au clavier : un lien d'évitement mène au contenu principal, le focus reste visible, les boîtes de dialogue gardent le focus tant qu'elles sont ouvertes et le rendent en se fermant.",
    forms:
      "Après un enregistrement refusé, le focus va au premier champ refusé ; chaque erreur est reliée à son champ et lue par les lecteurs d'écran.",
    announcements: "Les messages de confirmation et le nombre de résultats d'une recherche sont annoncés aux lecteurs d'écran.",
    reflow:
      "Les écrans restent utilisables zoomés à 200 % et sur 320 pixels de large, sans défilement horizontal ; les animations s'effacent quand le système demande de réduire les mouvements.",
    languages: "L'interface existe en six langues et chaque page déclare la sienne.",
  },
  limitsTitle: "Contenus non accessibles ou non encore vérifiés",
  limits: {
    manual:
      "Les contrôles automatiques ne couvrent qu'une partie des critères du RGAA : ceux qui demandent un jugement humain (pertinence des textes et des alternatives, ordre de lecture) n'ont été vérifiés qu'en partie.",
    coming:
      "Les écrans encore en préparation (commandes, multidiffusion, formulaires d'inscription des candidats) seront vérifiés de la même façon à leur arrivée.",
    documents: "Les documents déposés par les agences (pièces jointes, CV, photos) ne sont pas couverts par cette déclaration.",
  },
  methodTitle: "Comment c'est vérifié",
  method:
    "À chaque exécution des tests, le navigateur Chromium parcourt tous les écrans et les audite avec axe-core (règles des WCAG 2.0, 2.1 et 2.2, niveaux A et AA). Des tests vérifient en plus la navigation au clavier seul (la création d'un intérimaire, de bout en bout), le déplacement du focus, les annonces aux lecteurs d'écran, l'affichage sur 320 pixels de large et la réduction des animations.",
  technologies: "Technologies utilisées : HTML, CSS, JavaScript, WAI-ARIA.",
  dateTitle: "Établissement de cette déclaration",
  date: "Cette déclaration a été établie le 24 novembre 2026. Elle est revue à chaque évolution notable de l'application.",
  contactTitle: "Retour d'information et contact",
  contact:
    "Si vous n'arrivez pas à accéder à un contenu ou à un service, signalez-le à votre agence ou au support : nous vous indiquerons une autre façon d'y accéder ou vous fournirons l'information sous une autre forme.",
  contactLink: "Contacter le support",
  remedyTitle: "Voies de recours",
  remedy:
    "Si vous avez signalé un défaut d'accessibilité qui vous empêche d'accéder à un contenu ou à un service sans obtenir de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :",
  remedies: {
    form: "par le formulaire en ligne du Défenseur des droits ;",
    delegate: "en contactant le délégué du Défenseur des droits de votre région ;",
    mail: "par courrier gratuit, sans affranchissement : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.",
  },
};

export default accessibility;
