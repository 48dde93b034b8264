import { DeleteOutlined, DownOutlined, ReloadOutlined } from "@ant-design/icons";
import type { EntityDef } from "@erp/api/entities";
import { EditButton } from "@refinedev/antd";
import { useCan, useDelete, useNavigation, type BaseKey } from "@refinedev/core";
import { Button, Dropdown, type MenuProps, Modal, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { recordLabel } from "./entity";
import { useNotices } from "./notices";

/** One verb of a record's page (a workflow move, a download, a conversion...). */
export type RecordAction = {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  /** The workflow's next step: the one button beside Edit; the others go in "More". */
  primary?: boolean;
  /** Asked first, naming the record ("Send QT-2026-00004 to the customer?"). */
  confirm?: string;
  onClick?: () => void;
  /** A link instead (e.g. a PDF the browser downloads with the session cookie). */
  href?: string;
  loading?: boolean;
  disabled?: boolean;
  testId?: string;
};

type Props = {
  entity: EntityDef;
  record: Record<string, unknown>;
  id: BaseKey;
  actions: RecordAction[];
  canEdit: boolean;
  canDelete: boolean;
  onRefresh: () => void;
};

/**
 * The header of a record's page: the primary verb as a button, Edit, and "More" with the other
 * verbs, Delete (asking first, naming the record) and Refresh. Few buttons, whatever the workflow,
 * so the title keeps its room, on a phone too.
 */
export const RecordActions = ({ entity, record, id, actions, canEdit, canDelete, onRefresh }: Props) => {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const { list } = useNavigation();
  const { deleted } = useNotices();
  const { mutate: remove } = useDelete();
  const { data: mayDelete } = useCan({ resource: entity.name, action: "delete", params: { id } });
  const name = recordLabel(entity, record);

  const run = (action: RecordAction) => {
    if (!action.confirm) return action.onClick?.();
    modal.confirm({
      title: action.confirm,
      okText: action.label,
      cancelText: t("buttons.cancel"),
      okButtonProps: { danger: action.danger },
      onOk: action.onClick,
    });
  };
  const askDelete = () =>
    modal.confirm({
      title: t("record.deleteConfirm", { name }),
      okText: t("buttons.delete"),
      okButtonProps: { danger: true },
      cancelText: t("buttons.cancel"),
      onOk: () => remove({ resource: entity.name, id, ...deleted }, { onSuccess: () => list(entity.name) }),
    });

  const primary = actions.find((action) => action.primary);
  const others = actions.filter((action) => action !== primary);
  const items: MenuProps["items"] = [
    ...others.map((action) => ({
      key: action.key,
      icon: action.icon,
      danger: action.danger,
      disabled: action.disabled,
      "data-testid": action.testId,
      label: action.href ? (
        <a href={action.href} download>
          {action.label}
        </a>
      ) : (
        action.label
      ),
    })),
    ...(others.length ? [{ type: "divider" as const }] : []),
    ...(canDelete && mayDelete?.can ? [{ key: "delete", icon: <DeleteOutlined />, danger: true, label: t("buttons.delete") }] : []),
    { key: "refresh", icon: <ReloadOutlined />, label: t("buttons.refresh") },
  ];
  const onMenu: MenuProps["onClick"] = ({ key }) => {
    if (key === "delete") return askDelete();
    if (key === "refresh") return onRefresh();
    const action = others.find((a) => a.key === key);
    if (action && !action.href) run(action);
  };

  return (
    <Space wrap size="small" className="erp-record-actions">
      {modalHolder}
      {primary &&
        (primary.href ? (
          <Button type="primary" icon={primary.icon} href={primary.href} download data-testid={primary.testId}>
            {primary.label}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={primary.icon}
            danger={primary.danger}
            loading={primary.loading}
            disabled={primary.disabled}
            onClick={() => run(primary)}
            data-testid={primary.testId}
          >
            {primary.label}
          </Button>
        ))}
      {canEdit && <EditButton resource={entity.name} recordItemId={id} />}
      <Dropdown menu={{ items, onClick: onMenu }} trigger={["click"]}>
        <Button data-testid="record-more">
          {t("record.more")} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
};
