import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AnonymizedField } from "#domain/documents/anonymized-cv-schemas";
import { readStored, removeStored, subscribeStored, writeStored } from "./local-storage";

// A minimal browser: a Map-backed localStorage and window events, enough for the module.
function installFakeWindow() {
  const items = new Map<string, string>();
  const target = new EventTarget();
  const fakeWindow = {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  Object.assign(globalThis, { window: fakeWindow });
  return items;
}

describe("local storage (spec 001 §3)", () => {
  it("answers the defaults on the server, where there is no window", () => {
    expect(readStored("locale")).toBe("fr");
    expect(readStored("theme")).toBe("light");
    expect(readStored("user")).toBeNull();
    expect(readStored("notificationsShown")).toBe(true);
    expect(readStored("hiddenNotificationTypes")).toEqual([]);
    expect(readStored("proposalAnonymization")).toEqual(["last_name", "mobile_phone_number", "email", "postal_address", "links"]);
    expect(readStored("workerSelections")).toEqual({});
    expect(() => writeStored("locale", "en")).not.toThrow();
  });

  describe("in a browser", () => {
    let items: Map<string, string>;

    beforeEach(() => {
      items = installFakeWindow();
    });

    afterEach(() => {
      Reflect.deleteProperty(globalThis, "window");
    });

    it("reads back what it wrote, as JSON under a prefixed key", () => {
      writeStored("selectedSpaceId", 2);
      writeStored("selectedSpaceAddressPosition", { lat: 50.6, lng: 3.06 });
      expect(items.get("interim:selectedSpaceId")).toBe("2");
      expect(readStored("selectedSpaceId")).toBe(2);
      expect(readStored("selectedSpaceAddressPosition")).toEqual({ lat: 50.6, lng: 3.06 });
      removeStored("selectedSpaceId");
      expect(readStored("selectedSpaceId")).toBeNull();
    });

    it("falls back to the default for what it cannot trust", () => {
      items.set("interim:locale", '"klingon"');
      items.set("interim:hiddenNotificationTypes", "[1, 9]");
      items.set("interim:theme", "not json");
      expect(readStored("locale")).toBe("fr");
      expect(readStored("hiddenNotificationTypes")).toEqual([]);
      expect(readStored("theme")).toBe("light");
    });

    it("refuses to write a value of the wrong shape", () => {
      expect(() => writeStored("proposalAnonymization", ["nir"] as unknown as AnonymizedField[])).toThrow();
    });

    it("gives back the same object while nothing changed (useSyncExternalStore needs it)", () => {
      writeStored("workerSelections", { "order-12": [1, 2] });
      expect(readStored("workerSelections")).toBe(readStored("workerSelections"));
    });

    it("tells subscribers about changes", () => {
      const changes: number[] = [];
      const unsubscribe = subscribeStored(() => changes.push(1));
      writeStored("notificationsShown", false);
      removeStored("notificationsShown");
      unsubscribe();
      writeStored("notificationsShown", true);
      expect(changes).toHaveLength(2);
    });
  });
});
