import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { DeleteButton, EditButton, ShowButton } from "@refinedev/antd";
import type { BaseKey } from "@refinedev/core";
import { Button, type ButtonProps, Tooltip } from "antd";
import type { ComponentProps, CSSProperties } from "react";
import { useTranslation } from "react-i18next";

type Props = { onClick: () => void; disabled?: boolean; style?: CSSProperties };

/** A button that shows only its icon: its label is the tooltip and the accessible name. */
export const IconButton = ({ label, ...props }: Omit<ButtonProps, "children" | "title"> & { label: string }) => (
  <Tooltip title={label}>
    <Button {...props} aria-label={label} />
  </Tooltip>
);

/** Removes one row of a Form.List editor (key/value pairs, child lines). */
export const RemoveRowButton = ({ onClick, disabled }: Props) => {
  const { t } = useTranslation();
  return <IconButton type="text" danger icon={<DeleteOutlined />} label={t("buttons.remove")} disabled={disabled} onClick={onClick} />;
};

/** Adds a row to a Form.List editor. */
export const AddRowButton = ({ onClick, disabled, style }: Props) => {
  const { t } = useTranslation();
  return (
    <Button type="dashed" icon={<PlusOutlined />} disabled={disabled} onClick={onClick} style={style}>
      {t("form.addRow")}
    </Button>
  );
};

type RowProps = { resource: string; recordItemId: BaseKey };

/** A list row's Show: an icon with its tooltip. */
export const RowShowButton = ({ resource, recordItemId }: RowProps) => {
  const { t } = useTranslation();
  return (
    <Tooltip title={t("buttons.show")}>
      <span>
        <ShowButton hideText size="small" resource={resource} recordItemId={recordItemId} aria-label={t("buttons.show")} />
      </span>
    </Tooltip>
  );
};

/** A list row's Edit: an icon with its tooltip. */
export const RowEditButton = ({ resource, recordItemId }: RowProps) => {
  const { t } = useTranslation();
  return (
    <Tooltip title={t("buttons.edit")}>
      <span>
        <EditButton hideText size="small" resource={resource} recordItemId={recordItemId} aria-label={t("buttons.edit")} />
      </span>
    </Tooltip>
  );
};

/** A list row's Delete: an icon with its tooltip; it asks first, naming the record. */
export const RowDeleteButton = ({
  resource,
  recordItemId,
  name,
  ...notices
}: RowProps & { name: string } & Pick<ComponentProps<typeof DeleteButton>, "successNotification" | "errorNotification">) => {
  const { t } = useTranslation();
  return (
    <Tooltip title={t("buttons.delete")}>
      <span>
        <DeleteButton
          hideText
          size="small"
          resource={resource}
          recordItemId={recordItemId}
          aria-label={t("buttons.delete")}
          confirmTitle={t("record.deleteConfirm", { name })}
          confirmOkText={t("buttons.delete")}
          confirmCancelText={t("buttons.cancel")}
          {...notices}
        />
      </span>
    </Tooltip>
  );
};
