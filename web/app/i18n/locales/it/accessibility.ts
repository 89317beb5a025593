import type fr from "../fr/accessibility";

const accessibility = {
  footerLink: "Accessibilità: parzialmente conforme",
  menuLink: "Accessibilità",
  title: "Dichiarazione di accessibilità",
  backToApp: "Torna all'applicazione",
  intro:
    "Intérim si impegna a rendere accessibili i propri servizi digitali, in conformità all'articolo 47 della legge francese n. 2005-102 dell'11 febbraio 2005. Questa dichiarazione si applica all'applicazione Intérim: il back-office delle agenzie e le pagine di registrazione dei candidati.",
  statusTitle: "Stato di conformità",
  status:
    "L'applicazione Intérim è parzialmente conforme al quadro di riferimento francese per l'accessibilità (RGAA), versione 4.1. Punta inoltre ai criteri di livello A e AA delle WCAG 2.2.",
  statusReason:
    "Parzialmente, perché questa conformità deriva da una valutazione interna: non è ancora stato svolto un audit completo da parte di un organismo indipendente.",
  conformsTitle: "Cosa è conforme",
  conforms: {
    automatic:
      "Ogni schermata supera senza errori le regole automatiche delle WCAG 2.2 di livello A e AA, nel tema chiaro e scuro, su computer e su telefono, con ogni finestra di dialogo e ogni menu aperti.",
    keyboard:
      "Tutto si fa con la tastiera: un link di salto porta al contenuto principale, il focus resta visibile, le finestre di dialogo trattengono il focus finché sono aperte e lo restituiscono alla chiusura.",
    forms:
      "Dopo un salvataggio rifiutato, il focus va al primo campo rifiutato; ogni errore è collegato al suo campo e letto dagli screen reader.",
    announcements: "I messaggi di conferma e il numero di risultati di una ricerca sono annunciati agli screen reader.",
    reflow:
      "Le schermate restano utilizzabili con zoom al 200 % e a 320 pixel di larghezza, senza scorrimento orizzontale; le animazioni spariscono quando il sistema chiede di ridurre il movimento.",
    languages: "L'interfaccia esiste in sei lingue e ogni pagina dichiara la propria.",
  },
  limitsTitle: "Contenuti non accessibili o non ancora verificati",
  limits: {
    manual:
      "I controlli automatici coprono solo una parte dei criteri RGAA: quelli che richiedono un giudizio umano (pertinenza dei testi e delle alternative, ordine di lettura) sono stati verificati solo in parte.",
    coming:
      "Le schermate ancora in preparazione (ordini, multiposting, moduli di registrazione dei candidati) saranno verificate allo stesso modo al loro arrivo.",
    documents: "I documenti caricati dalle agenzie (allegati, CV, foto) non rientrano in questa dichiarazione.",
  },
  methodTitle: "Come viene verificato",
  method:
    "A ogni esecuzione dei test, il browser Chromium percorre tutte le schermate e le verifica con axe-core (regole delle WCAG 2.0, 2.1 e 2.2, livelli A e AA). I test verificano inoltre l'uso con la sola tastiera (la creazione di un lavoratore interinale dall'inizio alla fine), lo spostamento del focus, gli annunci agli screen reader, la visualizzazione a 320 pixel di larghezza e la riduzione delle animazioni.",
  technologies: "Tecnologie utilizzate: HTML, CSS, JavaScript, WAI-ARIA.",
  dateTitle: "Data di questa dichiarazione",
  date: "Questa dichiarazione è stata redatta il 24 novembre 2026. Viene rivista a ogni modifica rilevante dell'applicazione.",
  contactTitle: "Segnalazioni e contatti",
  contact:
    "Se non riesce ad accedere a un contenuto o a un servizio, lo segnali alla sua agenzia o al supporto: le indicheremo un altro modo per accedervi o le forniremo l'informazione in un'altra forma.",
  contactLink: "Contatta il supporto",
  remedyTitle: "Mezzi di ricorso",
  remedy:
    "Se ha segnalato un difetto di accessibilità che le impedisce di accedere a un contenuto o a un servizio senza ottenere una risposta soddisfacente, può rivolgersi al Défenseur des droits (difensore dei diritti in Francia):",
  remedies: {
    form: "tramite il modulo online del Défenseur des droits;",
    delegate: "contattando il delegato del Défenseur des droits della sua regione;",
    mail: "per posta gratuita, senza francobollo: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07, Francia.",
  },
} satisfies typeof fr;

export default accessibility;
