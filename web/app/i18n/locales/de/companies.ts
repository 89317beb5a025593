import type source from "../fr/companies";

const companies = {} satisfies typeof source;

export default companies;
