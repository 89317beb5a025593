import type fr from "../fr/accessibility";

const accessibility = {
  footerLink: "Acessibilidade: parcialmente conforme",
  menuLink: "Acessibilidade",
  title: "Declaração de acessibilidade",
  backToApp: "Voltar à aplicação",
  intro:
    "A Intérim compromete-se a tornar os seus serviços digitais acessíveis, de acordo com o artigo 47 da lei francesa n.º 2005-102 de 11 de fevereiro de 2005. Esta declaração aplica-se à aplicação Intérim: o back-office das agências e as páginas de inscrição dos candidatos.",
  statusTitle: "Estado de conformidade",
  status:
    "A aplicação Intérim está parcialmente conforme com o referencial francês de acessibilidade (RGAA), versão 4.1. Visa também os critérios de nível A e AA das WCAG 2.2.",
  statusReason:
    "Parcialmente, porque esta conformidade resulta de uma avaliação interna: ainda não foi realizada uma auditoria completa por um organismo independente.",
  conformsTitle: "O que está conforme",
  conforms: {
    automatic:
      "Cada ecrã passa sem erros as regras automáticas das WCAG 2.2 de nível A e AA, nos temas claro e escuro, no computador e no telemóvel, com cada caixa de diálogo e cada menu abertos.",
    keyboard:
      "Tudo se faz com o teclado: uma ligação de salto leva ao conteúdo principal, o foco permanece visível, as caixas de diálogo retêm o foco enquanto estão abertas e devolvem-no ao fechar.",
    forms:
      "Após uma gravação recusada, o foco vai para o primeiro campo recusado; cada erro está ligado ao seu campo e é lido pelos leitores de ecrã.",
    announcements: "As mensagens de confirmação e o número de resultados de uma pesquisa são anunciados aos leitores de ecrã.",
    reflow:
      "Os ecrãs continuam utilizáveis com zoom a 200 % e com 320 píxeis de largura, sem deslocação horizontal; as animações desaparecem quando o sistema pede menos movimento.",
    languages: "A interface existe em seis línguas e cada página declara a sua.",
  },
  limitsTitle: "Conteúdos não acessíveis ou ainda não verificados",
  limits: {
    manual:
      "Os controlos automáticos cobrem apenas parte dos critérios do RGAA: os que exigem juízo humano (pertinência dos textos e alternativas, ordem de leitura) só foram verificados em parte.",
    coming:
      "Os ecrãs ainda em preparação (encomendas, multidifusão, formulários de inscrição de candidatos) serão verificados da mesma forma quando chegarem.",
    documents: "Os documentos carregados pelas agências (anexos, CV, fotografias) não são abrangidos por esta declaração.",
  },
  methodTitle: "Como é verificado",
  method:
    "Em cada execução dos testes, o navegador Chromium percorre todos os ecrãs e audita-os com o axe-core (regras das WCAG 2.0, 2.1 e 2.2, níveis A e AA). Os testes verificam ainda a utilização só com teclado (a criação de um trabalhador temporário do início ao fim), o movimento do foco, os anúncios aos leitores de ecrã, a apresentação com 320 píxeis de largura e a redução de animações.",
  technologies: "Tecnologias utilizadas: HTML, CSS, JavaScript, WAI-ARIA.",
  dateTitle: "Data desta declaração",
  date: "Esta declaração foi elaborada em 24 de novembro de 2026. É revista a cada alteração relevante da aplicação.",
  contactTitle: "Comentários e contacto",
  contact:
    "Se não conseguir aceder a um conteúdo ou serviço, informe a sua agência ou o suporte: indicaremos outra forma de acesso ou daremos a informação noutro formato.",
  contactLink: "Contactar o suporte",
  remedyTitle: "Vias de recurso",
  remedy:
    "Se assinalou um defeito de acessibilidade que o impede de aceder a um conteúdo ou serviço sem obter resposta satisfatória, pode recorrer ao Défenseur des droits (provedor de direitos em França):",
  remedies: {
    form: "através do formulário online do Défenseur des droits;",
    delegate: "contactando o delegado do Défenseur des droits da sua região;",
    mail: "por correio gratuito, sem selo: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07, França.",
  },
} satisfies typeof fr;

export default accessibility;
