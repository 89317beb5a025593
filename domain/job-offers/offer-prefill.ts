import { parisToday } from "../dates/paris-day";
import type { ContractType } from "../enums/order";
import type { JobOfferPrefill } from "./job-offer-schemas";

// An offer made from a position or an order (decision 0046) starts with what they already say: the
// position's title, description and place, the order's contract, hours, pay and first day, the client's
// town when the position names no place. Whatever the caller sends wins over these.

export interface PrefillPosition {
  id: number;
  title: string;
  description: string | null;
  tasks: string | null;
  place_zipcode: string | null;
  place_city: string | null;
  hourly_rate: number | null;
}

export interface PrefillOrder {
  id: number;
  contract_type: ContractType;
  hourly_rate: number | null;
  weekly_duration: number | null;
  tasks: string | null;
  /** The first period's start, as an instant. */
  starts_at: Date | null;
}

export interface PrefillCompany {
  zipcode: string | null;
  city: string | null;
}

export function offerPrefillOf(parts: {
  position?: PrefillPosition | null;
  order?: PrefillOrder | null;
  company?: PrefillCompany | null;
}): JobOfferPrefill {
  const { position, order, company } = parts;
  const hourlyRate = order?.hourly_rate ?? position?.hourly_rate ?? null;
  const zipcode = position?.place_zipcode ?? company?.zipcode ?? null;
  return {
    title: position?.title ?? null,
    description: position?.description ?? position?.tasks ?? order?.tasks ?? null,
    contract_type: order?.contract_type ?? null,
    postal_code: zipcode && /^\d{5}$/.test(zipcode) ? zipcode : null,
    city: position?.place_city ?? (position?.place_zipcode ? null : (company?.city ?? null)),
    position_id: position?.id ?? null,
    order_id: order?.id ?? null,
    salary_min: hourlyRate,
    salary_max: hourlyRate,
    salary_period: hourlyRate === null ? null : "hour",
    weekly_hours: order?.weekly_duration ?? null,
    start_date: order?.starts_at ? parisToday(order.starts_at) : null,
  };
}
