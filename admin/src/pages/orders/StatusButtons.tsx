import { orderTransitions, type OrderStatus } from "@erp/api/entities";
import { type BaseKey, useCan } from "@refinedev/core";
import { Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { enumLabel } from "../../crud/entity";
import { type operations, useApiMutation } from "../../api/client";
import type { RecordAction } from "../../crud/RecordActions";

/** What POST /api/orders/:id/status answers. */
export type StatusChange = operations["postOrdersIdStatus"]["responses"][200]["content"]["application/json"];

/** The statuses an order may move to next (the declaration's `orderTransitions`); none for an unknown one. */
export const nextStatuses = (status: unknown): readonly OrderStatus[] =>
  (orderTransitions as Record<string, readonly OrderStatus[]>)[String(status)] ?? [];

const stopping = new Set<OrderStatus>(["cancelled", "refunded"]);

/**
 * The order's workflow for its page: one action per allowed next status, for roles that may edit
 * orders; the forward move is the primary one, stopping moves (cancel, refund) go in "More". Each
 * asks for an optional reason in `modal`, then posts the move; the server's (translated) answer is
 * the notification either way.
 */
export const useStatusChange = (id: BaseKey | undefined, status: unknown, onChanged: () => void) => {
  const { t } = useTranslation();
  const { data: access } = useCan({ resource: "orders", action: "edit" });
  const [target, setTarget] = useState<OrderStatus>();
  const [form] = Form.useForm<{ reason?: string }>();
  const label = (value: OrderStatus) => enumLabel(t, "orders", "status", value);

  const close = () => {
    setTarget(undefined);
    form.resetFields();
  };
  const mutation = useApiMutation(
    (api, body: NonNullable<operations["postOrdersIdStatus"]["requestBody"]>["content"]["application/json"]) =>
      api.POST("/api/orders/{id}/status", { params: { path: { id: Number(id) } }, body }),
    { onSettled: close, onSuccess: onChanged },
  );
  const submit = ({ reason }: { reason?: string }) => {
    if (!target || id === undefined) return;
    mutation.mutate({ status: target, ...(reason?.trim() ? { reason: reason.trim() } : {}) });
  };

  const next = access?.can ? nextStatuses(status) : [];
  const forward = next.find((s) => !stopping.has(s));
  const actions: RecordAction[] = next.map((value) => ({
    key: `status-${value}`,
    label: t("orders.workflow.moveTo", { status: label(value) }),
    danger: stopping.has(value),
    primary: value === forward,
    onClick: () => setTarget(value),
  }));

  const modal = (
    <Modal
      open={Boolean(target)}
      title={target ? t("orders.workflow.confirmTitle", { status: label(target) }) : undefined}
      okText={t("orders.workflow.confirm")}
      cancelText={t("buttons.cancel")}
      confirmLoading={mutation.isPending}
      // the reason is optional: read it straight from the form, nothing to validate
      onOk={() => submit(form.getFieldsValue())}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t("orders.workflow.reason")} extra={t("orders.workflow.reasonHint")}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { actions, modal };
};
