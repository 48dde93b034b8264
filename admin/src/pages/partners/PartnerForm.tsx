import { Create, Edit, useForm } from "@refinedev/antd";
import { useParsed } from "@refinedev/core";
import { Form, Select } from "antd";
import { EntityForm } from "../../crud/EntityForm";
import { useNotices } from "../../crud/notices";
import type { ScreenProps } from "../../screens";

/** The generic partner form, with skills typed as tags (Enter or comma ends one). */
const PartnerFormPage = ({ entity, mode }: ScreenProps & { mode: "create" | "edit" }) => {
  const { saved, deleted } = useNotices();
  const { id } = useParsed();
  const { formProps, saveButtonProps, query } = useForm({ resource: entity.name, action: mode, ...(mode === "edit" ? { id } : {}), ...saved });
  const body = (
    <EntityForm
      entity={entity}
      mode={mode}
      formProps={formProps}
      render={(field, label) =>
        field.name === "skills" ? (
          <Form.Item name="skills" label={label}>
            <Select mode="tags" tokenSeparators={[","]} open={false} suffixIcon={null} data-testid="skills" />
          </Form.Item>
        ) : undefined
      }
    />
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

export const PartnerCreate = ({ entity }: ScreenProps) => <PartnerFormPage entity={entity} mode="create" />;
export const PartnerEdit = ({ entity }: ScreenProps) => <PartnerFormPage entity={entity} mode="edit" />;
