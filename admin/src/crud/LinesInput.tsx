import type { LinesField } from "@erp/api/entities";
import { Form, Table } from "antd";
import { useTranslation } from "react-i18next";
import { useAvailable } from "./AvailableQuantity";
import { fieldsOf, lineFieldLabel, type Field } from "./entity";
import { FieldControl } from "./FieldControl";
import { formItemProps } from "./formItem";
import { AddRowButton, RemoveRowButton } from "./RowButtons";
import { defaultValues } from "./values";

type Props = { resource: string; field: Field & LinesField; disabled?: boolean };

/** Child lines as an editable table; its columns come from the lines field's own declarations. */
export const LinesInput = ({ resource, field, disabled }: Props) => {
  const { t } = useTranslation();
  const children = fieldsOf(field).filter((child) => !child.readOnly);
  const available = useAvailable(field.name, field.available);
  return (
    <Form.List name={field.name}>
      {(rows, { add, remove }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={rows}
            scroll={{ x: true }}
            columns={[
              ...children.map((child) => ({
                key: child.name,
                title: lineFieldLabel(t, resource, field.name, child.name),
                render: (_: unknown, row: (typeof rows)[number]) => (
                  <>
                    <Form.Item
                      name={[row.name, child.name]}
                      {...formItemProps(child, t, "create", lineFieldLabel(t, resource, field.name, child.name))}
                      style={{ margin: 0, minWidth: 120 }}
                    >
                      <FieldControl field={child} resource={resource} disabled={disabled} />
                    </Form.Item>
                    {child.name === field.available?.quantity && available(row.name)}
                  </>
                ),
              })),
              {
                key: "remove",
                width: 48,
                render: (_: unknown, row: (typeof rows)[number]) => <RemoveRowButton disabled={disabled} onClick={() => remove(row.name)} />,
              },
            ]}
          />
          <AddRowButton disabled={disabled} onClick={() => add(defaultValues(field))} style={{ marginTop: 8 }} />
        </>
      )}
    </Form.List>
  );
};
