import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/login-redirect.tsx"),
  route("login", "routes/login.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
