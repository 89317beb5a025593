import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { readListSettings, withStoredSettings } from "./list-settings";

/**
 * After a server-rendered load, the remembered view settings the URL does not state are applied, once
 * (replacing the history entry, so Back does not return to the unsettled URL). Client navigations get
 * them earlier, from the route's clientLoader, so this finds nothing to do then.
 */
export function useStoredSettingsOnHydration() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const next = withStoredSettings(new URLSearchParams(search), readListSettings());
    if (next) void navigate({ search: `?${next}` }, { replace: true, preventScrollReset: true });
  }, [search, navigate]);
}
