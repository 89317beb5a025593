// Strings of the admin screens (French is the source; the other languages satisfy this shape).
const admin = {};

export default admin;
