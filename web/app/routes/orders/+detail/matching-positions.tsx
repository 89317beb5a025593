import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useState } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import { z } from "zod";
import { PositionSchema } from "#domain/positions/position-schemas";
import { buttonStyles } from "#web/app/components/button-styles";
import { apiFetch } from "#web/app/lib/api.client";

type Matching = { state: "idle" | "loading" | "failed" } | { state: "done"; positions: z.infer<typeof PositionSchema>[] };

/**
 * Spec 000 §9, the position-matching tooltip: the space's positions a worker matches at 50 % or more
 * (decision 0027 says how), read from /v1 when it is first opened. A popover rather than a hover-only
 * tooltip, so a keyboard or a finger opens it too.
 */
export function MatchingPositions({ spaceId, workerId, workerName }: { spaceId: number; workerId: number; workerName: string }) {
  const { t } = useTranslation();
  const [matching, setMatching] = useState<Matching>({ state: "idle" });

  function load() {
    if (matching.state !== "idle") return;
    setMatching({ state: "loading" });
    apiFetch("/positions", {
      query: { space_id: spaceId, worker_id: workerId, matching: "true", per_page: 10 },
      schema: z.array(PositionSchema),
      notify: false,
    })
      .then((answer) => setMatching({ state: "done", positions: answer.data }))
      .catch(() => setMatching({ state: "failed" }));
  }

  return (
    <Popover className="relative">
      <PopoverButton className={`${buttonStyles.ghost} px-2 py-1 text-xs`} onClick={load}>
        {t("orders.proposal.matching")}
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-60 w-72 max-w-[90vw] rounded-lg border border-line bg-surface p-3 text-sm text-ink shadow-lg"
        data-testid="matching-positions"
      >
        <p className="font-medium">{t("orders.proposal.matchingTitle", { name: workerName })}</p>
        {matching.state === "done" ? (
          matching.positions.length === 0 ? (
            <p className="mt-1 text-ink-muted">{t("orders.proposal.matchingNone")}</p>
          ) : (
            <ul className="mt-1 space-y-0.5">
              {matching.positions.map((position) => (
                <li key={position.id}>
                  {t("orders.proposal.matchingPercent", { title: position.title, percent: position.match_percent ?? 0 })}
                </li>
              ))}
            </ul>
          )
        ) : matching.state === "failed" ? (
          <p className="mt-1 text-ink-muted">{t("errors.unknown")}</p>
        ) : (
          <p className="mt-1 text-ink-muted">{t("orders.proposal.matchingLoading")}</p>
        )}
      </PopoverPanel>
    </Popover>
  );
}
