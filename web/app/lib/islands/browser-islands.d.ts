// The URLs of the plain-DOM modules built beside the client entry (scripts/vite/browser-islands.ts).
declare module "virtual:browser-islands" {
  const islands: Partial<Record<string, { src: string; imports: string[] }>>;
  export default islands;
}
