import { useCanWithoutCache } from "@refinedev/core";
import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { useRegistry } from "../registry/RegistryContext";
import { Forbidden } from "./Forbidden";
import { Loading } from "./Loading";

/** `/`: the first list or page in menu order that the user's roles may open. */
export const Home = () => {
  const registry = useRegistry();
  const { can } = useCanWithoutCache();
  const [target, setTarget] = useState<string | null>();

  useEffect(() => {
    let live = true;
    const order = (group: string) => registry.groups.indexOf(group as never);
    const inMenuOrder = [...registry.entities, ...registry.pages.filter((page) => page.menuParent !== false)].sort(
      (a, b) => order(a.group) - order(b.group),
    );
    void (async () => {
      for (const member of inMenuOrder) {
        const allowed = can ? (await can({ resource: member.name, action: "list" })).can : true;
        if (allowed) return live && setTarget(member.route);
      }
      if (live) setTarget(null);
    })();
    return () => {
      live = false;
    };
  }, [can, registry]);

  if (target === undefined) return <Loading />;
  return target ? <Navigate replace to={target} /> : <Forbidden />;
};
