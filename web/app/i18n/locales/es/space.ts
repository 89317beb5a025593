import type fr from "../fr/space";

const space = {
  tabs: {
    label: "Administración del espacio",
    users: "Usuarios",
    settings: "Ajustes de la agencia",
    groups: "Grupos",
  },
  settings: {
    title: "Ajustes de la agencia",
    intro: "Lo que la DPAE, los SMS y los contratos de misión necesitan de la agencia como empleador.",
    noSpaceTitle: "Elija un espacio",
    noSpaceMessage: "Los ajustes son los de una agencia: elija la que administra.",
    noSpaceChoose: "Elegir un espacio",
    saved: "Ajustes guardados.",
    save: "Guardar",
    saving: "Guardando…",
    links: {
      title: "Enlaces de inscripción",
      intro: "Para los candidatos: cada uno abre la inscripción en la agencia.",
      standard: "Inscripción",
      express: "Inscripción exprés (CV)",
      kiosk: "Terminal de inscripción",
      off: "Desactivada para la agencia (lectura de CV)",
      none: "La agencia aún no tiene enlace: lo define el propietario de la aplicación.",
    },
    sections: {
      employer: "Empleador (DPAE)",
      address: "Dirección y contacto",
      guarantor: "Garante financiero",
      registration: "Inscripción de candidatos",
    },
    employerHint: "Comprobados con el formato que exige la DPAE: un valor rechazado aquí lo rechazaría la URSSAF.",
    fields: {
      siret: "SIRET",
      ape_code: "Código APE",
      urssaf_organization: "Organismo URSSAF",
      urssaf_code: "Código URSSAF",
      health_service_code: "Código del servicio de salud laboral",
      urssaf_city: "Ciudad de la URSSAF",
      address: "Dirección",
      zipcode: "Código postal",
      city: "Ciudad",
      phone: "Teléfono",
      default_notification_email: "Correo de notificación",
      financial_guarantor_name: "Garante financiero",
      financial_guarantor_address: "Dirección del garante",
      registration_employer_step: "Añadir el paso «Empleador» a la inscripción (seis pasos)",
    },
    hints: {
      ape_code: "78.20Z para el trabajo temporal.",
      urssaf_code: "Tres caracteres: el código del organismo URSSAF.",
      health_service_code: "Hasta cinco letras o cifras.",
      phone: "Se escribe en la DPAE y en los SMS.",
      financial_guarantor_name: "Figura en cada contrato de misión.",
      registration_employer_step: "El candidato indica su último empleador y si se le puede contactar para una referencia.",
    },
  },
} satisfies typeof fr;

export default space;
