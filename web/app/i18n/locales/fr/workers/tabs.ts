// Strings of the worker tabs screens (French is the source; the other languages satisfy this shape).
const tabs = {};

export default tabs;
