import labels from "./labels";
import list from "./list";
import profile from "./profile";
import tabs from "./tabs";

// The worker screens, one module per part: the list, the profile (form and file header), the file's other tabs.
const workers = { labels, list, profile, tabs };

export default workers;
