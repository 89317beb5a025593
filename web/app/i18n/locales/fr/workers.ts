// Strings of the workers screens (French is the source; the other languages satisfy this shape).
const workers = {};

export default workers;
