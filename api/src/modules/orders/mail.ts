import { translatorFor } from "../../i18n";
import type { Mail } from "../../mail/outbox";

/** The customer's mail about a status change (in the company's default language, English for now). */
export const statusChangeMail = (number: string, customer: string, status: string, reason: string | null, to: string): Mail => {
  const t = translatorFor("en");
  const label = t(`orders.values.status.${status}`, { defaultValue: status });
  return {
    to,
    subject: t("mail.orderStatus.subject", { number, status: label }),
    text: [
      t("mail.orderStatus.greeting", { customer }),
      t("mail.orderStatus.body", { number, status: label }),
      ...(reason ? [t("mail.orderStatus.reason", { reason })] : []),
      t("mail.orderStatus.closing"),
    ].join("\n\n"),
  };
};
