import { Edit, useForm } from "@refinedev/antd";
import { useParsed } from "@refinedev/core";
import { allowsOperation } from "./entity";
import { EntityForm, type FormAdditions } from "./EntityForm";
import { useNotices } from "./notices";
import type { ScreenProps } from "../screens";

export const EditPage = ({ entity, render, after }: ScreenProps & FormAdditions) => {
  const { saved, deleted } = useNotices();
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
    </Edit>
  );
};

export default EditPage;
