import { Show } from "@refinedev/antd";
import { useApiUrl, useCan, useCustomMutation, useInvalidate, useShow } from "@refinedev/core";
import { Button, Divider, Popconfirm, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { allowsOperation, enumLabel } from "../../crud/entity";
import { useNotices } from "../../crud/notices";
import { RecordDetails } from "../../crud/RecordDetails";
import type { ScreenProps } from "../../screens";
import { PartnerLedger } from "./PartnerLedger";
import { PartnerSuggestions } from "./PartnerSuggestions";

const Section = ({ title }: { title: string }) => (
  <Divider orientation="left" orientationMargin={0}>
    <Typography.Title level={5} style={{ margin: 0 }}>
      {title}
    </Typography.Title>
  </Divider>
);

/** A partner: details (skills as tags), the ledger with advances and reversals, settling, and suggested personnel. */
export const PartnerShow = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { deleted, saved } = useNotices();
  const { query, showId: id } = useShow({ resource: entity.name });
  const record = query.data?.data as Record<string, unknown> | undefined;
  const { data: maySettle } = useCan({ resource: "partners", action: "settle" });
  const { mutate } = useCustomMutation<{ message: string }>();
  const refresh = () => void invalidate({ resource: entity.name, id, invalidates: ["list", "detail"] });
  const status = record?.status;
  const statusTag = status ? <Tag color={status === "settled" ? "default" : "green"}>{enumLabel(t, "partners", "status", status)}</Tag> : undefined;

  const settle = () =>
    mutate(
      {
        url: `${apiUrl}/partners/${id}/settle`,
        method: "post",
        values: {},
        successNotification: (response) => ({ message: response?.data.message ?? t("messages.saved"), type: "success" }),
        errorNotification: saved.errorNotification,
      },
      { onSuccess: refresh },
    );

  return (
    <Show
      resource={entity.name}
      isLoading={query.isLoading}
      canEdit={allowsOperation(entity, "edit")}
      canDelete={allowsOperation(entity, "delete")}
      deleteButtonProps={{ ...deleted }}
      headerProps={{ tags: statusTag }}
      headerButtons={({ defaultButtons }) => (
        <>
          {maySettle?.can && status === "active" && (
            <Popconfirm
              title={t("partners.actions.settle")}
              onConfirm={settle}
              okText={t("partners.actions.settle")}
              cancelText={t("buttons.cancel")}
            >
              <Button>{t("partners.actions.settle")}</Button>
            </Popconfirm>
          )}
          {defaultButtons}
        </>
      )}
    >
      {record && (
        <RecordDetails
          entity={entity}
          record={record}
          render={(field) =>
            field.name === "status"
              ? statusTag
              : field.name === "skills"
                ? (Array.isArray(record.skills) ? (record.skills as string[]) : []).map((skill) => <Tag key={skill}>{skill}</Tag>)
                : undefined
          }
        />
      )}
      {id !== undefined && (
        <>
          <Section title={t("partners.ledger.title")} />
          <PartnerLedger id={id} onChanged={refresh} />
          <Section title={t("partners.suggest.title")} />
          <PartnerSuggestions id={id} version={record?.updated_at} />
        </>
      )}
    </Show>
  );
};

export default PartnerShow;
