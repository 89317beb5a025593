import { describe, expect, it } from "vitest";
import { routePathOf, screenLocationOf } from "./route-path";

describe("screenLocationOf", () => {
  it("keeps a document request as it is", () => {
    expect(screenLocationOf(new Request("http://x.test/orders?page=2"))).toEqual({ pathname: "/orders", search: "?page=2" });
  });

  it("removes what client navigations add", () => {
    expect(screenLocationOf(new Request("http://x.test/orders.data?page=2&_routes=root,routes/orders/list"))).toEqual({
      pathname: "/orders",
      search: "?page=2",
    });
    expect(routePathOf(new Request("http://x.test/_.data?_routes=root"))).toBe("/");
    expect(routePathOf(new Request("http://x.test/admin/_.data"))).toBe("/admin/");
  });

  it("drops the index route's ?index marker, so a redirectTo never carries it", () => {
    expect(screenLocationOf(new Request("http://x.test/workers/12.data?index&_routes=routes/workers/file/profile"))).toEqual({
      pathname: "/workers/12",
      search: "",
    });
    expect(screenLocationOf(new Request("http://x.test/workers?index&names=dupont")).search).toBe("?names=dupont");
  });
});
