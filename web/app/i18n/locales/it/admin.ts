import type source from "../fr/admin";

const admin = {} satisfies typeof source;

export default admin;
