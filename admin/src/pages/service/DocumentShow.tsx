import { quotationTransitions } from "@erp/api/entities/quotations";
import { serviceInvoiceTransitions } from "@erp/api/entities/service-invoices";
import { Show } from "@refinedev/antd";
import { useInvalidate, useShow } from "@refinedev/core";
import { allowsOperation } from "../../crud/entity";
import { useNotices } from "../../crud/notices";
import { RecordDetails } from "../../crud/RecordDetails";
import type { ScreenProps } from "../../screens";
import { ConvertButton } from "./ConvertButton";
import { DocumentButtons } from "./DocumentButtons";
import { QrCard } from "./QrCard";
import { DocumentStatusTag } from "./StatusTag";
import { WorkflowButtons } from "./WorkflowButtons";

type Kind = "quotations" | "service-invoices";
const transitions: Record<Kind, Record<string, readonly string[]>> = {
  quotations: quotationTransitions,
  "service-invoices": serviceInvoiceTransitions,
};
/** Moves with a button of their own (conversion), or none (expiry is the job's after valid_until, still offered). */
const ownButton = new Set(["converted"]);

/**
 * A quotation or a service invoice: the generic details (status as a tag, links to what it made or
 * came from), the workflow's next-status buttons, Download PDF, Send to customer, conversion of an
 * accepted quotation and the invoice's QR code. Only drafts can be edited (the server's rule).
 */
const DocumentShow = ({ entity, kind }: ScreenProps & { kind: Kind }) => {
  const invalidate = useInvalidate();
  const { deleted } = useNotices();
  const { query, showId: id } = useShow({ resource: entity.name });
  const record = query.data?.data as Record<string, unknown> | undefined;
  const status = String(record?.status ?? "");
  const refresh = () => void invalidate({ resource: entity.name, id, invalidates: ["list", "detail"] });
  const next = (transitions[kind][status] ?? []).filter((s) => !ownButton.has(s));
  const canSend = kind === "quotations" ? ["draft", "sent"].includes(status) : ["issued", "paid", "closed"].includes(status);
  return (
    <Show
      resource={entity.name}
      isLoading={query.isLoading}
      canEdit={allowsOperation(entity, "edit") && status === "draft"}
      canDelete={allowsOperation(entity, "delete") && (kind === "quotations" ? status !== "converted" : status === "draft")}
      deleteButtonProps={{ ...deleted }}
      headerProps={{ tags: <DocumentStatusTag resource={kind} status={record?.status} /> }}
      headerButtons={({ defaultButtons }) => (
        <>
          {record && id !== undefined && (
            <>
              <WorkflowButtons resource={kind} id={id} next={next} onChanged={refresh} />
              {kind === "quotations" && status === "accepted" && <ConvertButton id={id} onConverted={refresh} />}
              <DocumentButtons resource={kind} id={id} canSend={canSend} onSent={refresh} />
            </>
          )}
          {defaultButtons}
        </>
      )}
    >
      {record && (
        <RecordDetails
          entity={entity}
          record={record}
          render={(field) => (field.name === "status" ? <DocumentStatusTag resource={kind} status={record.status} /> : undefined)}
        />
      )}
      {record && id !== undefined && kind === "service-invoices" && <QrCard resource="service-invoices" id={id} name={String(record.number ?? "")} />}
    </Show>
  );
};

export const QuotationShow = (props: ScreenProps) => <DocumentShow {...props} kind="quotations" />;
export const ServiceInvoiceShow = (props: ScreenProps) => <DocumentShow {...props} kind="service-invoices" />;
