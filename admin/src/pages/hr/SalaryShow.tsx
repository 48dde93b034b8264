import { ShowPage } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";

/** A salary record: its adjustments can be edited only while it is unpaid. */
export const SalaryShow = ({ entity }: ScreenProps) => <ShowPage entity={entity} editable={(record) => record.status === "unpaid"} />;

export default SalaryShow;
