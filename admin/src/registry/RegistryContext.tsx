import { registryFromJson, type Registry, type RegistryJson } from "@erp/api/entities";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

/** How the registry is fetched: `GET /api/meta/entities` through the data provider (tests: the in-memory one). */
export type FetchRegistry = () => Promise<RegistryJson>;

type State = {
  registry: Registry | null;
  /**
   * Loads the registry for the signed-in user `owner` and resolves with it: once per user (what the
   * API serves depends on the user's roles), the last answer otherwise.
   */
  load: (owner?: unknown) => Promise<Registry>;
  /** The last loaded registry, or the one being loaded (the access check waits for it). */
  current: () => Promise<Registry>;
};

const RegistryState = createContext<State | null>(null);

/**
 * The declarations the screens are built from (entities, pages, verbs), as the API serves them to the
 * signed-in user: loaded once signed in (RegistryGate), shared by <Refine>'s resources, the routes,
 * the access check and every generic screen.
 */
export const RegistryProvider = ({ fetch, initial, children }: { fetch: FetchRegistry; initial?: Registry; children: ReactNode }) => {
  const [registry, setRegistry] = useState<Registry | null>(initial ?? null);
  // `initial` (component tests): loaded already, for whoever is signed in
  const pending = useRef<{ owner: unknown; registry: Promise<Registry> } | undefined>(initial && { owner: undefined, registry: Promise.resolve(initial) });
  const waiting = useRef<((registry: Registry) => void)[]>([]);

  const load = useCallback(
    (owner?: unknown) => {
      if (pending.current && pending.current.owner === owner) return pending.current.registry;
      const request = fetch().then((json) => {
        const loaded = registryFromJson(json);
        if (pending.current?.registry === request) {
          setRegistry(loaded);
          for (const resolve of waiting.current.splice(0)) resolve(loaded);
        }
        return loaded;
      });
      pending.current = { owner, registry: request };
      request.catch(() => {
        if (pending.current?.registry === request) pending.current = undefined;
      });
      return request;
    },
    [fetch],
  );
  const current = useCallback(
    (): Promise<Registry> => pending.current?.registry.catch(() => current()) ?? new Promise<Registry>((resolve) => waiting.current.push(resolve)),
    [],
  );
  const state = useMemo(() => ({ registry, load, current }), [registry, load, current]);
  return <RegistryState.Provider value={state}>{children}</RegistryState.Provider>;
};

const useRegistryState = () => {
  const state = useContext(RegistryState);
  if (!state) throw new Error("no <RegistryProvider> above this component");
  return state;
};

/** The loaded registry: only under <RegistryGate> (the signed-in layout), where it is always there. */
export const useRegistry = (): Registry => {
  const { registry } = useRegistryState();
  if (!registry) throw new Error("the registry is not loaded yet (render under <RegistryGate>)");
  return registry;
};

/** The registry if loaded (null before sign-in), and its loader: for code above the gate. */
export const useRegistryLoader = () => useRegistryState();
