import { useTranslation } from "#web/app/i18n/use-translation";
import { measureSms, SMS_LIMITS, SMS_MAX_SEGMENTS } from "#domain/sms/sms-length";

/** A character as staff can read it: an invisible one (a non-breaking space) by its code point. */
function shownCharacter(character: string): string {
  return /^[\s\p{C}]$/u.test(character) ? `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` : character;
}

/**
 * The live count under the message: encoding, units against what the SMS can hold,
 * segments, and the characters that switched it to UCS-2. Computed in the browser with the server's
 * own function (domain/sms/sms-length.ts), so it is instant and never disagrees with what is billed.
 * Screen readers hear the encoding and segments when they change, not every keystroke.
 */
export function SmsCount({ id, message }: { id: string; message: string }) {
  const { t } = useTranslation();
  const length = measureSms(message);
  const limits = SMS_LIMITS[length.encoding];
  const capacity = length.segments <= 1 ? limits.single : limits.part * length.segments;
  const tooLong = length.segments > SMS_MAX_SEGMENTS;
  return (
    <div id={id} className="mt-2 space-y-1 text-xs text-ink-muted" data-testid="sms-count">
      <p className="flex flex-wrap gap-x-2">
        <span data-testid="sms-encoding" className="font-medium text-ink">
          {length.encoding}
        </span>
        <span aria-hidden="true">·</span>
        <span>{t("sms.count.units", { units: length.units, capacity })}</span>
        <span aria-hidden="true">·</span>
        <span data-testid="sms-segments">{t("sms.count.segments", { segments: length.segments })}</span>
      </p>
      {length.ucs2Characters.length > 0 ? (
        <p data-testid="sms-ucs2-characters">
          {t("sms.count.ucs2", { limit: SMS_LIMITS["UCS-2"].single })}{" "}
          {length.ucs2Characters.map((character) => (
            <kbd key={character} className="mx-0.5 rounded border border-line bg-surface-muted px-1 font-sans text-ink">
              {shownCharacter(character)}
            </kbd>
          ))}
        </p>
      ) : null}
      {tooLong ? (
        <p className="font-medium text-primary-700 dark:text-primary-300">{t("sms.count.tooLong", { max: SMS_MAX_SEGMENTS })}</p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {t("sms.count.announce", { encoding: length.encoding, segments: length.segments })}
      </p>
    </div>
  );
}
