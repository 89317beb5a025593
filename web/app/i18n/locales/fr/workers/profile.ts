// Strings of the worker profile screens (French is the source; the other languages satisfy this shape).
const profile = {};

export default profile;
