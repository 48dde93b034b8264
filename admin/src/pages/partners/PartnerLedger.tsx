import { type BaseKey, useCan } from "@refinedev/core";
import { Button, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tag, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type operations, useApiMutation, useApiQuery } from "../../api/client";
import { ChoiceSelect, paymentMethodField } from "../../crud/Choices";
import { dateFormat, formatDate, formatMoney } from "../../crud/format";
import { toMoney } from "../../crud/values";
import { requiredRule } from "../../crud/rules";

/** One line of GET /api/partners/:id/ledger, as the API declares it (api/src/modules/partners/routes.ts). */
export type LedgerEntry = operations["getPartnersIdLedger"]["responses"][200]["content"]["application/json"][number];
type Entry = NonNullable<operations["postPartnersIdLedger"]["requestBody"]>["content"]["application/json"];
type Advance = NonNullable<operations["postPartnersIdAdvance"]["requestBody"]>["content"]["application/json"];
type EntryValues = { date?: Dayjs; description?: string; debit?: string | number; credit?: string | number };
type AdvanceValues = { date?: Dayjs; amount?: string | number; payment_method?: string; reference?: string };

const kindColors = { manual: "default", advance: "blue", reversal: "purple" } as const;
const money = (value: unknown) => (value === undefined || value === null || value === "" ? "0.00" : toMoney(value));

/**
 * A partner's ledger with the running balance: add an entry (debit or credit), record an advance
 * (booked as income too), reverse an entry once. Writes are for roles granted the verbs.
 */
export const PartnerLedger = ({ id, onChanged }: { id: BaseKey; onChanged: () => void }) => {
  const { t } = useTranslation();
  const { data: mayPost } = useCan({ resource: "partners", action: "ledger" });
  const { data: mayAdvance } = useCan({ resource: "partners", action: "advance" });
  const path = { id: Number(id) };
  const ledger = useApiQuery(["partners", id, "ledger"], (api) => api.GET("/api/partners/{id}/ledger", { params: { path } }));
  const [open, setOpen] = useState<"entry" | "advance">();
  const [entryForm] = Form.useForm<EntryValues>();
  const [advanceForm] = Form.useForm<AdvanceValues>();
  const rows = ledger.data ?? [];
  const required = (label: string) => [requiredRule(t, label)];

  const changed = () => {
    setOpen(undefined);
    void ledger.refetch();
    onChanged();
  };
  // each write is typed by the API's declaration: a renamed body member fails the typecheck
  const write = useApiMutation(
    (api, action: { entry: Entry } | { advance: Advance } | { reverse: number }) =>
      "entry" in action
        ? api.POST("/api/partners/{id}/ledger", { params: { path }, body: action.entry })
        : "advance" in action
          ? api.POST("/api/partners/{id}/advance", { params: { path }, body: action.advance })
          : api.POST("/api/partners/{id}/ledger/{entry}/reverse", { params: { path: { ...path, entry: action.reverse } }, body: {} }),
    { onSuccess: changed },
  );
  const postEntry = (v: EntryValues) =>
    write.mutate({
      entry: {
        date: (v.date ?? dayjs()).format("YYYY-MM-DD"),
        description: v.description?.trim() || null,
        debit: money(v.debit),
        credit: money(v.credit),
      },
    });
  const postAdvance = (v: AdvanceValues) =>
    write.mutate({
      advance: {
        date: (v.date ?? dayjs()).format("YYYY-MM-DD"),
        amount: money(v.amount),
        payment_method: v.payment_method as Advance["payment_method"],
        ...(v.reference?.trim() ? { reference: v.reference.trim() } : {}),
      },
    });

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        {mayPost?.can && <Button onClick={() => setOpen("entry")}>{t("partners.ledger.add")}</Button>}
        {mayAdvance?.can && (
          <Button type="primary" onClick={() => setOpen("advance")}>
            {t("partners.actions.advance")}
          </Button>
        )}
      </Space>
      <Table<LedgerEntry>
        rowKey="id"
        size="small"
        data-testid="partner-ledger"
        // wider than a phone: scrolls in its own box, not the page
        scroll={{ x: "max-content" }}
        loading={ledger.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t("partners.ledger.empty") }}
        columns={[
          { title: t("partners.ledger.date"), dataIndex: "date", render: (v) => formatDate(v, "date") },
          { title: t("partners.ledger.description"), dataIndex: "description" },
          {
            title: t("partners.ledger.kind"),
            dataIndex: "kind",
            render: (v: LedgerEntry["kind"]) => <Tag color={kindColors[v]}>{t(`partners.ledger.kinds.${v}`)}</Tag>,
          },
          { title: t("partners.ledger.debit"), dataIndex: "debit", align: "right", render: (v) => (Number(v) ? formatMoney(v) : "") },
          { title: t("partners.ledger.credit"), dataIndex: "credit", align: "right", render: (v) => (Number(v) ? formatMoney(v) : "") },
          { title: t("partners.ledger.balance"), dataIndex: "balance", align: "right", render: (v) => <strong>{formatMoney(v)}</strong> },
          {
            key: "reverse",
            render: (_, row) =>
              row.reversed_by ? (
                <Typography.Text type="secondary">{t("partners.ledger.reversed")}</Typography.Text>
              ) : mayPost?.can && row.kind !== "reversal" ? (
                <Popconfirm
                  title={t("partners.ledger.reverseConfirm")}
                  onConfirm={() => write.mutate({ reverse: row.id })}
                  okText={t("partners.ledger.reverse")}
                  cancelText={t("buttons.cancel")}
                >
                  <Button size="small" danger>
                    {t("partners.ledger.reverse")}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      <Modal
        open={open === "entry"}
        title={t("partners.ledger.add")}
        okText={t("buttons.save")}
        cancelText={t("buttons.cancel")}
        confirmLoading={write.isPending}
        onOk={() => entryForm.submit()}
        onCancel={() => setOpen(undefined)}
        destroyOnHidden
      >
        <Form form={entryForm} layout="vertical" preserve={false} onFinish={postEntry} initialValues={{ date: dayjs() }}>
          <Form.Item name="date" label={t("partners.ledger.date")} rules={required(t("partners.ledger.date"))}>
            <DatePicker format={dateFormat} style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item name="description" label={t("partners.ledger.description")}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="debit" label={t("partners.ledger.debit")}>
            <InputNumber precision={2} stringMode min="0" style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item name="credit" label={t("partners.ledger.credit")}>
            <InputNumber precision={2} stringMode min="0" style={{ width: "100%" }} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={open === "advance"}
        title={t("partners.actions.advance")}
        okText={t("buttons.save")}
        cancelText={t("buttons.cancel")}
        confirmLoading={write.isPending}
        onOk={() => advanceForm.submit()}
        onCancel={() => setOpen(undefined)}
        destroyOnHidden
      >
        <Form
          form={advanceForm}
          layout="vertical"
          preserve={false}
          onFinish={postAdvance}
          initialValues={{ date: dayjs(), payment_method: "bank_transfer" }}
        >
          <Form.Item name="amount" label={t("partners.ledger.amount")} rules={required(t("partners.ledger.amount"))}>
            <InputNumber precision={2} stringMode min="0.01" style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item name="date" label={t("partners.ledger.date")} rules={required(t("partners.ledger.date"))}>
            <DatePicker format={dateFormat} style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item name="payment_method" label={t("partners.ledger.paymentMethod")} rules={required(t("partners.ledger.paymentMethod"))}>
            <ChoiceSelect field={paymentMethodField} />
          </Form.Item>
          <Form.Item name="reference" label={t("partners.ledger.reference")}>
            <Input maxLength={60} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
