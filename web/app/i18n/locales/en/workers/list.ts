import type source from "../../fr/workers/list";

const list = {} satisfies typeof source;

export default list;
