import { useSyncExternalStore } from "react";
import type { SpaceSummary } from "#domain/spaces/space-schemas";
import { deleteBrowserCookie, SPACE_COOKIE, writeBrowserCookie } from "./cookies";
import { readStored, removeStored, subscribeStored, writeStored } from "./local-storage";

export interface SelectedSpace {
  id: number;
  name: string;
}

/**
 * Remembers the space chosen in the change-space dialog (spec 001 §2, §3): its id, name, address,
 * city, zip code and position in localStorage for the browser, and its id in the `space_id` cookie
 * for server loaders. `null` resets the choice to "no space".
 */
export function saveSelectedSpace(space: SpaceSummary | null) {
  if (!space) {
    for (const key of [
      "selectedSpaceId",
      "selectedSpaceName",
      "selectedSpaceAddress",
      "selectedSpaceCity",
      "selectedSpaceZipCode",
      "selectedSpaceAddressPosition",
    ] as const) {
      removeStored(key);
    }
    deleteBrowserCookie(SPACE_COOKIE);
    return;
  }
  writeStored("selectedSpaceName", space.name);
  writeStored("selectedSpaceAddress", space.address);
  writeStored("selectedSpaceCity", space.city);
  writeStored("selectedSpaceZipCode", space.zip_code);
  writeStored("selectedSpaceAddressPosition", space.address_position);
  // The id last: a reader that sees the id also sees the rest.
  writeStored("selectedSpaceId", space.id);
  writeBrowserCookie(SPACE_COOKIE, String(space.id));
}

let cachedSelection: SelectedSpace | null = null;

function readSelectedSpace(): SelectedSpace | null {
  const id = readStored("selectedSpaceId");
  const name = readStored("selectedSpaceName");
  if (id === null || name === null) return null;
  if (cachedSelection?.id !== id || cachedSelection.name !== name) cachedSelection = { id, name };
  return cachedSelection;
}

/** The remembered space; `null` on the server and during hydration, then the stored one. */
export function useSelectedSpace(): SelectedSpace | null {
  return useSyncExternalStore(subscribeStored, readSelectedSpace, () => null);
}
