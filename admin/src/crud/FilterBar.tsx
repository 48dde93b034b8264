import { EllipsisOutlined, FilterOutlined } from "@ant-design/icons";
import type { EntityDef } from "@erp/api/entities";
import type { CrudFilters } from "@refinedev/core";
import { Button, Col, Form, Input, Popover, Row, Space, Tag, type FormProps } from "antd";
import { type ComponentProps, lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabel, type Field } from "./entity";
import { activeFilterCount, filterFields, filtersToValues } from "./filters";

/** The panel's inputs (date pickers, selects...) load when the panel first opens, not with every list. */
const LazyFilterInput = lazy(() => import("./FilterInput").then((m) => ({ default: m.FilterInput })));
const FilterInput = (props: ComponentProps<typeof LazyFilterInput>) => (
  <Suspense fallback={<Input disabled id={props.id} aria-label={props.label} />}>
    <LazyFilterInput {...props} />
  </Suspense>
);

type Props = {
  entity: EntityDef;
  /** The table's current filters (restored from the URL on load). */
  filters: CrudFilters;
  /** useTable's search form: its onFinish turns the values into filters (useTable's `onSearch`). */
  formProps: FormProps;
  /** Buttons shown at the right of the search row (export, ...). */
  extra?: ReactNode;
  /** Filters besides the declaration's (e.g. a date range on created_at). */
  extraFields?: readonly Field[];
  /** Bumped when the filters were replaced from outside (a saved view): the inputs show them again. */
  revision?: number;
  /** A phone's toolbar: the search box and one menu holding the filters' button and `extra`. */
  compact?: boolean;
};

/** The search box (`q`) and a panel with one input per filterable field; on a phone the buttons beside the search are one menu. */
export const FilterBar = ({ entity, filters, formProps, extra, extraFields = [], revision = 0, compact = false }: Props) => {
  const { t } = useTranslation();
  const form = formProps.form!;
  const fields = filterFields(entity, extraFields);
  const active = activeFilterCount(filters);
  const [open, setOpen] = useState(active > 0);
  const [menu, setMenu] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount and when a view replaced the filters; otherwise the form is the source of the filters
  useEffect(() => {
    if (revision) {
      form.resetFields();
      if (active > 0) setOpen(true);
    }
    form.setFieldsValue(filtersToValues(entity, filters, extraFields));
  }, [revision]);

  // `true`: also the values of filter inputs hidden with the panel closed
  const apply = () => formProps.onFinish?.(form.getFieldsValue(true));
  const reset = () => {
    form.resetFields();
    formProps.onFinish?.({});
  };

  // the count of filters in force (a Tag: the list page has it already, a Badge would add ~5 KB)
  const count = (
    <Tag color="processing" bordered={false} style={{ marginInlineEnd: 0 }}>
      {active}
    </Tag>
  );
  const filtersButton = (then?: () => void) => (
    <Button
      icon={<FilterOutlined />}
      onClick={() => {
        setOpen(!open);
        then?.();
      }}
      aria-expanded={open}
    >
      {t("buttons.filters")}
      {active > 0 && count}
    </Button>
  );

  return (
    <Form form={form} layout="vertical" onFinish={apply} style={{ marginBottom: 16 }}>
      <Row gutter={8} wrap={false} align="middle">
        <Col flex="auto">
          <Form.Item name="q" noStyle>
            <Input.Search
              placeholder={t("list.search")}
              aria-label={t("list.search")}
              data-shortcut="list-search"
              allowClear
              enterButton
              onSearch={apply}
            />
          </Form.Item>
        </Col>
        {compact ? (
          <Col>
            <Popover
              trigger="click"
              placement="bottomRight"
              // mounted from the start: the saved views inside apply the user's default view on opening the list
              forceRender
              open={menu}
              onOpenChange={setMenu}
              content={
                <div className="erp-list-menu">
                  {fields.length > 0 && filtersButton(() => setMenu(false))}
                  {extra}
                </div>
              }
            >
              <Button icon={<EllipsisOutlined />} aria-label={t("list.tools")} aria-expanded={menu} data-testid="list-tools">
                {active > 0 && count}
              </Button>
            </Popover>
          </Col>
        ) : (
          <>
            {fields.length > 0 && <Col>{filtersButton()}</Col>}
            {extra && <Col>{extra}</Col>}
          </>
        )}
      </Row>
      {open && fields.length > 0 && (
        <div style={{ marginTop: 16 }}>
          <Row gutter={16}>
            {fields.map((field) => {
              const label = fieldLabel(t, entity.name, field);
              return (
                <Col key={field.name} xs={24} sm={12} lg={8} xl={6}>
                  <Form.Item name={field.name} label={label} style={{ marginBottom: 12 }}>
                    <FilterInput field={field} resource={entity.name} label={label} />
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
          <Space>
            <Button type="primary" htmlType="submit">
              {t("buttons.apply")}
            </Button>
            <Button onClick={reset}>{t("buttons.reset")}</Button>
          </Space>
        </div>
      )}
    </Form>
  );
};
