import { z } from "zod";
import type { CompanyOption } from "#web/app/components/company-picker";
import { callApi, type ServerArgs } from "#web/app/lib/api.server";

const CompanyOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  zipcode: z.string().nullable(),
  city: z.string().nullable(),
});

/**
 * The company a create form opens with (`?company_id=`, from a company's file or back from creating a
 * position): null when there is none, or it is not one of the caller's (the picker then starts empty).
 */
export async function chosenCompanyOf(args: ServerArgs): Promise<CompanyOption | null> {
  const id = Number(new URL(args.request.url).searchParams.get("company_id"));
  if (!Number.isInteger(id) || id <= 0) return null;
  const response = await callApi(args, `/companies/${id}`);
  if (!response.ok) return null;
  const parsed = CompanyOptionSchema.safeParse(await response.json());
  return parsed.success ? parsed.data : null;
}
