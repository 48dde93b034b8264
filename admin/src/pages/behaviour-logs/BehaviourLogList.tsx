import { List } from "@refinedev/antd";
import type { Field } from "../../crud/entity";
import { RecordsTable } from "../../crud/RecordsTable";
import type { ScreenProps } from "../../crud/screens";

/** When it happened: the row's created_at, a column and a date range filter (created_at_gte / _lte). */
const actionTime: Field = { name: "created_at", type: "datetime", sortable: true, filterable: true };

/**
 * Settings > Behaviour log: who did what, read-only (no create, edit, delete or trash), with the
 * declaration's filters (user, action, target, ...) plus the action time, and CSV export.
 */
export const BehaviourLogList = ({ entity }: ScreenProps) => (
  <List resource={entity.name}>
    <RecordsTable entity={entity} extraFields={[actionTime]} />
  </List>
);

export default BehaviourLogList;
