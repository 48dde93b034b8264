import type { FormInstance } from "antd";
import { CreatePage } from "../../crud/CreatePage";
import { EditPage } from "../../crud/EditPage";
import type { ScreenProps } from "../../screens";
import { LinesSummary } from "./LinesSummary";

/** The generic order form (create and edit) with the read-only price summary under it. */
const summary = (form: FormInstance) => <LinesSummary form={form} />;

export const OrderCreate = ({ entity }: ScreenProps) => <CreatePage entity={entity} after={summary} />;
export const OrderEdit = ({ entity }: ScreenProps) => <EditPage entity={entity} after={summary} />;
