// Strings of the worker list screens (French is the source; the other languages satisfy this shape).
const list = {};

export default list;
