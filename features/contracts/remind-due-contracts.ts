import type { Database } from "#db/client";
import { contractReminderStatements, listContractReminderRecipients, listContractsToRemind } from "#db/contracts/remind-due-contracts";
import { formatContractNumber } from "#domain/contracts/contract-schemas";
import { addJoursOuvrables } from "#domain/contracts/working-days";
import { parisToday } from "#domain/dates/paris-day";
import { NotificationType } from "#domain/notifications/notification-schemas";

/**
 * The nightly reminder of issue item 4 (decision 0055): the agency's users who handle contracts
 * (jobs-delegate in the space) are told, the working day before, of each placement's contracts due the
 * next jour ouvrable and not signed yet. The window runs to the next jour ouvrable, so a Saturday
 * night's run covers Monday's; each contract is told once (its reminded_at, set in the notifications'
 * batch). Staff read it in their notifications; it is not pushed live (they are read at the day's start).
 */
export async function remindDueContracts({ db, now }: { db: Database; now: Date }): Promise<{ reminded: number }> {
  const today = parisToday(now);
  const due = await listContractsToRemind(db, { after: today, until: addJoursOuvrables(today, 1) });
  let reminded = 0;
  for (const contract of due) {
    const userIds = await listContractReminderRecipients(db, contract.space_id);
    const params = {
      worker_name: `${contract.first_name} ${contract.last_name}`,
      contract_number: formatContractNumber(contract.year, contract.number),
      due_by: contract.due_by,
    };
    const [first, ...rest] = contractReminderStatements(
      db,
      {
        contractId: contract.id,
        spaceId: contract.space_id,
        orderId: contract.order_id,
        workerId: contract.worker_id,
        userIds,
        type: NotificationType.contractDue,
        template: "contract_due",
        params: JSON.stringify(params),
      },
      now,
    );
    await db.batch([first, ...rest]);
    reminded++;
  }
  return { reminded };
}
