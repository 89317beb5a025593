import { useEffect, useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { useFetcher } from "react-router";
import { buttonStyles } from "../button-styles";
import { Icon } from "../icons";
import { SmsDialog, type SmsRecipients } from "./sms-dialog";

/**
 * "Send an SMS" to some workers of one space, and its dialog. A space whose sms flag is off gets a
 * disabled button saying so (spec 000 §8 'Space has no rights': "SMS disabled for this space"), read
 * once per space from the /sms resource route; /v1 refuses the send anyway.
 */
export function SmsButton({ spaceId, recipients, className }: { spaceId: number; recipients: SmsRecipients; className?: string }) {
  const { t } = useTranslation();
  const flag = useFetcher<{ smsEnabled: boolean }>({ key: `sms-flag-${spaceId}` });
  const [open, setOpen] = useState(false);
  const [openingId, setOpeningId] = useState("");
  const { load } = flag;
  const loaded = flag.data !== undefined;

  useEffect(() => {
    if (!loaded) void load(`/sms?space_id=${spaceId}`);
  }, [load, loaded, spaceId]);

  const disabled = flag.data?.smsEnabled === false;
  return (
    <>
      <button
        type="button"
        className={className ?? buttonStyles.secondary}
        disabled={disabled || recipients.workerIds.length === 0}
        onClick={() => {
          setOpeningId(crypto.randomUUID());
          setOpen(true);
        }}
      >
        <Icon name="chatBubble" className="size-4" />
        {disabled ? t("sms.disabled") : t("sms.open")}
      </button>
      <SmsDialog open={open} openingId={openingId} onClose={() => setOpen(false)} recipients={recipients} />
    </>
  );
}
