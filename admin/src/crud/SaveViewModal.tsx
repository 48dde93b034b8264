import { Checkbox, Form, type FormInstance, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { requiredRule } from "./rules";

export type ViewName = { name: string; is_default?: boolean };

type Props = {
  open: boolean;
  /** The list's form instance: the server's refusal of a name lands on its field. */
  form: FormInstance<ViewName>;
  pending: boolean;
  onSave: (values: ViewName) => void;
  onCancel: () => void;
};

/** Names the list's current filters, sort and columns as a view (SavedViews), optionally the user's default. */
const SaveViewModal = ({ open, form, pending, onSave, onCancel }: Props) => {
  const { t } = useTranslation();
  return (
    // rendered inside the filter bar's form: its submit must not bubble into it (React events cross portals)
    <span onSubmit={(event) => event.stopPropagation()}>
      <Modal
        open={open}
        title={t("views.save")}
        okText={t("buttons.save")}
        cancelText={t("buttons.cancel")}
        confirmLoading={pending}
        onOk={() => form.submit()}
        onCancel={onCancel}
        destroyOnHidden
      >
        <Form form={form} name="saved-view" layout="vertical" onFinish={onSave} preserve={false}>
          <Form.Item name="name" label={t("views.name")} rules={[requiredRule(t, t("views.name"), { whitespace: true }), { max: 100 }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="is_default" valuePropName="checked" noStyle>
            <Checkbox>{t("views.makeDefault")}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </span>
  );
};

export default SaveViewModal;
