import { Alert, Modal, Progress, Table } from "antd";
import { useTranslation } from "react-i18next";
import type { BulkOutcome, BulkRecord } from "./runBulk";

/** While a bulk action runs: how many records are through. */
export const BulkProgress = ({ count, processed, total }: { count: number; processed: number; total: number }) => {
  const { t } = useTranslation();
  return (
    <Modal open closable={false} footer={null} maskClosable={false} title={t("bulk.running", { count })}>
      <Progress data-testid="bulk-progress" percent={total ? Math.floor((processed / total) * 100) : 0} />
      <div>{t("bulk.progress", { processed, total: total || count })}</div>
    </Modal>
  );
};

/** What a bulk action did: the counts, and each refused record with its reason (the one-record call's message). */
export const BulkResult = ({
  title,
  outcome,
  labelOf,
  onClose,
}: {
  title: string;
  outcome: BulkOutcome;
  labelOf: (id: number) => string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const refused = outcome.results.filter((result) => result.status === "refused");
  return (
    <Modal
      open
      title={t("bulk.resultTitle", { action: title, done: outcome.done, refused: outcome.refused })}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: "none" } }}
      width={720}
      className="erp-bulk-result"
    >
      {refused.length ? (
        <Table<BulkRecord>
          size="small"
          rowKey="id"
          dataSource={refused}
          pagination={refused.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { key: "record", title: t("bulk.record"), render: (_: unknown, record) => labelOf(record.id) },
            { key: "reason", title: t("bulk.reason"), dataIndex: "message" },
          ]}
        />
      ) : (
        <Alert type="success" showIcon message={t("bulk.allDone")} />
      )}
    </Modal>
  );
};
