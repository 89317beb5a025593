/**
 * A request body as text, whatever its declared type (a form's raw bytes, which a webhook's signature
 * covers); read within the sub-app's body limit.
 */
export async function bodyText(request: Request) {
  return new TextDecoder().decode(await request.arrayBuffer());
}
