import { Create, useForm } from "@refinedev/antd";
import { useNavigation } from "@refinedev/core";
import { Button } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { EntityForm, type FormAdditions } from "./EntityForm";
import { useNotices } from "./notices";
import type { ScreenProps } from "../screens";

/**
 * A new record: Save opens the record just saved (not the list, where it may sit on another page);
 * "Save and add another" keeps the clerk on an empty form for the next one.
 */
export const CreatePage = ({ entity, render, after }: ScreenProps & FormAdditions) => {
  const { t } = useTranslation();
  const { saved } = useNotices();
  const { show } = useNavigation();
  const another = useRef(false);
  const { formProps, saveButtonProps, form } = useForm({
    resource: entity.name,
    action: "create",
    redirect: false,
    ...saved,
    onMutationSuccess: ({ data }) => {
      if (another.current) form.resetFields();
      else if (data?.id !== undefined) show(entity.name, data.id);
      another.current = false;
    },
    onMutationError: () => {
      another.current = false;
    },
  });
  return (
    <Create
      resource={entity.name}
      saveButtonProps={{
        ...saveButtonProps,
        onClick: () => {
          another.current = false;
          form.submit();
        },
      }}
      footerButtons={({ defaultButtons }) => (
        <>
          <Button
            data-testid="save-and-add"
            loading={saveButtonProps.loading}
            disabled={saveButtonProps.disabled}
            onClick={() => {
              another.current = true;
              form.submit();
            }}
          >
            {t("buttons.saveAndAdd")}
          </Button>
          {defaultButtons}
        </>
      )}
    >
      <EntityForm entity={entity} mode="create" formProps={formProps} render={render} />
      {after && formProps.form && after(formProps.form)}
    </Create>
  );
};

export default CreatePage;
