import type { ParseKeys } from "i18next";
import { fieldMessagesOf, formMessagesOf, type FormReply, type RefusalMessage } from "#web/app/lib/forms/refusal";

type Translate = (key: ParseKeys, values?: Record<string, string | number>) => string;

/**
 * The registration action's reply (registration-action.server.ts) as the page shows it without
 * JavaScript: each refused field's sentence, and the message about the whole form.
 */
export function refusalTexts(reply: FormReply | null | undefined, t: Translate): { errors: Record<string, string>; formError?: string } {
  const say = (message: RefusalMessage) => t(message.key, message.values ?? {});
  const errors = Object.fromEntries(fieldMessagesOf(reply).map(([field, message]) => [field, say(message)]));
  const formMessage = formMessagesOf(reply)[0];
  return { errors, formError: formMessage ? say(formMessage) : undefined };
}
