import { registryFromJson, type Registry, type RegistryJson } from "@erp/api/entities";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { learnTitles } from "./titles";

/** How the registry is fetched: `GET /api/meta/entities` through the data provider (tests: the in-memory one). */
export type FetchRegistry = () => Promise<RegistryJson>;
/** Where the customisation's version is heard (every API answer's `X-Customisation-Version`); returns the unsubscribe. */
export type SubscribeVersion = (listener: (version: number) => void) => () => void;

type State = {
  registry: Registry | null;
  /**
   * Loads the registry for `owner` (the signed-in user and language: what the API serves depends
   * on the user's roles and language) and resolves with it: once per owner, the last answer
   * otherwise; `force` asks again (the customisation changed).
   */
  load: (owner?: unknown, options?: { force?: boolean }) => Promise<Registry>;
  /** The last loaded registry, or the one being loaded (the access check waits for it). */
  current: () => Promise<Registry>;
  /** Fetches the registry again for the current owner (after a customisation change). */
  reload: () => Promise<Registry> | undefined;
};

const RegistryState = createContext<State | null>(null);

/**
 * The declarations the screens are built from (entities with their customisation, pages, verbs), as
 * the API serves them to the signed-in user: loaded once signed in (RegistryGate), again when the
 * language changes or an answer names a newer customisation, shared by <Refine>'s resources, the
 * routes, the access check and every generic screen.
 */
export const RegistryProvider = ({
  fetch,
  initial,
  subscribe,
  children,
}: {
  fetch: FetchRegistry;
  initial?: Registry;
  subscribe?: SubscribeVersion;
  children: ReactNode;
}) => {
  const [registry, setRegistry] = useState<Registry | null>(initial ?? null);
  // `initial` (component tests): loaded already, for whoever is signed in
  const pending = useRef<{ owner: unknown; registry: Promise<Registry> } | undefined>(
    initial && { owner: undefined, registry: Promise.resolve(initial) },
  );
  const waiting = useRef<((registry: Registry) => void)[]>([]);
  /** The customisation version of the last answer, and the newest one heard since. */
  const version = useRef<{ loaded?: number; heard?: number }>({});

  const load = useCallback(
    (owner?: unknown, { force = false } = {}) => {
      if (!force && pending.current && pending.current.owner === owner) return pending.current.registry;
      const request = fetch().then((json) => {
        const loaded = registryFromJson(json);
        learnTitles(loaded);
        if (pending.current?.registry === request) {
          version.current.loaded = json.version;
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
  const reload = useCallback(() => (pending.current ? load(pending.current.owner, { force: true }) : undefined), [load]);

  // An answer naming a newer customisation than the loaded one: load again, once per version heard.
  useEffect(
    () =>
      subscribe?.((heard) => {
        const { loaded, heard: before } = version.current;
        if (loaded === undefined || heard <= loaded || (before !== undefined && heard <= before)) return;
        version.current.heard = heard;
        void reload()?.catch(() => undefined);
      }),
    [subscribe, reload],
  );

  const state = useMemo(() => ({ registry, load, current, reload }), [registry, load, current, reload]);
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
