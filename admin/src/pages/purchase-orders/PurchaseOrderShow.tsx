import { useInvalidate } from "@refinedev/core";
import { ShowPage, useShownRecord } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";
import { usePurchaseOrderActions } from "./PurchaseOrderActions";

/**
 * A purchase order: the generic record page (items and payments as their own tables), Complete or
 * Record payment as its primary action. Only a pending order can be edited or deleted (the server's
 * rules); payments are added to a completed one with the action.
 */
export const PurchaseOrderShow = ({ entity }: ScreenProps) => {
  const invalidate = useInvalidate();
  const { record, id } = useShownRecord(entity);
  const { actions, modals } = usePurchaseOrderActions({
    id,
    record,
    onChanged: () => void invalidate({ resource: entity.name, id, invalidates: ["list", "detail"] }),
  });
  const pending = (order: Record<string, unknown>) => order.status === "pending";
  return (
    <ShowPage entity={entity} editable={pending} actions={actions}>
      {() => modals}
    </ShowPage>
  );
};

export default PurchaseOrderShow;
