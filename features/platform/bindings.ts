import type { LivePublisher } from "#features/notifications/live-publisher";

/**
 * Every binding a feature reads, by its wrangler.toml name (functions/wrangler.toml, queues/wrangler.toml).
 * Each Worker's env is this minus what only the other has; a feature asks for the slice it reads with
 * `Pick<Bindings, …>`, so a test or the other Worker can hand it the same slice.
 */
export interface Bindings {
  DB: D1Database;
  FILES: R2Bucket;
  JOBS: Queue;
  /** The live-notification hubs, one Durable Object per user (API Worker only). */
  NOTIFICATIONS: DurableObjectNamespace;
  /** The API Worker's live-notification entrypoint, over RPC (queue Worker only; decision 0021). */
  LIVE: LivePublisher;
  /** Attempts per client IP (sign-in, forgot-password), functions/wrangler.toml. */
  AUTH_IP_RATE_LIMIT: RateLimit;
  /** Attempts per account (sign-in and forgot-password by e-mail, the account's password checks). */
  AUTH_ACCOUNT_RATE_LIMIT: RateLimit;
  /** Public registration (decision 0032): looking a space up, per client address. */
  PUBLIC_READ_RATE_LIMIT: RateLimit;
  /** Public registration: upload slots and the local signed PUTs, per client address. */
  PUBLIC_UPLOAD_RATE_LIMIT: RateLimit;
  /** Public registration: submissions and express readings (OCR), per client address. */
  PUBLIC_SUBMIT_RATE_LIMIT: RateLimit;
  /** Opening a mission confirmation's signed link, per client IP (decision 0031). */
  CONFIRMATION_LINK_RATE_LIMIT: RateLimit;
  /** `development` only in the local wrangler.toml; missing or unknown reads as production (decision 0014). */
  ENVIRONMENT?: string;
  PUBLIC_APP_URL?: string;
  /** Where registration files go (decision 0032): `local` (a signed Worker route) or `r2` (R2's S3 presigned PUT). */
  UPLOAD_DRIVER?: string;
  /** The HMAC key of the local driver's signed upload URLs (a fixed one in development and tests). */
  UPLOAD_SIGNING_SECRET?: string;
  R2_ACCOUNT_ID?: string;
  R2_ACCESS_KEY_ID?: string;
  R2_SECRET_ACCESS_KEY?: string;
  R2_BUCKET_NAME?: string;
  /** Cloudflare Turnstile on public submissions: `cloudflare` (siteverify) or `local` (the test token; development and tests only). */
  TURNSTILE_DRIVER?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_VERIFY_URL?: string;
  /** `yousign` or `local` (signs on /dev/signatures; development and tests only), decision 0054. */
  SIGNATURE_DRIVER?: string;
  YOUSIGN_API_URL?: string;
  /** Yousign's API key and the secret its webhooks are signed with (secrets). */
  YOUSIGN_API_KEY?: string;
  YOUSIGN_WEBHOOK_SECRET?: string;
  /** Signature requests a space may make in a calendar month (each one is paid). */
  SIGNATURE_MONTHLY_BUDGET?: string;
  /** `local` (reads a PDF's text; development and tests only) or `mindee` (decision 0024). */
  OCR_DRIVER?: string;
  MINDEE_API_KEY?: string;
  MINDEE_API_URL?: string;
  /** Signs the voucher SMS's links (decision 0031); a development default only in development and tests. */
  CONFIRMATION_LINK_SECRET?: string;
  /** The secrets SMSFactor signs its inbound (MO) and delivery-report (DLR) webhooks with, one each (decision 0043). */
  SMS_INBOUND_WEBHOOK_SECRET?: string;
  SMS_DELIVERY_WEBHOOK_SECRET?: string;
  /** `local` (records for /dev/outbox; development and tests only) or `resend`. */
  EMAIL_DRIVER?: string;
  EMAIL_FROM?: string;
  RESEND_API_KEY?: string;
  RESEND_API_URL?: string;
  /** `smsfactor` or `local` (records for /dev/sms; development and tests only), decision 0020. */
  SMS_DRIVER?: string;
  SMSFACTOR_API_URL?: string;
  SMSFACTOR_API_TOKEN?: string;
  /** The sender name shown on the phone (SMSFactor `sender`, 3–11 characters); the account's default without it. */
  SMS_SENDER?: string;
  /** `urssaf` or `local` (development and tests only), decision 0030. */
  DPAE_DRIVER?: string;
  URSSAF_DPAE_AUTH_URL?: string;
  URSSAF_DPAE_DEPOSIT_URL?: string;
  URSSAF_DPAE_RETURNS_URL?: string;
  /** `talentplug` or `local` (records offers for /dev/multiposting; development and tests only), decision 0046. */
  MULTIPOSTING_DRIVER?: string;
  TALENTPLUG_URL?: string;
  /** Our partner key with Talentplug (a secret): SendToUbipostingLite's apiK. */
  TALENTPLUG_API_KEY?: string;
  /** The keys encrypting the agencies' multiposting passwords (a secret): `id:base64,…`, the first encrypting. */
  MULTIPOSTING_CREDENTIALS_KEYS?: string;
  /** The declarant's net-entreprises account (secrets): SIRET, name, first name, password. */
  URSSAF_DPAE_SIRET?: string;
  URSSAF_DPAE_LAST_NAME?: string;
  URSSAF_DPAE_FIRST_NAME?: string;
  URSSAF_DPAE_PASSWORD?: string;
}
