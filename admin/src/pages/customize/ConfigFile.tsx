import { DownloadOutlined, UploadOutlined } from "@ant-design/icons";
import { type HttpError, useApiUrl, useCustomMutation } from "@refinedev/core";
import { Alert, Button, Card, Space, Table, Tag, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotices } from "../../crud/notices";

type Change = { kind: string; target: string; action: "add" | "change" };
type Conflict = { kind: string; target: string; message: string };
type Answer = { dry_run: boolean; applied: boolean; changes: Change[]; conflicts: Conflict[] };

/**
 * The configuration as one file: export this instance's (custom fields, labels, layouts, resources,
 * roles, settings; never records or secrets); import one from another instance: a dry run shows
 * every change and conflict first, then it is applied all or nothing.
 */
export const ConfigFile = () => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const { saved } = useNotices();
  const { mutate, mutation } = useCustomMutation<Answer>();
  const [file, setFile] = useState<{ name: string; doc: unknown }>();
  const [answer, setAnswer] = useState<Answer>();
  const [problem, setProblem] = useState<string>();

  const send = (doc: unknown, dryRun: boolean) =>
    mutate(
      {
        url: `${apiUrl}/customize/import${dryRun ? "?dry_run=true" : ""}`,
        method: "post",
        values: doc as object,
        successNotification: dryRun ? false : () => ({ message: t("customize.config.applied"), type: "success" }),
        errorNotification: (error) => {
          const body = (error as HttpError | undefined)?.response?.data as Answer | undefined;
          if (body?.conflicts) setAnswer({ ...body, dry_run: true });
          return saved.errorNotification(error);
        },
      },
      { onSuccess: ({ data }) => setAnswer(dryRun ? data : undefined) },
    );
  const choose = async (chosen: File) => {
    setAnswer(undefined);
    setProblem(undefined);
    try {
      const doc = JSON.parse(await chosen.text());
      setFile({ name: chosen.name, doc });
      send(doc, true);
    } catch {
      setProblem(t("customize.messages.badFile"));
    }
    return false;
  };

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Card size="small" title={t("customize.config.export")}>
        <Typography.Paragraph>{t("customize.config.exportHint")}</Typography.Paragraph>
        <Button icon={<DownloadOutlined />} href={`${apiUrl}/customize/export`} download>
          {t("customize.config.export")}
        </Button>
      </Card>
      <Card size="small" title={t("customize.config.import")}>
        <Typography.Paragraph>{t("customize.config.importHint")}</Typography.Paragraph>
        <Upload accept="application/json,.json" showUploadList={false} beforeUpload={choose}>
          <Button icon={<UploadOutlined />} loading={mutation.isPending}>
            {t("customize.config.choose")}
          </Button>
        </Upload>
        {problem && <Alert style={{ marginTop: 16 }} type="error" showIcon message={problem} />}
        {answer && file && (
          <Space direction="vertical" style={{ width: "100%", marginTop: 16 }}>
            <Alert
              type={answer.conflicts.length ? "error" : answer.changes.length ? "info" : "success"}
              showIcon
              message={t("customize.config.dryRun", { file: file.name })}
              description={
                answer.conflicts.length
                  ? t("customize.config.conflicts", { count: answer.conflicts.length })
                  : answer.changes.length
                    ? t("customize.config.changes", { count: answer.changes.length })
                    : t("customize.config.nothing")
              }
            />
            {answer.conflicts.length > 0 && (
              <Table<Conflict>
                rowKey={(row) => `${row.kind}:${row.target}`}
                size="small"
                pagination={false}
                dataSource={answer.conflicts}
                columns={[
                  { key: "kind", title: t("customize.config.kind"), render: (_, row) => t(`customize.config.kinds.${row.kind}`) },
                  { key: "target", title: t("customize.config.target"), render: (_, row) => <code>{row.target}</code> },
                  {
                    key: "message",
                    title: t("customize.config.conflict"),
                    render: (_, row) => <Typography.Text type="danger">{row.message}</Typography.Text>,
                  },
                ]}
              />
            )}
            <Table<Change>
              rowKey={(row) => `${row.kind}:${row.target}`}
              size="small"
              pagination={false}
              dataSource={answer.changes}
              columns={[
                { key: "kind", title: t("customize.config.kind"), render: (_, row) => t(`customize.config.kinds.${row.kind}`) },
                { key: "target", title: t("customize.config.target"), render: (_, row) => <code>{row.target}</code> },
                {
                  key: "action",
                  title: t("customize.config.action"),
                  render: (_, row) => <Tag color={row.action === "add" ? "green" : "blue"}>{t(`customize.config.actions.${row.action}`)}</Tag>,
                },
              ]}
            />
            <Space>
              <Button
                type="primary"
                disabled={answer.conflicts.length > 0 || !answer.changes.length}
                loading={mutation.isPending}
                onClick={() => send(file.doc, false)}
              >
                {t("customize.config.apply")}
              </Button>
              <Button onClick={() => setAnswer(undefined)}>{t("buttons.cancel")}</Button>
            </Space>
          </Space>
        )}
      </Card>
    </Space>
  );
};
