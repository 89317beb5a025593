// The names and keys of the jobs the database writes in the same batch as the fact they follow (an
// availability's follow-up with the availability, spec 000 §3; an order's reminder and arrival check
// with the place taken). The job definitions (features/…/…-job.ts) use these same names and keys, so a
// job scheduled twice, by SQL or by code, exists once.

export const AVAILABILITY_FOLLOW_UP = "availability.follow_up";
export const ORDER_REMINDER = "order.reminder";
export const ORDER_ARRIVAL_CHECK = "order.arrival_check";

export function availabilityFollowUpKey(availabilityId: number) {
  return `${AVAILABILITY_FOLLOW_UP}:${availabilityId}`;
}

export function orderJobKey(type: typeof ORDER_REMINDER | typeof ORDER_ARRIVAL_CHECK, orderId: number, workerId: number) {
  return `${type}:${orderId}:${workerId}`;
}
