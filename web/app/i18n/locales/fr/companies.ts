// Strings of the companies screens (French is the source; the other languages satisfy this shape).
const companies = {};

export default companies;
