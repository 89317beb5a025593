/**
 * A response's JSON body read as the shape the test expects. One place holds the assumption (the
 * tests then check what they read), instead of a cast at every `response.json()`.
 */
export async function readJson<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
