import { Checkbox, Space, Table } from "antd";
import { useTranslation } from "react-i18next";
import { type GrantRow, type Grants, matrixActions, toggle } from "./grants";

type Props = { rows: GrantRow[]; grants: Grants; onChange: (grants: Grants) => void };

/**
 * What a role may do, per menu group and per resource or page: a row each, a column per action
 * (and `All`), the object's own verbs beside. A group's tick covers every member of the group.
 */
export const GrantsMatrix = ({ rows, grants, onChange }: Props) => {
  const { t } = useTranslation();
  const has = (object: string, action: string) => (grants[object] ?? []).includes(action);
  const all = (object: string) => has(object, "*");
  const box = (row: GrantRow, action: string, label: string) => (
    <Checkbox
      aria-label={`${row.label}: ${label}`}
      checked={all(row.object) || has(row.object, action)}
      disabled={all(row.object)}
      onChange={(e) => onChange(toggle(grants, row.object, action, e.target.checked))}
    />
  );
  return (
    <Table<GrantRow>
      rowKey="object"
      size="small"
      pagination={false}
      scroll={{ y: 420 }}
      dataSource={rows}
      columns={[
        {
          key: "object",
          title: t("roles.object"),
          render: (_, row) => (row.group ? <strong>{row.label}</strong> : <span style={{ paddingLeft: 16 }}>{row.label}</span>),
        },
        {
          key: "*",
          title: t("roles.actions.all"),
          render: (_, row) => (
            <Checkbox
              aria-label={`${row.label}: ${t("roles.actions.all")}`}
              checked={all(row.object)}
              onChange={(e) => onChange({ ...grants, [row.object]: e.target.checked ? ["*"] : [] })}
            />
          ),
        },
        ...matrixActions.map((action) => ({
          key: action,
          title: t(`roles.actions.${action}`),
          render: (_: unknown, row: GrantRow) => box(row, action, t(`roles.actions.${action}`)),
        })),
        {
          key: "verbs",
          title: t("roles.verbs"),
          render: (_, row) => (
            <Space size="small" wrap>
              {row.verbs.map((verb) => {
                const label = verb === "lookup" ? t("roles.actions.lookup") : t(`${row.object}.actions.${verb}`);
                return (
                  <span key={verb}>
                    {box(row, verb, label)} {label}
                  </span>
                );
              })}
            </Space>
          ),
        },
      ]}
    />
  );
};
