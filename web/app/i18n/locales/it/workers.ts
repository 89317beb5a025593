import type source from "../fr/workers";

const workers = {} satisfies typeof source;

export default workers;
