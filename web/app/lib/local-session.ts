import { removeStored } from "./local-storage";

/**
 * What signing out removes from this browser: the user summary. Preferences (language, theme, view
 * settings) and the chosen space stay, so the next sign-in on this computer starts where the agent
 * left off; the shell drops a space the next user may not use.
 */
export function clearLocalSession() {
  removeStored("user");
}
