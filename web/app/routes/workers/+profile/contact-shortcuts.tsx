import { useTranslation } from "#web/app/i18n/use-translation";
import { formatFrenchPhone } from "#domain/french/phone";
import type { WorkerFile } from "#domain/workers/worker-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { Icon, type IconName } from "#web/app/components/icons";

/** Call, text or write to the worker in one tap, from what the file holds. */
export function ContactShortcuts({ worker }: { worker: WorkerFile }) {
  const { t } = useTranslation();
  const links: { href: string; icon: IconName; label: string; text: string }[] = [];
  if (worker.mobile_phone_number) {
    const phone = formatFrenchPhone(worker.mobile_phone_number);
    links.push({ href: `tel:${worker.mobile_phone_number}`, icon: "phone", label: t("workers.profile.file.call", { phone }), text: phone });
    links.push({
      href: `sms:${worker.mobile_phone_number}`,
      icon: "chatBubble",
      label: t("workers.profile.file.text", { phone }),
      text: "",
    });
  }
  if (worker.phone_number) {
    const phone = formatFrenchPhone(worker.phone_number);
    links.push({ href: `tel:${worker.phone_number}`, icon: "phone", label: t("workers.profile.file.call", { phone }), text: phone });
  }
  if (worker.email) {
    links.push({
      href: `mailto:${worker.email}`,
      icon: "envelope",
      label: t("workers.profile.file.email", { email: worker.email }),
      text: worker.email,
    });
  }
  if (links.length === 0) return null;
  return (
    <ul aria-label={t("workers.profile.file.contact")} className="flex flex-wrap items-center gap-1.5">
      {links.map((link) => (
        <li key={link.href} className="min-w-0">
          <a
            href={link.href}
            aria-label={link.label}
            title={link.label}
            className={`${link.text ? `${buttonStyles.secondary} max-w-full px-3 py-1.5` : buttonStyles.icon} min-h-9`}
          >
            <Icon name={link.icon} className="size-4 shrink-0" />
            {link.text ? <span className="truncate">{link.text}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
