import { useFetcher } from "react-router";
import type { Contract } from "#domain/contracts/contract-schemas";
import { useTranslation } from "#web/app/i18n/use-translation";

const linkStyle = "text-primary-700 hover:underline dark:text-primary-300";

/**
 * A contract's signature (decision 0054): Send while a draft, Resend while sent (the same links again),
 * and the signed copies once every signer signed.
 */
export function ContractSignatureActions({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ sent: boolean; message: string | null }>();
  if (contract.status === "signed") {
    return (
      <span className="flex gap-3">
        <a
          href={`/contracts/${contract.id}/pdf/client?signed=1`}
          className={linkStyle}
          aria-label={t("contracts.signature.signedClientFor", { number: contract.number })}
        >
          {t("contracts.signature.signedClient")}
        </a>
        <a
          href={`/contracts/${contract.id}/pdf/worker?signed=1`}
          className={linkStyle}
          aria-label={t("contracts.signature.signedWorkerFor", { number: contract.number })}
        >
          {t("contracts.signature.signedWorker")}
        </a>
      </span>
    );
  }
  if (contract.status !== "draft" && contract.status !== "sent") return null;
  const label = contract.status === "draft" ? t("contracts.signature.send") : t("contracts.signature.resend");
  return (
    <fetcher.Form method="post" action={`/contracts/${contract.id}/send`} className="flex flex-wrap items-center gap-2">
      <button
        type="submit"
        className={`${linkStyle} font-medium`}
        disabled={fetcher.state !== "idle"}
        aria-label={`${label} ${contract.number}`}
      >
        {label}
      </button>
      {fetcher.data?.sent === false ? (
        <span role="alert" className="text-sm text-danger-700 dark:text-danger-300">
          {fetcher.data.message ?? t("contracts.signature.refused")}
        </span>
      ) : fetcher.data?.sent ? (
        <span role="status" className="text-sm text-ink-muted">
          {t("contracts.signature.queued")}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
