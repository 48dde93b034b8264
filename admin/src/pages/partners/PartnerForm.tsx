import { Form, Select } from "antd";
import { CreatePage } from "../../crud/CreatePage";
import type { FormAdditions } from "../../crud/EntityForm";
import { EditPage } from "../../crud/EditPage";
import type { ScreenProps } from "../../screens";

/** The generic partner form, with skills typed as tags (Enter or comma ends one). */
const skillsAsTags: FormAdditions["render"] = (field, label) =>
  field.name === "skills" ? (
    <Form.Item name="skills" label={label}>
      <Select mode="tags" tokenSeparators={[","]} open={false} suffixIcon={null} data-testid="skills" />
    </Form.Item>
  ) : undefined;

export const PartnerCreate = ({ entity }: ScreenProps) => <CreatePage entity={entity} render={skillsAsTags} />;
export const PartnerEdit = ({ entity }: ScreenProps) => <EditPage entity={entity} render={skillsAsTags} />;
