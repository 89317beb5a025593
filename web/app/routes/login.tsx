import { cloudflareContext } from "../lib/cloudflare-context";
import type { Route } from "./+types/login";

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const response = await env.API.fetch(new Request("http://api.internal/v1/health"));
  return { api: await response.json() };
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <pre>{JSON.stringify(loaderData)}</pre>;
}
