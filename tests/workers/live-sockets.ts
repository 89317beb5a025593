import { expect } from "vitest";
import { api } from "./factories";

/** Opens the live socket of a session (or API token) and records how it ends. */
export async function openLiveSocket(token: string) {
  const upgraded = await api("/v1/notifications/live", { token, headers: { Upgrade: "websocket" } });
  expect(upgraded.status).toBe(101);
  const socket = upgraded.webSocket!;
  let closedWith: number | undefined;
  const closed = new Promise<number>((resolve) =>
    socket.addEventListener("close", (event) => {
      closedWith = event.code;
      resolve(event.code);
    }),
  );
  socket.accept();
  return { socket, closed, isOpen: () => closedWith === undefined };
}

/** Lets the hub's close frames reach the test's end of the sockets. */
export async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
