import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { showSnackbar } from "../components/snackbar/snackbar-bus";
import { errorMessageKey } from "./error-messages";
import { createScreenLoadTimeout } from "./screen-load-timeout";

/**
 * Gives up a move to another screen still loading after 120 s (lib/screen-load-timeout.ts): the
 * connection message is shown and the browser goes back to the screen it is on, which cancels the
 * load. A form being sent is not a screen load and is left alone.
 */
export function useScreenLoadTimeout() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  const watcher = useRef<ReturnType<typeof createScreenLoadTimeout> | null>(null);
  useEffect(() => {
    watcher.current = createScreenLoadTimeout(
      () => {
        showSnackbar({ key: errorMessageKey(0), tone: "error" });
        const { pathname, search, hash } = here.current;
        void navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
      },
      { setTimeout: (callback, ms) => window.setTimeout(callback, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) },
    );
    return () => watcher.current?.watch(null);
  }, [navigate]);

  const loadingScreen = navigation.state === "loading" && (navigation.formMethod ?? "GET").toUpperCase() === "GET";
  const key = loadingScreen ? navigation.location.key : null;
  useEffect(() => watcher.current?.watch(key), [key]);
}
