import type source from "../../fr/workers/tabs";

const tabs = {} satisfies typeof source;

export default tabs;
