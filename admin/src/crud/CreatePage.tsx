import { Create, useForm } from "@refinedev/antd";
import { EntityForm } from "./EntityForm";
import { useNotices } from "./notices";
import type { ScreenProps } from "../screens";

export const CreatePage = ({ entity }: ScreenProps) => {
  const { saved } = useNotices();
  const { formProps, saveButtonProps } = useForm({ resource: entity.name, action: "create", ...saved });
  return (
    <Create resource={entity.name} saveButtonProps={saveButtonProps}>
      <EntityForm entity={entity} mode="create" formProps={formProps} />
    </Create>
  );
};

export default CreatePage;
