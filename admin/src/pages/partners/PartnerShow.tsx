import { useCan, useInvalidate } from "@refinedev/core";
import { Divider, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../api/client";
import { recordLabel } from "../../crud/entity";
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
  const invalidate = useInvalidate();
  const { record, id } = useShownRecord(entity);
  const { data: maySettle } = useCan({ resource: "partners", action: "settle" });
  const refresh = () => void invalidate({ resource: entity.name, id, invalidates: ["list", "detail"] });
  const settlement = useApiMutation((api) => api.POST("/api/partners/{id}/settle", { params: { path: { id: Number(id) } } }), { onSuccess: refresh });
  const settle = () => settlement.mutate(undefined);
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
