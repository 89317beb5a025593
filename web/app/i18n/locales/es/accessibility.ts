import type fr from "../fr/accessibility";

const accessibility = {
  footerLink: "Accesibilidad: parcialmente conforme",
  menuLink: "Accesibilidad",
  title: "Declaración de accesibilidad",
  backToApp: "Volver a la aplicación",
  intro:
    "Intérim se compromete a que sus servicios digitales sean accesibles, conforme al artículo 47 de la ley francesa n.º 2005-102 del 11 de febrero de 2005. Esta declaración se aplica a la aplicación Intérim: el back-office de las agencias y las páginas de inscripción de los candidatos.",
  statusTitle: "Estado de conformidad",
  status:
    "La aplicación Intérim es parcialmente conforme con el referencial francés de accesibilidad (RGAA), versión 4.1. También apunta a los criterios de nivel A y AA de las WCAG 2.2.",
  statusReason:
    "Parcialmente, porque esta conformidad resulta de una evaluación interna: todavía no se ha realizado una auditoría completa por un organismo independiente.",
  conformsTitle: "Lo que es conforme",
  conforms: {
    automatic:
      "Cada pantalla supera sin errores las reglas automáticas de las WCAG 2.2 de nivel A y AA, en tema claro y oscuro, en ordenador y en teléfono, con cada cuadro de diálogo y cada menú abiertos.",
    keyboard:
      "Todo se puede hacer con el teclado: un enlace de salto lleva al contenido principal, el foco siempre es visible, los cuadros de diálogo retienen el foco mientras están abiertos y lo devuelven al cerrarse.",
    forms:
      "Tras un guardado rechazado, el foco va al primer campo rechazado; cada error está ligado a su campo y lo leen los lectores de pantalla.",
    announcements: "Los mensajes de confirmación y el número de resultados de una búsqueda se anuncian a los lectores de pantalla.",
    reflow:
      "Las pantallas siguen siendo utilizables con un zoom del 200 % y con 320 píxeles de ancho, sin desplazamiento horizontal; las animaciones desaparecen cuando el sistema pide reducir el movimiento.",
    languages: "La interfaz existe en seis idiomas y cada página declara el suyo.",
  },
  limitsTitle: "Contenidos no accesibles o aún no verificados",
  limits: {
    manual:
      "Los controles automáticos solo cubren una parte de los criterios del RGAA: los que requieren un juicio humano (pertinencia de los textos y alternativas, orden de lectura) solo se han verificado en parte.",
    coming:
      "Las pantallas aún en preparación (pedidos, multidifusión, formularios de inscripción de candidatos) se verificarán de la misma manera cuando lleguen.",
    documents: "Los documentos subidos por las agencias (adjuntos, CV, fotos) no están cubiertos por esta declaración.",
  },
  methodTitle: "Cómo se verifica",
  method:
    "En cada ejecución de las pruebas, el navegador Chromium recorre todas las pantallas y las audita con axe-core (reglas de las WCAG 2.0, 2.1 y 2.2, niveles A y AA). Las pruebas verifican además el uso solo con teclado (la creación de un trabajador temporal de principio a fin), el movimiento del foco, los anuncios a los lectores de pantalla, la visualización con 320 píxeles de ancho y la reducción de animaciones.",
  technologies: "Tecnologías utilizadas: HTML, CSS, JavaScript, WAI-ARIA.",
  dateTitle: "Fecha de esta declaración",
  date: "Esta declaración se redactó el 24 de noviembre de 2026. Se revisa con cada cambio notable de la aplicación.",
  contactTitle: "Comentarios y contacto",
  contact:
    "Si no consigue acceder a un contenido o a un servicio, indíquelo a su agencia o al soporte: le mostraremos otra forma de acceder o le daremos la información en otro formato.",
  contactLink: "Contactar con el soporte",
  remedyTitle: "Vías de recurso",
  remedy:
    "Si ha señalado un defecto de accesibilidad que le impide acceder a un contenido o a un servicio sin obtener una respuesta satisfactoria, puede acudir al Défenseur des droits (defensor de los derechos en Francia):",
  remedies: {
    form: "mediante el formulario en línea del Défenseur des droits;",
    delegate: "contactando con el delegado del Défenseur des droits de su región;",
    mail: "por correo gratuito, sin sello: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07, Francia.",
  },
} satisfies typeof fr;

export default accessibility;
