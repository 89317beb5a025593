import { measureSms, SMS_MAX_SEGMENTS } from "#domain/sms/sms-length";

/** POST /v1/sms/preview: what the message costs, and which characters made it UCS-2. */
export function previewSms(message: string) {
  const length = measureSms(message);
  return {
    encoding: length.encoding,
    units: length.units,
    segments: length.segments,
    ucs2_characters: length.ucs2Characters,
    max_segments: SMS_MAX_SEGMENTS,
  };
}
