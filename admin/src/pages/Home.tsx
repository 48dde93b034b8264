import { menuGroups, type EntityDef } from "@erp/api/entities";
import { useCanWithoutCache } from "@refinedev/core";
import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { Forbidden } from "./Forbidden";
import { Loading } from "./Loading";

/** `/`: the first list in menu order that the user's roles may open. */
export const Home = ({ entities }: { entities: readonly EntityDef[] }) => {
  const { can } = useCanWithoutCache();
  const [target, setTarget] = useState<string | null>();

  useEffect(() => {
    let live = true;
    const inMenuOrder = [...entities].sort((a, b) => menuGroups.indexOf(a.group) - menuGroups.indexOf(b.group));
    void (async () => {
      for (const entity of inMenuOrder) {
        const allowed = can ? (await can({ resource: entity.name, action: "list" })).can : true;
        if (allowed) return live && setTarget(entity.route);
      }
      if (live) setTarget(null);
    })();
    return () => {
      live = false;
    };
  }, [can, entities]);

  if (target === undefined) return <Loading />;
  return target ? <Navigate replace to={target} /> : <Forbidden />;
};
