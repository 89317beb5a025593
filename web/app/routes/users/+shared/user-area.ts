// The user screens serve two areas (spec 000 §2): the owner's /admin/users and the space
// administrator's /space/users. The route module is the same; the URL says which area it is in.

export type UserArea = "admin" | "space";

export function userAreaOf(pathname: string): UserArea {
  return pathname === "/admin" || pathname.startsWith("/admin/") ? "admin" : "space";
}

/** `/admin/users`, `/space/users/12`, `/admin/users/update/12`… */
export function usersPath(area: UserArea, rest = ""): string {
  return `/${area}/users${rest}`;
}
