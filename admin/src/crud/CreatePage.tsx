import { Create, useForm } from "@refinedev/antd";
import { EntityForm, type FormAdditions } from "./EntityForm";
import { useNotices } from "./notices";
import type { ScreenProps } from "../screens";

export const CreatePage = ({ entity, render, after }: ScreenProps & FormAdditions) => {
  const { saved } = useNotices();
  const { formProps, saveButtonProps } = useForm({ resource: entity.name, action: "create", ...saved });
  return (
    <Create resource={entity.name} saveButtonProps={saveButtonProps}>
      <EntityForm entity={entity} mode="create" formProps={formProps} render={render} />
      {after && formProps.form && after(formProps.form)}
    </Create>
  );
};

export default CreatePage;
