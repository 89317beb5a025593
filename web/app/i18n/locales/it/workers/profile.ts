import type source from "../../fr/workers/profile";

const profile = {} satisfies typeof source;

export default profile;
