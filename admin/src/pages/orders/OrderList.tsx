import { ListPage } from "../../crud/ListPage";
import type { ScreenProps } from "../../screens";
import { changeable, deletable } from "./locks";

/** The generic list, whose rows edit (buttons and cells in place) only pending orders, as the server does. */
export const OrderList = ({ entity }: ScreenProps) => <ListPage entity={entity} editable={changeable} deletable={deletable} />;

export default OrderList;
