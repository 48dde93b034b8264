import { Create, Edit, useForm } from "@refinedev/antd";
import { useParsed } from "@refinedev/core";
import type { FormInstance } from "antd";
import { EntityForm } from "../../crud/EntityForm";
import { useNotices } from "../../crud/notices";
import type { ScreenProps } from "../../screens";
import { LinesSummary } from "./LinesSummary";

/** The generic order form (create and edit) with the read-only price summary under it. */
const OrderFormPage = ({ entity, mode }: ScreenProps & { mode: "create" | "edit" }) => {
  const { saved, deleted } = useNotices();
  const { id } = useParsed();
  const { formProps, saveButtonProps, query } = useForm({
    resource: entity.name,
    action: mode,
    ...(mode === "edit" ? { id } : {}),
    ...saved,
  });
  const body = (
    <>
      <EntityForm entity={entity} mode={mode} formProps={formProps} />
      {formProps.form && <LinesSummary form={formProps.form as FormInstance} />}
    </>
  );
  return mode === "create" ? (
    <Create resource={entity.name} saveButtonProps={saveButtonProps}>
      {body}
    </Create>
  ) : (
    <Edit resource={entity.name} recordItemId={id} saveButtonProps={saveButtonProps} isLoading={query?.isLoading} deleteButtonProps={{ ...deleted }}>
      {body}
    </Edit>
  );
};

export const OrderCreate = ({ entity }: ScreenProps) => <OrderFormPage entity={entity} mode="create" />;
export const OrderEdit = ({ entity }: ScreenProps) => <OrderFormPage entity={entity} mode="edit" />;
