type Order = Record<string, unknown>;

/**
 * What the server lets change of an order (OrdersService: only a pending order is changed, "Only a
 * pending order can be changed"; only a pending or cancelled one deleted): the show page's and the
 * list's buttons, and the list's cells edited in place, follow it.
 */
export const changeable = (order: Order) => order.status === "pending";
export const deletable = (order: Order) => order.status === "pending" || order.status === "cancelled";
