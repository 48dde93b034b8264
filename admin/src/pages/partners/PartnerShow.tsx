import { useApiUrl, useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Divider, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { recordLabel } from "../../crud/entity";
import { useNotices } from "../../crud/notices";
import type { RecordAction } from "../../crud/RecordActions";
import { ShowPage, useShownRecord } from "../../crud/ShowPage";
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

/** A partner: the generic record page (skills as tags), Settle as its action, the ledger with advances and reversals, and suggested personnel. */
export const PartnerShow = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { saved } = useNotices();
  const { record, id } = useShownRecord(entity);
  const { data: maySettle } = useCan({ resource: "partners", action: "settle" });
  const { mutate } = useCustomMutation<{ message: string }>();
  const refresh = () => void invalidate({ resource: entity.name, id, invalidates: ["list", "detail"] });

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
  const actions: RecordAction[] =
    maySettle?.can && record?.status === "active"
      ? [
          {
            key: "settle",
            label: t("partners.actions.settle"),
            primary: true,
            confirm: t("partners.ui.confirmSettle", { name: recordLabel(entity, record) }),
            onClick: settle,
          },
        ]
      : [];

  return (
    <ShowPage
      entity={entity}
      actions={actions}
      render={(field, partner) =>
        field.name === "skills"
          ? (Array.isArray(partner.skills) ? (partner.skills as string[]) : []).map((skill) => <Tag key={skill}>{skill}</Tag>)
          : undefined
      }
    >
      {(partner) =>
        id !== undefined && (
          <>
            <Section title={t("partners.ledger.title")} />
            <PartnerLedger id={id} onChanged={refresh} />
            <Section title={t("partners.suggest.title")} />
            <PartnerSuggestions id={id} version={partner.updated_at} />
          </>
        )
      }
    </ShowPage>
  );
};

export default PartnerShow;
