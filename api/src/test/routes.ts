import type { Express } from "express";
import type { PolicedHandler } from "../auth/authorize";

type Layer = {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle: { stack?: Layer[]; publicRoute?: boolean; signedInRoute?: boolean; policy?: PolicedHandler["policy"] };
};

export interface MountedRoute {
  method: string;
  path: string;
  policy?: PolicedHandler["policy"];
  isPublic: boolean;
  /** Any signed-in user, whatever the roles (the registry the admin builds its screens from). */
  signedIn: boolean;
}

/** Every route mounted in the app (under /api), with the policy decision its handlers enforce: the router's own list. */
export const mountedRoutes = (app: Express): MountedRoute[] => {
  const walk = (stack: Layer[]): MountedRoute[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const handles = layer.route.stack.map((s) => s.handle as Layer["handle"]);
        return Object.keys(layer.route.methods).map((method) => ({
          method,
          path: `/api${layer.route!.path}`,
          policy: handles.find((h) => h.policy)?.policy,
          isPublic: handles.some((h) => h.publicRoute),
          signedIn: handles.some((h) => h.signedInRoute),
        }));
      }
      if (layer.handle.stack && !layer.handle.publicRoute) return walk(layer.handle.stack);
      return [];
    });
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
};
