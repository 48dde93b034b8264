import { Create, useForm } from "@refinedev/antd";
import { useCan, useNavigation, useNotification } from "@refinedev/core";
import { Button } from "antd";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { takesAttachments, uploadAll } from "./attachmentFiles";
import { EntityForm, type FormAdditions } from "./EntityForm";
import { fieldLabel, fieldsOf } from "./entity";
import { useNotices } from "./notices";
import type { ScreenProps } from "../screens";

/** The form's attachments (antd's Upload and the list), loaded with the form only where the entity takes files. */
const FormAttachments = lazy(() => import("./FormAttachments"));

/**
 * A new record: Save opens the record just saved (not the list, where it may sit on another page);
 * "Save and add another" keeps the clerk on an empty form for the next one. Files dropped in the form
 * wait there until the record exists, then go up one request each: a refused one is named with the
 * server's reason and the record stays saved (its page's panel takes it again).
 */
export const CreatePage = ({ entity, render, after }: ScreenProps & FormAdditions) => {
  const { t } = useTranslation();
  const { saved } = useNotices((name) => fieldLabel(t, entity.name, fieldsOf(entity).find((field) => field.name === name) ?? name));
  const { show } = useNavigation();
  const { open } = useNotification();
  const { data: access } = useCan({ resource: entity.name, action: "edit" });
  const attaches = takesAttachments(entity) && Boolean(access?.can);
  const another = useRef(false);
  const [files, setFiles] = useState<File[]>([]);
  const held = useRef(files);
  held.current = files;
  const [uploading, setUploading] = useState(false);

  /** The held files to the record just saved; a notice for those attached and one for each refused. */
  const attach = async (id: string) => {
    const outcomes = await uploadAll(entity.name, id, held.current);
    const attached = outcomes.filter((o) => o.ok).length;
    if (attached) open?.({ key: `attached-${id}`, type: "success", message: t("messages.attached", { count: attached }) });
    for (const o of outcomes)
      if (!o.ok)
        open?.({
          key: `refused-${id}-${o.file.name}`,
          type: "error",
          message: t("attachments.notAttached", { name: o.file.name, reason: o.reason }),
        });
  };

  const { formProps, saveButtonProps, form } = useForm({
    resource: entity.name,
    action: "create",
    redirect: false,
    ...saved,
    onMutationSuccess: async ({ data }) => {
      const addAnother = another.current;
      another.current = false;
      if (data?.id !== undefined && held.current.length) {
        setUploading(true);
        try {
          await attach(String(data.id));
        } finally {
          setUploading(false);
          setFiles([]);
        }
      }
      if (addAnother) form.resetFields();
      else if (data?.id !== undefined) show(entity.name, data.id);
    },
    onMutationError: () => {
      another.current = false;
    },
  });
  const busy = Boolean(saveButtonProps.loading) || uploading;
  return (
    <Create
      resource={entity.name}
      saveButtonProps={{
        ...saveButtonProps,
        loading: busy,
        onClick: () => {
          another.current = false;
          form.submit();
        },
      }}
      footerButtons={({ defaultButtons }) => (
        <>
          <Button
            data-testid="save-and-add"
            loading={busy}
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
      {attaches && (
        <Suspense fallback={null}>
          <FormAttachments entity={entity} mode="create" files={files} onFiles={setFiles} />
        </Suspense>
      )}
    </Create>
  );
};

export default CreatePage;
