import { fromCents, toCents } from "@erp/api/entities/money";
import { voucherCategories } from "@erp/api/entities/vouchers";
import { useApiUrl, useCan, useCustomMutation, useInvalidate, useNavigation } from "@refinedev/core";
import { Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { enumLabel } from "../../crud/entity";
import { formatMoney } from "../../crud/format";
import { ListPage } from "../../crud/ListPage";
import { useNotices } from "../../crud/notices";
import type { RecordAction } from "../../crud/RecordActions";
import { ShowPage, useShownRecord } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";

type Line = { category: string; account: string; debit: string; credit: string };
type Voucher = { id: number; number: string; status: string; lines: Line[]; reversed_by: number | null };

/** Debit and credit per category (assets, liabilities, revenue, expenses), in cents. */
export const categoryTotals = (lines: Line[]) =>
  voucherCategories.map((category) => {
    const of = lines.filter((line) => line.category === category);
    const debit = of.reduce((sum, line) => sum + toCents(line.debit), 0n);
    const credit = of.reduce((sum, line) => sum + toCents(line.credit), 0n);
    return { category, debit: fromCents(debit), credit: fromCents(credit) };
  });

const isDraft = (record: Record<string, unknown>) => record.status === "draft";

/** Post (a draft) and Reverse (a posted voucher not yet reversed), for roles granted the verbs; each asks first, naming the voucher. */
const useVoucherActions = (voucher: Voucher | undefined): RecordAction[] => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { show } = useNavigation();
  const { saved } = useNotices();
  const { data: canPost } = useCan({ resource: "vouchers", action: "post" });
  const { data: canReverse } = useCan({ resource: "vouchers", action: "reverse" });
  const { mutate, mutation } = useCustomMutation<Voucher>();
  if (!voucher) return [];
  const call = (verb: "post" | "reverse") =>
    mutate(
      {
        url: `${apiUrl}/vouchers/${voucher.id}/${verb}`,
        method: "post",
        values: {},
        successNotification: (response) => ({
          message: t(verb === "post" ? "vouchers.messages.postedDone" : "vouchers.messages.reversedDone", { number: response?.data.number ?? "" }),
          type: "success",
        }),
        errorNotification: saved.errorNotification,
      },
      {
        onSuccess: (response) => {
          void invalidate({ resource: "vouchers", invalidates: ["list", "detail"], id: voucher.id });
          if (verb === "reverse") show("vouchers", response.data.id);
        },
      },
    );
  const actions: RecordAction[] = [];
  if (voucher.status === "draft" && canPost?.can)
    actions.push({
      key: "post",
      label: t("vouchers.actions.post"),
      primary: true,
      loading: mutation.isPending,
      confirm: t("vouchers.summary.confirmPost", { number: voucher.number }),
      onClick: () => call("post"),
    });
  if (voucher.status === "posted" && !voucher.reversed_by && canReverse?.can)
    actions.push({
      key: "reverse",
      label: t("vouchers.actions.reverse"),
      danger: true,
      primary: true,
      loading: mutation.isPending,
      confirm: t("vouchers.summary.confirmReverse", { number: voucher.number }),
      onClick: () => call("reverse"),
    });
  return actions;
};

/** The sums of the four categories under the voucher, and the difference when it does not balance. */
const CategorySummary = ({ voucher }: { voucher: Voucher }) => {
  const { t } = useTranslation();
  const rows = categoryTotals(voucher.lines ?? []);
  const difference = (voucher.lines ?? []).reduce((sum, line) => sum + toCents(line.debit) - toCents(line.credit), 0n);
  return (
    <section aria-label={t("vouchers.summary.title")} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>
        {t("vouchers.summary.title")}{" "}
        <Tag color={voucher.status === "posted" ? "green" : "gold"}>{enumLabel(t, "vouchers", "status", voucher.status)}</Tag>
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey="category"
        dataSource={rows}
        columns={[
          { key: "category", title: t("vouchers.summary.category"), render: (_, row) => enumLabel(t, "vouchers", "category", row.category) },
          { key: "debit", title: t("vouchers.lines.fields.debit"), align: "right", render: (_, row) => formatMoney(row.debit) },
          { key: "credit", title: t("vouchers.lines.fields.credit"), align: "right", render: (_, row) => formatMoney(row.credit) },
        ]}
      />
      {difference !== 0n && (
        <Typography.Text type="danger" data-testid="voucher-difference">
          {t("vouchers.summary.difference")}: {formatMoney(fromCents(difference < 0n ? -difference : difference))}
        </Typography.Text>
      )}
    </section>
  );
};

/** A voucher: its details and lines, the category sums, Post and Reverse; a posted one offers no edit or delete. */
export const VoucherShow = ({ entity }: ScreenProps) => {
  const { record } = useShownRecord(entity);
  const actions = useVoucherActions(record as Voucher | undefined);
  return (
    <ShowPage entity={entity} editable={isDraft} actions={actions}>
      {(voucher) => <CategorySummary voucher={voucher as unknown as Voucher} />}
    </ShowPage>
  );
};

export const VoucherList = ({ entity }: ScreenProps) => <ListPage entity={entity} editable={isDraft} />;
