import { type BaseKey, useCan } from "@refinedev/core";
import { DatePicker, Form, Input, InputNumber, Modal, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceSelect, paymentMethodField } from "../../crud/Choices";
import { dateFormat, formatMoney } from "../../crud/format";
import { type operations, useApiMutation } from "../../api/client";
import type { RecordAction } from "../../crud/RecordActions";
import { toMoney } from "../../crud/values";
import { requiredRule } from "../../crud/rules";

type Props = { id: BaseKey | undefined; record: Record<string, unknown> | undefined; onChanged: () => void };
/** The body of POST /api/purchase-orders/:id/payments, as the API declares it. */
type Payment = NonNullable<operations["postPurchaseOrdersIdPayments"]["requestBody"]>["content"]["application/json"];
type PaymentValues = { amount?: string | number; date?: Dayjs; payment_method?: string; transaction_id?: string };

/**
 * The purchase order's verbs for its page, for roles granted them: complete a pending order (after a
 * confirmation naming what it books) and record a payment while something is due; whichever comes
 * first is the primary action. The server's translated answer is the notice either way.
 */
export const usePurchaseOrderActions = ({ id, record = {}, onChanged }: Props) => {
  const { t } = useTranslation();
  const { data: mayComplete } = useCan({ resource: "purchase-orders", action: "complete" });
  const { data: mayPay } = useCan({ resource: "purchase-orders", action: "pay" });
  const [open, setOpen] = useState<"complete" | "pay">();
  const [form] = Form.useForm<PaymentValues>();
  const due = Number(record.due ?? 0);
  const close = () => {
    setOpen(undefined);
    form.resetFields();
  };
  const path = { id: Number(id) };
  const completion = useApiMutation((api) => api.POST("/api/purchase-orders/{id}/complete", { params: { path } }), {
    onSettled: close,
    onSuccess: onChanged,
  });
  const payment = useApiMutation((api, body: Payment) => api.POST("/api/purchase-orders/{id}/payments", { params: { path }, body }), {
    onSuccess: () => {
      close();
      onChanged();
    },
  });
  const mutation = { isPending: completion.isPending || payment.isPending };

  const complete = () => completion.mutate(undefined);
  const pay = (values: PaymentValues) =>
    payment.mutate({
      amount: toMoney(values.amount ?? ""),
      date: (values.date ?? dayjs()).format("YYYY-MM-DD"),
      payment_method: values.payment_method as Payment["payment_method"],
      ...(values.transaction_id?.trim() ? { transaction_id: values.transaction_id.trim() } : {}),
    });

  const actions: RecordAction[] = [];
  if (id !== undefined && mayComplete?.can && record.status === "pending")
    actions.push({ key: "complete", label: t("purchase-orders.actions.complete"), primary: true, onClick: () => setOpen("complete") });
  if (id !== undefined && mayPay?.can && due > 0)
    actions.push({ key: "pay", label: t("purchase-orders.actions.pay"), primary: actions.length === 0, onClick: () => setOpen("pay") });

  const modals = (
    <>
      <Modal
        open={open === "complete"}
        title={t("purchase-orders.ui.completeTitle", { number: record.number })}
        okText={t("purchase-orders.actions.complete")}
        cancelText={t("buttons.cancel")}
        confirmLoading={mutation.isPending}
        onOk={complete}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>{t("purchase-orders.ui.completeHint", { total: formatMoney(record.total) })}</Typography.Paragraph>
      </Modal>
      <Modal
        open={open === "pay"}
        title={t("purchase-orders.ui.payTitle")}
        okText={t("purchase-orders.actions.pay")}
        cancelText={t("buttons.cancel")}
        confirmLoading={mutation.isPending}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t("purchase-orders.ui.remaining", { due: formatMoney(record.due) })}</Typography.Paragraph>
        <Form form={form} layout="vertical" preserve={false} onFinish={pay} initialValues={{ date: dayjs(), payment_method: "bank_transfer" }}>
          <Form.Item
            name="amount"
            label={t("purchase-orders.payments.fields.amount")}
            rules={[requiredRule(t, t("purchase-orders.payments.fields.amount"))]}
          >
            <InputNumber precision={2} stringMode min="0.01" style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item
            name="date"
            label={t("purchase-orders.payments.fields.date")}
            rules={[requiredRule(t, t("purchase-orders.payments.fields.date"))]}
          >
            <DatePicker format={dateFormat} style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item
            name="payment_method"
            label={t("purchase-orders.payments.fields.payment_method")}
            rules={[requiredRule(t, t("purchase-orders.payments.fields.payment_method"))]}
          >
            <ChoiceSelect field={paymentMethodField} />
          </Form.Item>
          <Form.Item name="transaction_id" label={t("purchase-orders.payments.fields.transaction_id")}>
            <Input maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
  return { actions, modals };
};
