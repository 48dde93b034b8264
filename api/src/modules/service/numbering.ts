import type { NumberSeries } from "../../crud/numbering";

/** The service module's numbered documents, per year in its `document_numbers` counters: SI-2026-00001, QT-2026-00001. */
export const serviceInvoiceNumbers: NumberSeries = { table: "document_numbers", kind: "SI", prefix: "SI", digits: 5 };
export const quotationNumbers: NumberSeries = { table: "document_numbers", kind: "QT", prefix: "QT", digits: 5 };
