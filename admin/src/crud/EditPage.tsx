import { Edit, useForm } from "@refinedev/antd";
import { useParsed } from "@refinedev/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { takesAttachments } from "./attachmentFiles";
import { allowsOperation, fieldLabel, fieldsOf } from "./entity";
import { EntityForm, type FormAdditions } from "./EntityForm";
import { useNotices } from "./notices";
import type { ScreenProps } from "../screens";

/** The record's attachments (list, preview, delete to the trash, add), loaded with the form only where the entity takes files. */
const FormAttachments = lazy(() => import("./FormAttachments"));

export const EditPage = ({ entity, render, after }: ScreenProps & FormAdditions) => {
  const { t } = useTranslation();
  const { saved, deleted } = useNotices((name) => fieldLabel(t, entity.name, fieldsOf(entity).find((field) => field.name === name) ?? name));
  const { id } = useParsed();
  const { formProps, saveButtonProps, query } = useForm({ resource: entity.name, action: "edit", id, ...saved });
  return (
    <Edit
      resource={entity.name}
      recordItemId={id}
      saveButtonProps={saveButtonProps}
      isLoading={query?.isLoading}
      canDelete={allowsOperation(entity, "delete")}
      deleteButtonProps={{ ...deleted }}
    >
      <EntityForm entity={entity} mode="edit" formProps={formProps} render={render} />
      {after && formProps.form && after(formProps.form)}
      {id !== undefined && query?.data?.data && takesAttachments(entity) && (
        <Suspense fallback={null}>
          <FormAttachments entity={entity} mode="edit" id={String(id)} />
        </Suspense>
      )}
    </Edit>
  );
};

export default EditPage;
