import { isSystemBooked } from "@erp/api/entities/incomes";
import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { ListPage } from "../../crud/ListPage";
import { ShowPage } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";

/**
 * Incomes and expenses: the generic screens, but rows another module booked (an order, a purchase,
 * a salary) offer no edit or delete; they are corrected by a reversal from that module.
 */
export const BookingList = ({ entity }: ScreenProps) => <ListPage entity={entity} editable={(record) => !isSystemBooked(record)} />;

export const BookingShow = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  return (
    <ShowPage entity={entity} editable={(record) => !isSystemBooked(record)}>
      {(record) =>
        isSystemBooked(record) && <Alert style={{ marginTop: 16 }} type="info" showIcon message={t(`${entity.name}.messages.systemBooked`)} />
      }
    </ShowPage>
  );
};
