import { UploadOutlined } from "@ant-design/icons";
import type { EntityDef } from "@erp/api/entities";
import { CanAccess } from "@refinedev/core";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { allowsOperation } from "./entity";

/** The dialog (upload, progress, the rows' errors) loads when it first opens, not with every list. */
const ImportModal = lazy(() => import("./ImportModal"));

/** The list's Import button, for importable entities and roles that may create their records. */
export const ImportButton = ({ entity }: { entity: EntityDef }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false); // mounted from the first opening on, so it closes with its animation
  if (!entity.importable || !allowsOperation(entity, "create")) return null;
  return (
    <CanAccess resource={entity.name} action="create">
      <Button
        icon={<UploadOutlined />}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        {t("buttons.import")}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ImportModal entity={entity} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </CanAccess>
  );
};
