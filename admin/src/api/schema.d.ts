/**
 * GENERATED from GET /api/openapi.json (an ADMIN's document of a fresh instance) by openapi-typescript:
 * `npm run openapi:types` writes it again; a test fails while it is stale. Do not edit.
 */

export interface paths {
    "/api/{resource}/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A record's attachments, newest first (`deleted=true`: those in the trash that can still be restored) */
        get: operations["getResourceIdAttachments"];
        put?: never;
        /** Attach files (multipart, one or more file parts): each checked by its content against the allowed types, at most the size cap a file */
        post: operations["postResourceIdAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{resource}/{id}/attachments/{attachment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attachment's content (images and PDFs inline, anything else as a download) */
        get: operations["getResourceIdAttachmentsAttachment"];
        put?: never;
        post?: never;
        /** Move an attachment to the trash (restorable for 48 hours) */
        delete: operations["deleteResourceIdAttachmentsAttachment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{resource}/{id}/attachments/{attachment}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bring an attachment back from the trash */
        post: operations["postResourceIdAttachmentsAttachmentRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{resource}/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A record's history, newest first: who, when, which action and each changed field old -> new (private values masked) */
        get: operations["getResourceIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{resource}/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A record's notes, oldest first (they are lines of its history too) */
        get: operations["getResourceIdNotes"];
        put?: never;
        /** Leave a note on a record (plain text); each user it mentions (@Full Name or @email) who may read the record is notified */
        post: operations["postResourceIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{resource}/{id}/notes/{note}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one's own note */
        delete: operations["deleteResourceIdNotesNote"];
        options?: never;
        head?: never;
        /** Change the text of one's own note; users it newly mentions are notified */
        patch: operations["patchResourceIdNotesNote"];
        trace?: never;
    };
    "/api/{resource}/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's saved views of a list */
        get: operations["getResourceViews"];
        put?: never;
        /** Save a view of a list */
        post: operations["postResourceViews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{resource}/views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a saved view */
        delete: operations["deleteResourceViewsId"];
        options?: never;
        head?: never;
        /** Change a saved view */
        patch: operations["patchResourceViewsId"];
        trace?: never;
    };
    "/api/accounting-home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The accounting home page's figures for a month */
        get: operations["getAccountingHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting-home/periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The closed months */
        get: operations["getAccountingHomePeriods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting-home/periods/{month}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a month: nothing dated in it may change
         * @description `month`: YYYY-MM; a bad one answers 400 with the catalogue's message.
         */
        post: operations["postAccountingHomePeriodsMonthClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounting-home/periods/{month}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a closed month
         * @description `month`: YYYY-MM; a bad one answers 400 with the catalogue's message.
         */
        post: operations["postAccountingHomePeriodsMonthReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance-days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List attendance-days */
        get: operations["getApiAttendanceDays"];
        put?: never;
        /** Create one of attendance-days */
        post: operations["postApiAttendanceDays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance-days/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of attendance-days */
        get: operations["getApiAttendanceDaysId"];
        put?: never;
        post?: never;
        /** Move one of attendance-days to the trash */
        delete: operations["deleteApiAttendanceDaysId"];
        options?: never;
        head?: never;
        /** Change one of attendance-days */
        patch: operations["patchApiAttendanceDaysId"];
        trace?: never;
    };
    "/api/attendance-days/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of attendance-days from the trash (within 48 hours) */
        post: operations["postApiAttendanceDaysIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance-days/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of attendance-days (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiAttendanceDaysBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance-days/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export attendance-days as CSV (the list's filters) */
        get: operations["getApiAttendanceDaysExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance-days/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import attendance-days from CSV (all or nothing) */
        post: operations["postApiAttendanceDaysImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance-monthly-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The monthly attendance report */
        get: operations["getAttendanceMonthlyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance-monthly-report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The monthly attendance report as CSV */
        get: operations["getAttendanceMonthlyReportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendance-monthly-report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The monthly attendance report as PDF */
        get: operations["getAttendanceMonthlyReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List attendances */
        get: operations["getApiAttendances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendances/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of attendances */
        get: operations["getApiAttendancesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change one of attendances */
        patch: operations["patchApiAttendancesId"];
        trace?: never;
    };
    "/api/attendances/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of attendances (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiAttendancesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendances/compute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compute a month's attendance sheets from the attendance days */
        post: operations["postAttendancesCompute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attendances/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export attendances as CSV (the list's filters) */
        get: operations["getApiAttendancesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every backup, newest first */
        get: operations["getBackups"];
        put?: never;
        /** Make a backup now (`Prefer: respond-async`: answer at once) */
        post: operations["postBackups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One backup */
        get: operations["getBackupsId"];
        put?: never;
        post?: never;
        /** Delete a backup and its file */
        delete: operations["deleteBackupsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A backup's file */
        get: operations["getBackupsIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore the database from a backup */
        post: operations["postBackupsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore the database from an uploaded backup file */
        post: operations["postBackupsRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank-transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bank-transactions */
        get: operations["getApiBankTransactions"];
        put?: never;
        /** Create one of bank-transactions */
        post: operations["postApiBankTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank-transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of bank-transactions */
        get: operations["getApiBankTransactionsId"];
        put?: never;
        post?: never;
        /** Move one of bank-transactions to the trash */
        delete: operations["deleteApiBankTransactionsId"];
        options?: never;
        head?: never;
        /** Change one of bank-transactions */
        patch: operations["patchApiBankTransactionsId"];
        trace?: never;
    };
    "/api/bank-transactions/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of bank-transactions from the trash (within 48 hours) */
        post: operations["postApiBankTransactionsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank-transactions/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank's balance over a period: opening, in, out, closing */
        get: operations["getBankTransactionsBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank-transactions/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of bank-transactions (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiBankTransactionsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank-transactions/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export bank-transactions as CSV (the list's filters) */
        get: operations["getApiBankTransactionsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bank-transactions/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import bank-transactions from CSV (all or nothing) */
        post: operations["postApiBankTransactionsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/behaviour-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List behaviour-logs */
        get: operations["getApiBehaviourLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/behaviour-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of behaviour-logs */
        get: operations["getApiBehaviourLogsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/behaviour-logs/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export behaviour-logs as CSV (the list's filters) */
        get: operations["getApiBehaviourLogsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/benefits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List benefits */
        get: operations["getApiBenefits"];
        put?: never;
        /** Create one of benefits */
        post: operations["postApiBenefits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/benefits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of benefits */
        get: operations["getApiBenefitsId"];
        put?: never;
        post?: never;
        /** Move one of benefits to the trash */
        delete: operations["deleteApiBenefitsId"];
        options?: never;
        head?: never;
        /** Change one of benefits */
        patch: operations["patchApiBenefitsId"];
        trace?: never;
    };
    "/api/benefits/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of benefits from the trash (within 48 hours) */
        post: operations["postApiBenefitsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/benefits/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of benefits (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiBenefitsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/benefits/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export benefits as CSV (the list's filters) */
        get: operations["getApiBenefitsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commission-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List commission-records */
        get: operations["getApiCommissionRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commission-records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of commission-records */
        get: operations["getApiCommissionRecordsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commission-records/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export commission-records as CSV (the list's filters) */
        get: operations["getApiCommissionRecordsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commission-records/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a month's commission records (again: replaced) */
        post: operations["postCommissionRecordsGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List commissions */
        get: operations["getApiCommissions"];
        put?: never;
        /** Create one of commissions */
        post: operations["postApiCommissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of commissions */
        get: operations["getApiCommissionsId"];
        put?: never;
        post?: never;
        /** Move one of commissions to the trash */
        delete: operations["deleteApiCommissionsId"];
        options?: never;
        head?: never;
        /** Change one of commissions */
        patch: operations["patchApiCommissionsId"];
        trace?: never;
    };
    "/api/commissions/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of commissions from the trash (within 48 hours) */
        post: operations["postApiCommissionsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commissions/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of commissions (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiCommissionsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commissions/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export commissions as CSV (the list's filters) */
        get: operations["getApiCommissionsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's details */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the company's details */
        patch: operations["patchCompany"];
        trace?: never;
    };
    "/api/company/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's logo */
        get: operations["getCompanyLogo"];
        /** Replace the company's logo (PNG, JPEG, at most 512 KB) */
        put: operations["putCompanyLogo"];
        post?: never;
        /** Remove the company's logo */
        delete: operations["deleteCompanyLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers */
        get: operations["getApiCustomers"];
        put?: never;
        /** Create one of customers */
        post: operations["postApiCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of customers */
        get: operations["getApiCustomersId"];
        put?: never;
        post?: never;
        /** Move one of customers to the trash */
        delete: operations["deleteApiCustomersId"];
        options?: never;
        head?: never;
        /** Change one of customers */
        patch: operations["patchApiCustomersId"];
        trace?: never;
    };
    "/api/customers/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of customers from the trash (within 48 hours) */
        post: operations["postApiCustomersIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of customers (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiCustomersBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export customers as CSV (the list's filters) */
        get: operations["getApiCustomersExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import customers from CSV (all or nothing) */
        post: operations["postApiCustomersImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customize/{resource}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A resource's customisation: custom fields (hidden and trashed too), declared fields' changes, list layout */
        get: operations["getCustomizeResource"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customize/{resource}/declared/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A declared field's labels and whether it is required */
        put: operations["putCustomizeResourceDeclaredName"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customize/{resource}/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a custom field */
        post: operations["postCustomizeResourceFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customize/{resource}/fields/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Move a custom field to the trash for 48 hours */
        delete: operations["deleteCustomizeResourceFieldsName"];
        options?: never;
        head?: never;
        /** Change, hide or move a custom field */
        patch: operations["patchCustomizeResourceFieldsName"];
        trace?: never;
    };
    "/api/customize/{resource}/fields/{name}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a custom field from the trash */
        post: operations["postCustomizeResourceFieldsNameRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customize/{resource}/layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The list's columns, sort and page size */
        put: operations["putCustomizeResourceLayout"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customize/{resource}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The custom fields' order */
        put: operations["putCustomizeResourceOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customize/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configuration as one file (configuration.schema.json) */
        get: operations["getCustomizeExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customize/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a configuration file: its changes and conflicts; applied all or nothing unless a dry run */
        post: operations["postCustomizeImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customize/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every custom resource, the trash too */
        get: operations["getCustomizeResources"];
        put?: never;
        /** Declare a custom resource: its table is created */
        post: operations["postCustomizeResources"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customize/resources/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One custom resource */
        get: operations["getCustomizeResourcesName"];
        put?: never;
        post?: never;
        /** Move a custom resource to the trash for 48 hours */
        delete: operations["deleteCustomizeResourcesName"];
        options?: never;
        head?: never;
        /** Rename, regroup, relabel a custom resource or change its fields */
        patch: operations["patchCustomizeResourcesName"];
        trace?: never;
    };
    "/api/customize/resources/{name}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a custom resource from the trash */
        post: operations["postCustomizeResourcesNameRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's period and the cards the user's roles see */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/{card}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dashboard card's figures */
        get: operations["getDashboardCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List designations */
        get: operations["getApiDesignations"];
        put?: never;
        /** Create one of designations */
        post: operations["postApiDesignations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of designations */
        get: operations["getApiDesignationsId"];
        put?: never;
        post?: never;
        /** Move one of designations to the trash */
        delete: operations["deleteApiDesignationsId"];
        options?: never;
        head?: never;
        /** Change one of designations */
        patch: operations["patchApiDesignationsId"];
        trace?: never;
    };
    "/api/designations/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of designations from the trash (within 48 hours) */
        post: operations["postApiDesignationsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designations/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of designations (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiDesignationsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/designations/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export designations as CSV (the list's filters) */
        get: operations["getApiDesignationsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API's reference, rendered from /api/openapi.json */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/scalar.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference's renderer (Scalar) */
        get: operations["getDocsScalarJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List employees */
        get: operations["getApiEmployees"];
        put?: never;
        /** Create one of employees */
        post: operations["postApiEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of employees */
        get: operations["getApiEmployeesId"];
        put?: never;
        post?: never;
        /** Move one of employees to the trash */
        delete: operations["deleteApiEmployeesId"];
        options?: never;
        head?: never;
        /** Change one of employees */
        patch: operations["patchApiEmployeesId"];
        trace?: never;
    };
    "/api/employees/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of employees from the trash (within 48 hours) */
        post: operations["postApiEmployeesIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of employees (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiEmployeesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export employees as CSV (the list's filters) */
        get: operations["getApiEmployeesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List expenses */
        get: operations["getApiExpenses"];
        put?: never;
        /** Create one of expenses */
        post: operations["postApiExpenses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expenses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of expenses */
        get: operations["getApiExpensesId"];
        put?: never;
        post?: never;
        /** Move one of expenses to the trash */
        delete: operations["deleteApiExpensesId"];
        options?: never;
        head?: never;
        /** Change one of expenses */
        patch: operations["patchApiExpensesId"];
        trace?: never;
    };
    "/api/expenses/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of expenses from the trash (within 48 hours) */
        post: operations["postApiExpensesIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expenses/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of expenses (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiExpensesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expenses/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export expenses as CSV (the list's filters) */
        get: operations["getApiExpensesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expenses/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import expenses from CSV (all or nothing) */
        post: operations["postApiExpensesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process is up and serving (no database call) */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List incomes */
        get: operations["getApiIncomes"];
        put?: never;
        /** Create one of incomes */
        post: operations["postApiIncomes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incomes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of incomes */
        get: operations["getApiIncomesId"];
        put?: never;
        post?: never;
        /** Move one of incomes to the trash */
        delete: operations["deleteApiIncomesId"];
        options?: never;
        head?: never;
        /** Change one of incomes */
        patch: operations["patchApiIncomesId"];
        trace?: never;
    };
    "/api/incomes/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of incomes from the trash (within 48 hours) */
        post: operations["postApiIncomesIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incomes/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of incomes (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiIncomesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incomes/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export incomes as CSV (the list's filters) */
        get: operations["getApiIncomesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/incomes/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import incomes from CSV (all or nothing) */
        post: operations["postApiIncomesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every message template, the defaults and the changed ones */
        get: operations["getMessageTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-templates/{event}/{channel}/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a message template */
        put: operations["putMessageTemplatesEventChannelLanguage"];
        post?: never;
        /** Reset a message template to its default */
        delete: operations["deleteMessageTemplatesEventChannelLanguage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meta/entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merged entity declarations, pages, policy rules and customisation version, as the user's roles receive them */
        get: operations["getMetaEntities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (text format), with the METRICS_TOKEN as a bearer token: 404 while none is set, 401 without it */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's notifications, newest first, with the unread count */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one notification read (`id`), or all of the user's */
        post: operations["postNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document: the API as the user's roles may call it (OpenAPI 3.1) */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List orders */
        get: operations["getApiOrders"];
        put?: never;
        /** Create one of orders */
        post: operations["postApiOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of orders */
        get: operations["getApiOrdersId"];
        put?: never;
        post?: never;
        /** Move one of orders to the trash */
        delete: operations["deleteApiOrdersId"];
        options?: never;
        head?: never;
        /** Change one of orders */
        patch: operations["patchApiOrdersId"];
        trace?: never;
    };
    "/api/orders/{id}/confirmation.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's confirmation as PDF, in the customer's language (?lang= for another) */
        get: operations["getOrdersIdConfirmationPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's sales invoice as PDF, in the customer's language (?lang= for another) */
        get: operations["getOrdersIdInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/message-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An order's message (its status change, or its confirmation's or invoice's e-mail) as the customer would get it (a draft, else the template in use) */
        post: operations["postOrdersIdMessagePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages sent to the customer about the order: queued, sent or failed */
        get: operations["getOrdersIdMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of orders from the trash (within 48 hours) */
        post: operations["postApiOrdersIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the order's confirmation or invoice to its customer, the PDF attached (queued while mail is not configured) */
        post: operations["postOrdersIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move an order to another status; the customer is told by e-mail and SMS as they chose */
        post: operations["postOrdersIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of orders (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiOrdersBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export orders as CSV (the list's filters) */
        get: operations["getApiOrdersExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List partners */
        get: operations["getApiPartners"];
        put?: never;
        /** Create one of partners */
        post: operations["postApiPartners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of partners */
        get: operations["getApiPartnersId"];
        put?: never;
        post?: never;
        /** Move one of partners to the trash */
        delete: operations["deleteApiPartnersId"];
        options?: never;
        head?: never;
        /** Change one of partners */
        patch: operations["patchApiPartnersId"];
        trace?: never;
    };
    "/api/partners/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record an advance received: a ledger credit and a partner_advance income */
        post: operations["postPartnersIdAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/{id}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A partner's ledger, oldest first, each entry with the running balance */
        get: operations["getPartnersIdLedger"];
        put?: never;
        /** Add a ledger entry: exactly one of debit and credit */
        post: operations["postPartnersIdLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/{id}/ledger/{entry}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse a ledger entry once with its mirror image (an advance's income too) */
        post: operations["postPartnersIdLedgerEntryReverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of partners from the trash (within 48 hours) */
        post: operations["postApiPartnersIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/{id}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Settle a partner whose ledger balances to zero */
        post: operations["postPartnersIdSettle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/{id}/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active employees matching the partner's skills, most matches first */
        get: operations["getPartnersIdSuggest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of partners (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiPartnersBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/partners/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export partners as CSV (the list's filters) */
        get: operations["getApiPartnersExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payment-methods */
        get: operations["getApiPaymentMethods"];
        put?: never;
        /** Create one of payment-methods */
        post: operations["postApiPaymentMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of payment-methods */
        get: operations["getApiPaymentMethodsId"];
        put?: never;
        post?: never;
        /** Move one of payment-methods to the trash */
        delete: operations["deleteApiPaymentMethodsId"];
        options?: never;
        head?: never;
        /** Change one of payment-methods */
        patch: operations["patchApiPaymentMethodsId"];
        trace?: never;
    };
    "/api/payment-methods/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of payment-methods from the trash (within 48 hours) */
        post: operations["postApiPaymentMethodsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of payment-methods (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiPaymentMethodsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-methods/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export payment-methods as CSV (the list's filters) */
        get: operations["getApiPaymentMethodsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payrolls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payrolls */
        get: operations["getApiPayrolls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payrolls/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of payrolls */
        get: operations["getApiPayrollsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payrolls/{id}/payslip.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payslip as PDF */
        get: operations["getPayrollsIdPayslipPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payrolls/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export payrolls as CSV (the list's filters) */
        get: operations["getApiPayrollsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payrolls/sheet.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A month's payroll sheet as PDF */
        get: operations["getPayrollsSheetPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payrolls/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A month's payroll totals */
        get: operations["getPayrollsTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List product-categories */
        get: operations["getApiProductCategories"];
        put?: never;
        /** Create one of product-categories */
        post: operations["postApiProductCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of product-categories */
        get: operations["getApiProductCategoriesId"];
        put?: never;
        post?: never;
        /** Move one of product-categories to the trash */
        delete: operations["deleteApiProductCategoriesId"];
        options?: never;
        head?: never;
        /** Change one of product-categories */
        patch: operations["patchApiProductCategoriesId"];
        trace?: never;
    };
    "/api/product-categories/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of product-categories from the trash (within 48 hours) */
        post: operations["postApiProductCategoriesIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-categories/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of product-categories (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiProductCategoriesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product-categories/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export product-categories as CSV (the list's filters) */
        get: operations["getApiProductCategoriesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products */
        get: operations["getApiProducts"];
        put?: never;
        /** Create one of products */
        post: operations["postApiProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of products */
        get: operations["getApiProductsId"];
        put?: never;
        post?: never;
        /** Move one of products to the trash */
        delete: operations["deleteApiProductsId"];
        options?: never;
        head?: never;
        /** Change one of products */
        patch: operations["patchApiProductsId"];
        trace?: never;
    };
    "/api/products/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of products from the trash (within 48 hours) */
        post: operations["postApiProductsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of products (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiProductsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export products as CSV (the list's filters) */
        get: operations["getApiProductsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import products from CSV (all or nothing) */
        post: operations["postApiProductsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List purchase-orders */
        get: operations["getApiPurchaseOrders"];
        put?: never;
        /** Create one of purchase-orders */
        post: operations["postApiPurchaseOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of purchase-orders */
        get: operations["getApiPurchaseOrdersId"];
        put?: never;
        post?: never;
        /** Move one of purchase-orders to the trash */
        delete: operations["deleteApiPurchaseOrdersId"];
        options?: never;
        head?: never;
        /** Change one of purchase-orders */
        patch: operations["patchApiPurchaseOrdersId"];
        trace?: never;
    };
    "/api/purchase-orders/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a purchase order: its stock comes in and its expense is booked, once */
        post: operations["postPurchaseOrdersIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-orders/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record one payment of a purchase order, never beyond its total */
        post: operations["postPurchaseOrdersIdPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-orders/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of purchase-orders from the trash (within 48 hours) */
        post: operations["postApiPurchaseOrdersIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-orders/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of purchase-orders (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiPurchaseOrdersBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export purchase-orders as CSV (the list's filters) */
        get: operations["getApiPurchaseOrdersExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List quotations */
        get: operations["getApiQuotations"];
        put?: never;
        /** Create one of quotations */
        post: operations["postApiQuotations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of quotations */
        get: operations["getApiQuotationsId"];
        put?: never;
        post?: never;
        /** Move one of quotations to the trash */
        delete: operations["deleteApiQuotationsId"];
        options?: never;
        head?: never;
        /** Change one of quotations */
        patch: operations["patchApiQuotationsId"];
        trace?: never;
    };
    "/api/quotations/{id}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Convert an accepted quotation into an order (and its service invoice) */
        post: operations["postQuotationsIdConvert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotations/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of quotations as PDF */
        get: operations["getQuotationsIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotations/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of quotations from the trash (within 48 hours) */
        post: operations["postApiQuotationsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotations/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail one of quotations as PDF to its customer */
        post: operations["postQuotationsIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a quotation to another status */
        post: operations["postQuotationsIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotations/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of quotations (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiQuotationsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotations/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export quotations as CSV (the list's filters) */
        get: operations["getApiQuotationsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers and every migration is applied (503 otherwise) */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/closing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The closing report: each section's first rows, totals, the chart
         * @description Parameters: month; sections: figures.
         */
        get: operations["getReportsClosing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/closing.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the closing report as CSV, every row
         * @description Parameters: month; sections: figures.
         */
        get: operations["getReportsClosingCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/closing.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The closing report as PDF
         * @description Parameters: month; sections: figures.
         */
        get: operations["getReportsClosingPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The due report: each section's first rows, totals, the chart
         * @description Parameters: month; sections: receivables, payables.
         */
        get: operations["getReportsDue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/due.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the due report as CSV, every row
         * @description Parameters: month; sections: receivables, payables.
         */
        get: operations["getReportsDueCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/due.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The due report as PDF
         * @description Parameters: month; sections: receivables, payables.
         */
        get: operations["getReportsDuePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/income-statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The income-statement report: each section's first rows, totals, the chart
         * @description Parameters: year; sections: by-month, expenses-by-usage.
         */
        get: operations["getReportsIncomeStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/income-statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the income-statement report as CSV, every row
         * @description Parameters: year; sections: by-month, expenses-by-usage.
         */
        get: operations["getReportsIncomeStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/income-statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The income-statement report as PDF
         * @description Parameters: year; sections: by-month, expenses-by-usage.
         */
        get: operations["getReportsIncomeStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/invoice-tax": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice-tax report: each section's first rows, totals, the chart
         * @description Parameters: month-rate; sections: invoices.
         */
        get: operations["getReportsInvoiceTax"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/invoice-tax.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the invoice-tax report as CSV, every row
         * @description Parameters: month-rate; sections: invoices.
         */
        get: operations["getReportsInvoiceTaxCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/invoice-tax.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice-tax report as PDF
         * @description Parameters: month-rate; sections: invoices.
         */
        get: operations["getReportsInvoiceTaxPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/profit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The profit report: each section's first rows, totals, the chart
         * @description Parameters: period; sections: by-product, by-month.
         */
        get: operations["getReportsProfit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/profit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the profit report as CSV, every row
         * @description Parameters: period; sections: by-product, by-month.
         */
        get: operations["getReportsProfitCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/profit.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The profit report as PDF
         * @description Parameters: period; sections: by-product, by-month.
         */
        get: operations["getReportsProfitPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The purchase report: each section's first rows, totals, the chart
         * @description Parameters: period; sections: by-vendor, by-product.
         */
        get: operations["getReportsPurchase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/purchase.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the purchase report as CSV, every row
         * @description Parameters: period; sections: by-vendor, by-product.
         */
        get: operations["getReportsPurchaseCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/purchase.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The purchase report as PDF
         * @description Parameters: period; sections: by-vendor, by-product.
         */
        get: operations["getReportsPurchasePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sales report: each section's first rows, totals, the chart
         * @description Parameters: period; sections: by-product, by-customer, by-salesperson, by-month.
         */
        get: operations["getReportsSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/sales.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the sales report as CSV, every row
         * @description Parameters: period; sections: by-product, by-customer, by-salesperson, by-month.
         */
        get: operations["getReportsSalesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/sales.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sales report as PDF
         * @description Parameters: period; sections: by-product, by-customer, by-salesperson, by-month.
         */
        get: operations["getReportsSalesPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/shipping-cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shipping-cost report: each section's first rows, totals, the chart
         * @description Parameters: period; sections: by-month, by-customer.
         */
        get: operations["getReportsShippingCost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/shipping-cost.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the shipping-cost report as CSV, every row
         * @description Parameters: period; sections: by-month, by-customer.
         */
        get: operations["getReportsShippingCostCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/shipping-cost.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shipping-cost report as PDF
         * @description Parameters: period; sections: by-month, by-customer.
         */
        get: operations["getReportsShippingCostPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stock report: each section's first rows, totals, the chart
         * @description Parameters: period; sections: by-product.
         */
        get: operations["getReportsStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/stock.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the stock report as CSV, every row
         * @description Parameters: period; sections: by-product.
         */
        get: operations["getReportsStockCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/stock.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stock report as PDF
         * @description Parameters: period; sections: by-product.
         */
        get: operations["getReportsStockPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The summary report: each section's first rows, totals, the chart
         * @description Parameters: year; sections: by-month.
         */
        get: operations["getReportsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/summary.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the summary report as CSV, every row
         * @description Parameters: year; sections: by-month.
         */
        get: operations["getReportsSummaryCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/summary.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The summary report as PDF
         * @description Parameters: year; sections: by-month.
         */
        get: operations["getReportsSummaryPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/tax": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tax report: each section's first rows, totals, the chart
         * @description Parameters: month-rate; sections: orders.
         */
        get: operations["getReportsTax"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/tax.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section of the tax report as CSV, every row
         * @description Parameters: month-rate; sections: orders.
         */
        get: operations["getReportsTaxCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/tax.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tax report as PDF
         * @description Parameters: month-rate; sections: orders.
         */
        get: operations["getReportsTaxPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every role: the seed roles and the created ones */
        get: operations["getRoles"];
        put?: never;
        /** Create a role with its grants */
        post: operations["postRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{role}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role */
        get: operations["getRolesRole"];
        /** A role's grants and private-field reading */
        put: operations["putRolesRole"];
        post?: never;
        /** Delete a created role no user holds */
        delete: operations["deleteRolesRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List salaries */
        get: operations["getApiSalaries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salaries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of salaries */
        get: operations["getApiSalariesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change one of salaries */
        patch: operations["patchApiSalariesId"];
        trace?: never;
    };
    "/api/salaries/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of salaries (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiSalariesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salaries/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export salaries as CSV (the list's filters) */
        get: operations["getApiSalariesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salaries/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a month's salaries from the attendance sheets */
        post: operations["postSalariesGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salaries/months": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The months with salaries and their totals */
        get: operations["getSalariesMonths"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/salaries/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a month's salaries (or one employee's): one salary expense per payment */
        post: operations["postSalariesPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search every record, page and action the user's roles may use (the admin's Ctrl+K) */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List service-categories */
        get: operations["getApiServiceCategories"];
        put?: never;
        /** Create one of service-categories */
        post: operations["postApiServiceCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of service-categories */
        get: operations["getApiServiceCategoriesId"];
        put?: never;
        post?: never;
        /** Move one of service-categories to the trash */
        delete: operations["deleteApiServiceCategoriesId"];
        options?: never;
        head?: never;
        /** Change one of service-categories */
        patch: operations["patchApiServiceCategoriesId"];
        trace?: never;
    };
    "/api/service-categories/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of service-categories from the trash (within 48 hours) */
        post: operations["postApiServiceCategoriesIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-categories/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of service-categories (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiServiceCategoriesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-categories/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export service-categories as CSV (the list's filters) */
        get: operations["getApiServiceCategoriesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List service-invoices */
        get: operations["getApiServiceInvoices"];
        put?: never;
        /** Create one of service-invoices */
        post: operations["postApiServiceInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of service-invoices */
        get: operations["getApiServiceInvoicesId"];
        put?: never;
        post?: never;
        /** Move one of service-invoices to the trash */
        delete: operations["deleteApiServiceInvoicesId"];
        options?: never;
        head?: never;
        /** Change one of service-invoices */
        patch: operations["patchApiServiceInvoicesId"];
        trace?: never;
    };
    "/api/service-invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of service-invoices as PDF */
        get: operations["getServiceInvoicesIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-invoices/{id}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR code of one of service-invoices (PNG) */
        get: operations["getServiceInvoicesIdQrPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-invoices/{id}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR code of one of service-invoices (SVG) */
        get: operations["getServiceInvoicesIdQrSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-invoices/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of service-invoices from the trash (within 48 hours) */
        post: operations["postApiServiceInvoicesIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-invoices/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail one of service-invoices as PDF to its customer */
        post: operations["postServiceInvoicesIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-invoices/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a service invoice to another status */
        post: operations["postServiceInvoicesIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-invoices/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of service-invoices (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiServiceInvoicesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-invoices/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export service-invoices as CSV (the list's filters) */
        get: operations["getApiServiceInvoicesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List service-plans */
        get: operations["getApiServicePlans"];
        put?: never;
        /** Create one of service-plans */
        post: operations["postApiServicePlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of service-plans */
        get: operations["getApiServicePlansId"];
        put?: never;
        post?: never;
        /** Move one of service-plans to the trash */
        delete: operations["deleteApiServicePlansId"];
        options?: never;
        head?: never;
        /** Change one of service-plans */
        patch: operations["patchApiServicePlansId"];
        trace?: never;
    };
    "/api/service-plans/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of service-plans from the trash (within 48 hours) */
        post: operations["postApiServicePlansIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-plans/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of service-plans (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiServicePlansBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-plans/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export service-plans as CSV (the list's filters) */
        get: operations["getApiServicePlansExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List service-units */
        get: operations["getApiServiceUnits"];
        put?: never;
        /** Create one of service-units */
        post: operations["postApiServiceUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of service-units */
        get: operations["getApiServiceUnitsId"];
        put?: never;
        post?: never;
        /** Move one of service-units to the trash */
        delete: operations["deleteApiServiceUnitsId"];
        options?: never;
        head?: never;
        /** Change one of service-units */
        patch: operations["patchApiServiceUnitsId"];
        trace?: never;
    };
    "/api/service-units/{id}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR code of one of service-units (PNG) */
        get: operations["getServiceUnitsIdQrPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-units/{id}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The QR code of one of service-units (SVG) */
        get: operations["getServiceUnitsIdQrSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-units/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of service-units from the trash (within 48 hours) */
        post: operations["postApiServiceUnitsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-units/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of service-units (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiServiceUnitsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-units/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export service-units as CSV (the list's filters) */
        get: operations["getApiServiceUnitsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The software settings (secrets never sent back) */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the software settings */
        patch: operations["patchSettings"];
        trace?: never;
    };
    "/api/settings/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The currency's code and symbol (every signed-in user) */
        get: operations["getSettingsCurrency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/test-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test e-mail through the mail settings */
        post: operations["postSettingsTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/test-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test SMS through the SMS provider */
        post: operations["postSettingsTestSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stock-levels */
        get: operations["getApiStockLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-levels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of stock-levels */
        get: operations["getApiStockLevelsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-levels/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export stock-levels as CSV (the list's filters) */
        get: operations["getApiStockLevelsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stock-movements */
        get: operations["getApiStockMovements"];
        put?: never;
        /** Create one of stock-movements */
        post: operations["postApiStockMovements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-movements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of stock-movements */
        get: operations["getApiStockMovementsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-movements/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export stock-movements as CSV (the list's filters) */
        get: operations["getApiStockMovementsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock-movements/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import stock-movements from CSV (all or nothing) */
        post: operations["postApiStockMovementsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List taxes */
        get: operations["getApiTaxes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of taxes */
        get: operations["getApiTaxesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxes/{id}/lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tax run's lines, one per order (total in X-Total-Count) */
        get: operations["getTaxesIdLines"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxes/{id}/lines.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tax run's lines as CSV */
        get: operations["getTaxesIdLinesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxes/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export taxes as CSV (the list's filters) */
        get: operations["getApiTaxesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/taxes/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a month's tax on the orders at a rate */
        post: operations["postTaxesRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users */
        get: operations["getApiUsers"];
        put?: never;
        /** Create one of users */
        post: operations["postApiUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of users */
        get: operations["getApiUsersId"];
        put?: never;
        post?: never;
        /** Move one of users to the trash */
        delete: operations["deleteApiUsersId"];
        options?: never;
        head?: never;
        /** Change one of users */
        patch: operations["patchApiUsersId"];
        trace?: never;
    };
    "/api/users/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of users from the trash (within 48 hours) */
        post: operations["postApiUsersIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of users (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiUsersBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export users as CSV (the list's filters) */
        get: operations["getApiUsersExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vendors */
        get: operations["getApiVendors"];
        put?: never;
        /** Create one of vendors */
        post: operations["postApiVendors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of vendors */
        get: operations["getApiVendorsId"];
        put?: never;
        post?: never;
        /** Move one of vendors to the trash */
        delete: operations["deleteApiVendorsId"];
        options?: never;
        head?: never;
        /** Change one of vendors */
        patch: operations["patchApiVendorsId"];
        trace?: never;
    };
    "/api/vendors/{id}/purchase-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vendor's purchase orders: how many, their total, paid and due */
        get: operations["getVendorsIdPurchaseSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendors/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of vendors from the trash (within 48 hours) */
        post: operations["postApiVendorsIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendors/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of vendors (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiVendorsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendors/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export vendors as CSV (the list's filters) */
        get: operations["getApiVendorsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendors/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import vendors from CSV (all or nothing) */
        post: operations["postApiVendorsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vouchers */
        get: operations["getApiVouchers"];
        put?: never;
        /** Create one of vouchers */
        post: operations["postApiVouchers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of vouchers */
        get: operations["getApiVouchersId"];
        put?: never;
        post?: never;
        /** Move one of vouchers to the trash */
        delete: operations["deleteApiVouchersId"];
        options?: never;
        head?: never;
        /** Change one of vouchers */
        patch: operations["patchApiVouchersId"];
        trace?: never;
    };
    "/api/vouchers/{id}/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post a voucher (its lines balance) */
        post: operations["postVouchersIdPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of vouchers from the trash (within 48 hours) */
        post: operations["postApiVouchersIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reverse a posted voucher with its mirror image, dated today unless given */
        post: operations["postVouchersIdReverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of vouchers (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiVouchersBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export vouchers as CSV (the list's filters) */
        get: operations["getApiVouchersExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        "attendance-days": {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date */
            date?: string;
            /** Format: date-time */
            deleted_at?: string | null;
            /** @description id of employees */
            employee_id?: number;
            end_time?: string;
            id: number;
            start_time?: string;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        "attendance-daysCreate": {
            /** Format: date */
            date?: string;
            /** @description id of employees */
            employee_id: number;
            end_time: string;
            start_time: string;
        };
        "attendance-daysPatch": {
            /** Format: date */
            date?: string;
            /** @description id of employees */
            employee_id?: number;
            end_time?: string;
            start_time?: string;
        };
        attendances: {
            annual_leave_days?: number | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            days_worked?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            /** @description id of employees */
            employee_id?: number | null;
            id: number;
            late_hours?: number | null;
            no_pay_leave_days?: number | null;
            ot_hours?: number | null;
            sick_leave_days?: number | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
            working_hours?: number | null;
            year_month?: string | null;
        };
        attendancesPatch: {
            /** @default 0 */
            annual_leave_days: number | null;
            /** @default 0 */
            no_pay_leave_days: number | null;
            /** @default 0 */
            sick_leave_days: number | null;
        };
        "bank-transactions": {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** @description money, two decimals */
            credit?: string | null;
            /** Format: date */
            date?: string;
            /** @description money, two decimals */
            debit?: string | null;
            /** Format: date-time */
            deleted_at?: string | null;
            description?: string | null;
            holder_name?: string;
            id: number;
            transaction_number?: string;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        "bank-transactionsCreate": {
            /**
             * @description money, two decimals
             * @default 0.00
             */
            credit: string | null;
            /** Format: date */
            date?: string;
            /**
             * @description money, two decimals
             * @default 0.00
             */
            debit: string | null;
            description?: string | null;
            holder_name: string;
            transaction_number: string;
        };
        "bank-transactionsPatch": {
            /**
             * @description money, two decimals
             * @default 0.00
             */
            credit: string | null;
            /** Format: date */
            date?: string;
            /**
             * @description money, two decimals
             * @default 0.00
             */
            debit: string | null;
            description?: string | null;
            holder_name?: string;
            transaction_number?: string;
        };
        "behaviour-logs": {
            /** @enum {string} */
            action?: "sign-in" | "sign-out" | "sign-in-failed" | "create" | "update" | "delete" | "restore" | "status" | "import" | "generate" | "bulk" | "send" | "post" | "reverse" | "run" | "complete" | "pay" | "advance" | "ledger" | "settle" | "compute" | "convert" | "add-field" | "change-field" | "delete-field" | "restore-field" | "relabel" | "arrange" | "add-resource" | "change-resource" | "delete-resource" | "restore-resource" | "test-email" | "test-sms" | "preview" | "backup" | "close" | "reopen";
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            detail?: unknown | null;
            /** Format: email */
            email?: string | null;
            id: number;
            ip?: string | null;
            request_id?: string | null;
            target?: string | null;
            target_id?: number | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
            /** @description id of users */
            user_id?: number | null;
        };
        benefits: {
            content?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            id: number;
            title?: string;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        benefitsCreate: {
            content?: string | null;
            title: string;
        };
        benefitsPatch: {
            content?: string | null;
            title?: string;
        };
        "commission-records": {
            /** @description money, two decimals */
            amount?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            /** @description id of employees */
            employee_id?: number | null;
            id: number;
            month?: string | null;
            orders?: number | null;
            percentage?: number | null;
            /** @description money, two decimals */
            sales?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        commissions: {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            /** @description id of employees */
            employee_id?: number;
            id: number;
            percentage?: number;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        commissionsCreate: {
            /** @description id of employees */
            employee_id: number;
            percentage: number;
        };
        commissionsPatch: {
            /** @description id of employees */
            employee_id?: number;
            percentage?: number;
        };
        customers: {
            address?: string | null;
            /** @description money, two decimals */
            advance?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            custom_info?: {
                key: string;
                value: string;
            }[] | null;
            /** Format: date-time */
            deleted_at?: string | null;
            /** Format: email */
            email?: string | null;
            id: number;
            /** @enum {string|null} */
            language?: "en" | "zh_Hant" | null;
            name?: string;
            notify_by?: ("email" | "sms")[] | null;
            /** @description E.164 (a number without a country code is a Hong Kong one) */
            phone?: string | null;
            /** @enum {string} */
            status?: "active" | "settled";
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        customersCreate: {
            address?: string | null;
            /**
             * @description money, two decimals
             * @default 0.00
             */
            advance: string | null;
            custom_info?: {
                key: string;
                value: string;
            }[] | null;
            /** Format: email */
            email?: string | null;
            /** @enum {string|null} */
            language?: "en" | "zh_Hant" | null;
            name: string;
            /**
             * @default [
             *       "email"
             *     ]
             */
            notify_by: ("email" | "sms")[] | null;
            /** @description E.164 (a number without a country code is a Hong Kong one) */
            phone?: string | null;
            /**
             * @default active
             * @enum {string}
             */
            status: "active" | "settled";
        };
        customersPatch: {
            address?: string | null;
            /**
             * @description money, two decimals
             * @default 0.00
             */
            advance: string | null;
            custom_info?: {
                key: string;
                value: string;
            }[] | null;
            /** Format: email */
            email?: string | null;
            /** @enum {string|null} */
            language?: "en" | "zh_Hant" | null;
            name?: string;
            /**
             * @default [
             *       "email"
             *     ]
             */
            notify_by: ("email" | "sms")[] | null;
            /** @description E.164 (a number without a country code is a Hong Kong one) */
            phone?: string | null;
            /**
             * @default active
             * @enum {string}
             */
            status: "active" | "settled";
        };
        designations: {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            id: number;
            title?: string;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        designationsCreate: {
            title: string;
        };
        designationsPatch: {
            title?: string;
        };
        employees: {
            address?: string | null;
            bank_account?: string | null;
            bank_name?: string | null;
            benefit_ids?: number[] | null;
            /** Format: email */
            company_email?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date */
            date_of_birth?: string | null;
            /** Format: date-time */
            deleted_at?: string | null;
            department?: string | null;
            /** @description id of designations */
            designation_id?: number | null;
            full_name?: string;
            /** Format: date */
            hire_date?: string | null;
            /** @description Hong Kong identity card number */
            hk_id?: string | null;
            id: number;
            name?: string;
            /** Format: email */
            personal_email?: string | null;
            /** @description E.164 (a number without a country code is a Hong Kong one) */
            phone?: string | null;
            /** @description money, two decimals */
            salary?: string | null;
            /** @enum {string} */
            status?: "active" | "inactive";
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        employeesCreate: {
            address?: string | null;
            bank_account?: string | null;
            bank_name?: string | null;
            benefit_ids?: number[] | null;
            /** Format: email */
            company_email?: string | null;
            /** Format: date */
            date_of_birth?: string | null;
            department?: string | null;
            /** @description id of designations */
            designation_id?: number | null;
            full_name: string;
            /** Format: date */
            hire_date?: string | null;
            /** @description Hong Kong identity card number */
            hk_id?: string | null;
            name: string;
            /** Format: email */
            personal_email?: string | null;
            /** @description E.164 (a number without a country code is a Hong Kong one) */
            phone?: string | null;
            /** @description money, two decimals */
            salary?: string | null;
            /**
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        employeesPatch: {
            address?: string | null;
            bank_account?: string | null;
            bank_name?: string | null;
            benefit_ids?: number[] | null;
            /** Format: email */
            company_email?: string | null;
            /** Format: date */
            date_of_birth?: string | null;
            department?: string | null;
            /** @description id of designations */
            designation_id?: number | null;
            full_name?: string;
            /** Format: date */
            hire_date?: string | null;
            /** @description Hong Kong identity card number */
            hk_id?: string | null;
            name?: string;
            /** Format: email */
            personal_email?: string | null;
            /** @description E.164 (a number without a country code is a Hong Kong one) */
            phone?: string | null;
            /** @description money, two decimals */
            salary?: string | null;
            /**
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        Error: {
            errors?: {
                [key: string]: string;
            };
            message: string;
        };
        expenses: {
            /** @description money, two decimals */
            amount?: string;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date */
            date?: string;
            /** Format: date-time */
            deleted_at?: string | null;
            description?: string | null;
            id: number;
            paid_by?: string | null;
            payment_method?: string | null;
            reference?: string | null;
            reference_id?: number | null;
            reversal_of?: number | null;
            reversed_by?: number | null;
            /** @enum {string|null} */
            source?: "normal" | "purchase_order" | "salary" | "refund" | null;
            transaction_id?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
            usage?: string;
        };
        expensesCreate: {
            /** @description money, two decimals */
            amount: string;
            /** Format: date */
            date?: string;
            description?: string | null;
            paid_by?: string | null;
            payment_method?: string | null;
            reference?: string | null;
            transaction_id?: string | null;
            usage: string;
        };
        expensesPatch: {
            /** @description money, two decimals */
            amount?: string;
            /** Format: date */
            date?: string;
            description?: string | null;
            paid_by?: string | null;
            payment_method?: string | null;
            reference?: string | null;
            transaction_id?: string | null;
            usage?: string;
        };
        incomes: {
            /** @description money, two decimals */
            amount?: string;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** @description id of customers */
            customer_id?: number | null;
            /** Format: date */
            date?: string;
            /** Format: date-time */
            deleted_at?: string | null;
            description?: string | null;
            id: number;
            partner_id?: number | null;
            payment_method?: string | null;
            reference?: string | null;
            reference_id?: number | null;
            reversal_of?: number | null;
            reversed_by?: number | null;
            /** @enum {string|null} */
            source?: "normal" | "partner_advance" | "purchase_order" | "sales_order" | "service_invoice" | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        incomesCreate: {
            /** @description money, two decimals */
            amount: string;
            /** @description id of customers */
            customer_id?: number | null;
            /** Format: date */
            date?: string;
            description?: string | null;
            payment_method?: string | null;
            reference?: string | null;
        };
        incomesPatch: {
            /** @description money, two decimals */
            amount?: string;
            /** @description id of customers */
            customer_id?: number | null;
            /** Format: date */
            date?: string;
            description?: string | null;
            payment_method?: string | null;
            reference?: string | null;
        };
        orders: {
            /** Format: date-time */
            completed_at?: string | null;
            /** Format: date */
            completed_on?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** @description id of customers */
            customer_id?: number;
            /** Format: date-time */
            deleted_at?: string | null;
            /** @description id of employees */
            employee_id?: number | null;
            /** Format: date */
            expiration?: string | null;
            id: number;
            lines?: {
                /** @description money, two decimals */
                amount?: string | null;
                id: number;
                /** @description money, two decimals */
                price?: string | null;
                /** @description id of products */
                product_id?: number;
                quantity?: number;
            }[];
            number?: string | null;
            /** Format: date */
            order_date?: string;
            payment_method?: string;
            reason?: string | null;
            /** Format: date */
            refunded_on?: string | null;
            /** @description money, two decimals */
            shipping_cost?: string | null;
            /** @enum {string|null} */
            status?: "pending" | "processing" | "shipping" | "completed" | "returning" | "cancelled" | "refunded" | null;
            /** @description money, two decimals */
            total?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        ordersCreate: {
            /** @description id of customers */
            customer_id: number;
            /** @description id of employees */
            employee_id?: number | null;
            /** Format: date */
            expiration?: string | null;
            lines: {
                /** @description id of products */
                product_id: number;
                quantity: number;
            }[];
            /** Format: date */
            order_date?: string;
            payment_method: string;
            reason?: string | null;
            /**
             * @description money, two decimals
             * @default 0.00
             */
            shipping_cost: string | null;
        };
        ordersPatch: {
            /** @description id of customers */
            customer_id?: number;
            /** @description id of employees */
            employee_id?: number | null;
            /** Format: date */
            expiration?: string | null;
            lines?: {
                /** @description id of products */
                product_id: number;
                quantity: number;
            }[];
            /** Format: date */
            order_date?: string;
            payment_method?: string;
            reason?: string | null;
            /**
             * @description money, two decimals
             * @default 0.00
             */
            shipping_cost: string | null;
        };
        partners: {
            /** @description money, two decimals */
            advance?: string | null;
            /** @description money, two decimals */
            balance?: string | null;
            company_name?: string;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            experience_years?: number | null;
            id: number;
            industry?: string | null;
            personnel?: {
                /** @description id of employees */
                employee_id?: number;
                /** Format: date */
                from_date?: string | null;
                id: number;
                role?: string | null;
                /** Format: date */
                to_date?: string | null;
            }[] | null;
            skills?: unknown | null;
            /** @enum {string|null} */
            status?: "active" | "settled" | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        partnersCreate: {
            company_name: string;
            experience_years?: number | null;
            industry?: string | null;
            personnel?: {
                /** @description id of employees */
                employee_id: number;
                /** Format: date */
                from_date?: string | null;
                role?: string | null;
                /** Format: date */
                to_date?: string | null;
            }[] | null;
            skills?: unknown | null;
        };
        partnersPatch: {
            company_name?: string;
            experience_years?: number | null;
            industry?: string | null;
            personnel?: {
                /** @description id of employees */
                employee_id: number;
                /** Format: date */
                from_date?: string | null;
                role?: string | null;
                /** Format: date */
                to_date?: string | null;
            }[] | null;
            skills?: unknown | null;
        };
        "payment-methods": {
            active?: boolean | null;
            code?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            id: number;
            name?: string;
            name_zh_hant?: string;
            sort_order?: number | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        "payment-methodsCreate": {
            /** @default true */
            active: boolean | null;
            code?: string | null;
            name: string;
            name_zh_hant: string;
            /** @default 100 */
            sort_order: number | null;
        };
        "payment-methodsPatch": {
            /** @default true */
            active: boolean | null;
            code?: string | null;
            name?: string;
            name_zh_hant?: string;
            /** @default 100 */
            sort_order: number | null;
        };
        payrolls: {
            /** @description money, two decimals */
            actual_amount?: string | null;
            /** @description money, two decimals */
            adjustment?: string | null;
            amount_unit?: string | null;
            /** @description money, two decimals */
            basic_salary?: string | null;
            /** @description money, two decimals */
            commission?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** @description money, two decimals */
            deduction?: string | null;
            /** Format: date-time */
            deleted_at?: string | null;
            /** @description id of employees */
            employee_id?: number | null;
            /** @description money, two decimals */
            employer_mpf?: string | null;
            id: number;
            month?: string | null;
            /** @description money, two decimals */
            no_pay_leave?: string | null;
            no_pay_leave_days?: number | null;
            /** @description money, two decimals */
            ot_bonus?: string | null;
            ot_hours?: number | null;
            ot_multiplier?: number | null;
            /** @description money, two decimals */
            payable?: string | null;
            /** @description id of salaries */
            salary_id?: number | null;
            signature?: string | null;
            /** @enum {string|null} */
            status?: "unpaid" | "paid" | null;
            /** @description money, two decimals */
            subtotal?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
            working_days?: number | null;
        };
        "product-categories": {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            description?: string | null;
            id: number;
            name?: string;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        "product-categoriesCreate": {
            description?: string | null;
            name: string;
        };
        "product-categoriesPatch": {
            description?: string | null;
            name?: string;
        };
        products: {
            /** @description id of product-categories */
            category_id?: number | null;
            code?: string;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            description?: string | null;
            id: number;
            name?: string;
            /** @description money, two decimals */
            price?: string;
            reorder_level?: number | null;
            uom?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        productsCreate: {
            /** @description id of product-categories */
            category_id?: number | null;
            code: string;
            description?: string | null;
            name: string;
            /** @description money, two decimals */
            price: string;
            reorder_level?: number | null;
            /** @default pcs */
            uom: string | null;
        };
        productsPatch: {
            /** @description id of product-categories */
            category_id?: number | null;
            code?: string;
            description?: string | null;
            name?: string;
            /** @description money, two decimals */
            price?: string;
            reorder_level?: number | null;
            /** @default pcs */
            uom: string | null;
        };
        "purchase-orders": {
            /** Format: date-time */
            completed_at?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            /** @description money, two decimals */
            due?: string | null;
            id: number;
            items?: {
                /** @description money, two decimals */
                amount?: string | null;
                id: number;
                /** @description id of products */
                product_id?: number;
                quantity?: number;
                /** @description money, two decimals */
                unit_cost?: string;
            }[];
            number?: string | null;
            /** Format: date */
            order_date?: string;
            /** @description money, two decimals */
            paid?: string | null;
            payments?: {
                /** @description money, two decimals */
                amount?: string;
                /** Format: date */
                date?: string;
                id: number;
                payment_method?: string;
                transaction_id?: string | null;
            }[] | null;
            /** Format: date */
            received_on?: string | null;
            /** @enum {string|null} */
            status?: "pending" | "completed" | null;
            /** @description money, two decimals */
            total?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
            /** @description id of vendors */
            vendor_id?: number;
        };
        "purchase-ordersCreate": {
            items: {
                /** @description id of products */
                product_id: number;
                quantity: number;
                /** @description money, two decimals */
                unit_cost: string;
            }[];
            /** Format: date */
            order_date?: string;
            payments?: {
                /** @description money, two decimals */
                amount: string;
                /** Format: date */
                date: string;
                payment_method: string;
                transaction_id?: string | null;
            }[] | null;
            /** @description id of vendors */
            vendor_id: number;
        };
        "purchase-ordersPatch": {
            items?: {
                /** @description id of products */
                product_id: number;
                quantity: number;
                /** @description money, two decimals */
                unit_cost: string;
            }[];
            /** Format: date */
            order_date?: string;
            payments?: {
                /** @description money, two decimals */
                amount: string;
                /** Format: date */
                date: string;
                payment_method: string;
                transaction_id?: string | null;
            }[] | null;
            /** @description id of vendors */
            vendor_id?: number;
        };
        quotations: {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** @description id of customers */
            customer_id?: number;
            /** Format: date-time */
            deleted_at?: string | null;
            id: number;
            lines?: {
                id: number;
                /** @enum {string} */
                item_type?: "service_plan" | "service_unit" | "product";
                /** @description money, two decimals */
                price?: string | null;
                /** @description id of products */
                product_id?: number | null;
                quantity?: number;
                /** @description id of service-plans */
                service_plan_id?: number | null;
                /** @description id of service-units */
                service_unit_id?: number | null;
                /** @description money, two decimals */
                subtotal?: string | null;
            }[];
            name?: string;
            number?: string | null;
            /** @description id of orders */
            order_id?: number | null;
            /** Format: date */
            quotation_date?: string;
            remarks?: string | null;
            /** @description id of service-invoices */
            service_invoice_id?: number | null;
            /** @enum {string|null} */
            status?: "draft" | "sent" | "accepted" | "rejected" | "expired" | "converted" | null;
            /** @description money, two decimals */
            total?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
            /** Format: date */
            valid_until?: string | null;
        };
        quotationsCreate: {
            /** @description id of customers */
            customer_id: number;
            lines: {
                /**
                 * @default service_plan
                 * @enum {string}
                 */
                item_type: "service_plan" | "service_unit" | "product";
                /** @description id of products */
                product_id?: number | null;
                /** @default 1 */
                quantity: number;
                /** @description id of service-plans */
                service_plan_id?: number | null;
                /** @description id of service-units */
                service_unit_id?: number | null;
            }[];
            name: string;
            /** Format: date */
            quotation_date?: string;
            remarks?: string | null;
            /** Format: date */
            valid_until?: string | null;
        };
        quotationsPatch: {
            /** @description id of customers */
            customer_id?: number;
            lines?: {
                /**
                 * @default service_plan
                 * @enum {string}
                 */
                item_type: "service_plan" | "service_unit" | "product";
                /** @description id of products */
                product_id?: number | null;
                /** @default 1 */
                quantity: number;
                /** @description id of service-plans */
                service_plan_id?: number | null;
                /** @description id of service-units */
                service_unit_id?: number | null;
            }[];
            name?: string;
            /** Format: date */
            quotation_date?: string;
            remarks?: string | null;
            /** Format: date */
            valid_until?: string | null;
        };
        salaries: {
            adjustments?: {
                /** @description money, two decimals */
                amount?: string;
                id: number;
                reason?: string;
            }[] | null;
            /** @description money, two decimals */
            basic_salary?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            /** @description id of employees */
            employee_id?: number | null;
            id: number;
            month?: string | null;
            /** Format: date-time */
            paid_at?: string | null;
            payment_id?: number | null;
            /** Format: date */
            salary_date?: string | null;
            /** @enum {string|null} */
            status?: "unpaid" | "paid" | null;
            /** @description money, two decimals */
            total?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        salariesPatch: {
            adjustments?: {
                /** @description money, two decimals */
                amount: string;
                reason: string;
            }[] | null;
        };
        "service-categories": {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            description?: string | null;
            id: number;
            name?: string;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        "service-categoriesCreate": {
            description?: string | null;
            name: string;
        };
        "service-categoriesPatch": {
            description?: string | null;
            name?: string;
        };
        "service-invoices": {
            /** Format: date */
            closing_date?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** @description id of customers */
            customer_id?: number;
            /** Format: date-time */
            deleted_at?: string | null;
            /** Format: date */
            finish_date?: string | null;
            id: number;
            /** Format: date */
            invoice_date?: string;
            is_paid?: boolean | null;
            lines?: {
                id: number;
                /** @enum {string} */
                item_type?: "service_plan" | "service_unit" | "product";
                /** @description money, two decimals */
                price?: string | null;
                /** @description id of products */
                product_id?: number | null;
                quantity?: number;
                /** @description id of service-plans */
                service_plan_id?: number | null;
                /** @description id of service-units */
                service_unit_id?: number | null;
                /** @description money, two decimals */
                subtotal?: string | null;
            }[];
            number?: string | null;
            /** @description id of quotations */
            quotation_id?: number | null;
            remarks?: string | null;
            /** @enum {string|null} */
            status?: "draft" | "issued" | "paid" | "closed" | "cancelled" | null;
            /** @description money, two decimals */
            total?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
            /** @description id of vendors */
            vendor_id?: number | null;
        };
        "service-invoicesCreate": {
            /** @description id of customers */
            customer_id: number;
            /** Format: date */
            finish_date?: string | null;
            /** Format: date */
            invoice_date?: string;
            lines: {
                /**
                 * @default service_plan
                 * @enum {string}
                 */
                item_type: "service_plan" | "service_unit" | "product";
                /** @description id of products */
                product_id?: number | null;
                /** @default 1 */
                quantity: number;
                /** @description id of service-plans */
                service_plan_id?: number | null;
                /** @description id of service-units */
                service_unit_id?: number | null;
            }[];
            remarks?: string | null;
            /** @description id of vendors */
            vendor_id?: number | null;
        };
        "service-invoicesPatch": {
            /** @description id of customers */
            customer_id?: number;
            /** Format: date */
            finish_date?: string | null;
            /** Format: date */
            invoice_date?: string;
            lines?: {
                /**
                 * @default service_plan
                 * @enum {string}
                 */
                item_type: "service_plan" | "service_unit" | "product";
                /** @description id of products */
                product_id?: number | null;
                /** @default 1 */
                quantity: number;
                /** @description id of service-plans */
                service_plan_id?: number | null;
                /** @description id of service-units */
                service_unit_id?: number | null;
            }[];
            remarks?: string | null;
            /** @description id of vendors */
            vendor_id?: number | null;
        };
        "service-plans": {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            description?: string | null;
            id: number;
            name?: string;
            packages?: {
                id: number;
                quantity?: number;
                /** @description id of service-units */
                service_unit_id?: number;
            }[];
            /** @description money, two decimals */
            price?: string;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        "service-plansCreate": {
            description?: string | null;
            name: string;
            packages: {
                quantity: number;
                /** @description id of service-units */
                service_unit_id: number;
            }[];
            /** @description money, two decimals */
            price: string;
        };
        "service-plansPatch": {
            description?: string | null;
            name?: string;
            packages?: {
                quantity: number;
                /** @description id of service-units */
                service_unit_id: number;
            }[];
            /** @description money, two decimals */
            price?: string;
        };
        "service-units": {
            /** @description id of service-categories */
            category_id?: number | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            description?: string | null;
            id: number;
            name?: string;
            /** @enum {string} */
            period?: "monthly" | "quarterly" | "yearly" | "one_off";
            /** @description money, two decimals */
            price?: string;
            service_code?: string;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        "service-unitsCreate": {
            /** @description id of service-categories */
            category_id?: number | null;
            description?: string | null;
            name: string;
            /**
             * @default monthly
             * @enum {string}
             */
            period: "monthly" | "quarterly" | "yearly" | "one_off";
            /** @description money, two decimals */
            price: string;
            service_code: string;
        };
        "service-unitsPatch": {
            /** @description id of service-categories */
            category_id?: number | null;
            description?: string | null;
            name?: string;
            /**
             * @default monthly
             * @enum {string}
             */
            period: "monthly" | "quarterly" | "yearly" | "one_off";
            /** @description money, two decimals */
            price?: string;
            service_code?: string;
        };
        "stock-levels": {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            id: number;
            on_hand?: number | null;
            /** @description id of products */
            product_id?: number | null;
            returned?: number | null;
            sold?: number | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
            /** @description money, two decimals */
            value?: string | null;
        };
        "stock-movements": {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** @description id of customers */
            customer_id?: number | null;
            /** Format: date */
            date?: string;
            /** Format: date-time */
            deleted_at?: string | null;
            id: number;
            /** @description id of orders */
            order_id?: number | null;
            partner?: string | null;
            /** @description id of products */
            product_id?: number;
            quantity?: number;
            reference?: string | null;
            return_by?: string | null;
            /** @enum {string|null} */
            return_type?: "refund" | "exchange" | "defective" | null;
            /** @description money, two decimals */
            total_cost?: string | null;
            /** @enum {string} */
            type?: "in" | "sold" | "return" | "adjustment";
            /** @description money, two decimals */
            unit_cost?: string | null;
            uom?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        "stock-movementsCreate": {
            /** @description id of customers */
            customer_id?: number | null;
            /** Format: date */
            date?: string;
            partner?: string | null;
            /** @description id of products */
            product_id: number;
            quantity: number;
            reference?: string | null;
            return_by?: string | null;
            /** @enum {string|null} */
            return_type?: "refund" | "exchange" | "defective" | null;
            /** @enum {string} */
            type: "in" | "sold" | "return" | "adjustment";
            /**
             * @description money, two decimals
             * @default 0.00
             */
            unit_cost: string | null;
            /** @default pcs */
            uom: string | null;
        };
        taxes: {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            id: number;
            month?: string | null;
            /** @description money, two decimals */
            order_amount?: string | null;
            orders?: number | null;
            rate?: number | null;
            /** Format: date-time */
            run_at?: string | null;
            /** @description money, two decimals */
            tax_amount?: string | null;
            /** @description money, two decimals */
            taxable_amount?: string | null;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        users: {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            /** Format: email */
            email?: string;
            id: number;
            /** Format: date-time */
            last_sign_in_at?: string | null;
            name?: string;
            roles?: ("ADMIN" | "SALES" | "HR" | "ACCOUNTING")[];
            /** @enum {string} */
            status?: "active" | "inactive";
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        usersCreate: {
            confirm_password?: string | null;
            /** Format: email */
            email: string;
            name: string;
            password?: string | null;
            roles: ("ADMIN" | "SALES" | "HR" | "ACCOUNTING")[];
            /**
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        usersPatch: {
            confirm_password?: string | null;
            /** Format: email */
            email?: string;
            name?: string;
            password?: string | null;
            roles?: ("ADMIN" | "SALES" | "HR" | "ACCOUNTING")[];
            /**
             * @default active
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        vendors: {
            company_address?: string | null;
            company_name?: string;
            contact_name?: string | null;
            /** @description E.164 (a number without a country code is a Hong Kong one) */
            contact_phone?: string | null;
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date-time */
            deleted_at?: string | null;
            /** @description id of employees */
            employee_id?: number | null;
            id: number;
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        vendorsCreate: {
            company_address?: string | null;
            company_name: string;
            contact_name?: string | null;
            /** @description E.164 (a number without a country code is a Hong Kong one) */
            contact_phone?: string | null;
            /** @description id of employees */
            employee_id?: number | null;
        };
        vendorsPatch: {
            company_address?: string | null;
            company_name?: string;
            contact_name?: string | null;
            /** @description E.164 (a number without a country code is a Hong Kong one) */
            contact_phone?: string | null;
            /** @description id of employees */
            employee_id?: number | null;
        };
        vouchers: {
            /** Format: date-time */
            created_at?: string;
            created_by?: number | null;
            /** Format: date */
            date?: string;
            /** Format: date-time */
            deleted_at?: string | null;
            id: number;
            lines?: {
                account?: string;
                /** @enum {string} */
                category?: "assets" | "liabilities" | "revenue" | "expenses";
                /** @description money, two decimals */
                credit?: string | null;
                /** @description money, two decimals */
                debit?: string | null;
                id: number;
            }[];
            number?: string | null;
            /** Format: date-time */
            posted_at?: string | null;
            /** @description id of vouchers */
            reversal_of?: number | null;
            /** @description id of vouchers */
            reversed_by?: number | null;
            /** @enum {string|null} */
            status?: "draft" | "posted" | null;
            subject?: string;
            /** @description money, two decimals */
            total_credit?: string | null;
            /** @description money, two decimals */
            total_debit?: string | null;
            /** @enum {string} */
            type?: "debit" | "credit" | "contract" | "journal";
            /** Format: date-time */
            updated_at?: string;
            updated_by?: number | null;
        };
        vouchersCreate: {
            /** Format: date */
            date?: string;
            lines: {
                account: string;
                /** @enum {string} */
                category: "assets" | "liabilities" | "revenue" | "expenses";
                /** @description money, two decimals */
                credit?: string | null;
                /** @description money, two decimals */
                debit?: string | null;
            }[];
            subject: string;
            /**
             * @default journal
             * @enum {string}
             */
            type: "debit" | "credit" | "contract" | "journal";
        };
        vouchersPatch: {
            /** Format: date */
            date?: string;
            lines?: {
                account: string;
                /** @enum {string} */
                category: "assets" | "liabilities" | "revenue" | "expenses";
                /** @description money, two decimals */
                credit?: string | null;
                /** @description money, two decimals */
                debit?: string | null;
            }[];
            subject?: string;
            /**
             * @default journal
             * @enum {string}
             */
            type: "debit" | "credit" | "contract" | "journal";
        };
    };
    responses: {
        /** @description bad input: `errors` names each field with its message */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description no session */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description the role may not, or no CSRF token */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description the declaration does not offer it */
        Error405: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description conflict */
        Error409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description too large */
        Error413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description business rule */
        Error422: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description comma-separated asc|desc, one per _sort field */
        "attendance-days._order": string;
        /** @description comma-separated fields among: id, employee_id, date */
        "attendance-days._sort": string;
        "attendance-days.created_at": string | string[];
        "attendance-days.created_at_gte": string;
        "attendance-days.created_at_like": string;
        "attendance-days.created_at_lte": string;
        "attendance-days.created_at_ne": string;
        "attendance-days.created_by": number | number[];
        "attendance-days.created_by_gte": number;
        "attendance-days.created_by_like": string;
        "attendance-days.created_by_lte": number;
        "attendance-days.created_by_ne": number;
        "attendance-days.date": string | string[];
        "attendance-days.date_gte": string;
        "attendance-days.date_like": string;
        "attendance-days.date_lte": string;
        "attendance-days.date_ne": string;
        /** @description the trash */
        "attendance-days.deleted": boolean;
        "attendance-days.employee_id": number | number[];
        "attendance-days.employee_id_gte": number;
        "attendance-days.employee_id_like": string;
        "attendance-days.employee_id_lte": number;
        "attendance-days.employee_id_ne": number;
        /** @description several: getMany */
        "attendance-days.id": number | number[];
        "attendance-days.id_gte": number;
        "attendance-days.id_like": string;
        "attendance-days.id_lte": number;
        "attendance-days.id_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "attendance-days.q": string;
        "attendance-days.updated_at": string | string[];
        "attendance-days.updated_at_gte": string;
        "attendance-days.updated_at_like": string;
        "attendance-days.updated_at_lte": string;
        "attendance-days.updated_at_ne": string;
        "attendance-days.updated_by": number | number[];
        "attendance-days.updated_by_gte": number;
        "attendance-days.updated_by_like": string;
        "attendance-days.updated_by_lte": number;
        "attendance-days.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "attendances._order": string;
        /** @description comma-separated fields among: id, employee_id, year_month, days_worked */
        "attendances._sort": string;
        "attendances.created_at": string | string[];
        "attendances.created_at_gte": string;
        "attendances.created_at_like": string;
        "attendances.created_at_lte": string;
        "attendances.created_at_ne": string;
        "attendances.created_by": number | number[];
        "attendances.created_by_gte": number;
        "attendances.created_by_like": string;
        "attendances.created_by_lte": number;
        "attendances.created_by_ne": number;
        /** @description the trash */
        "attendances.deleted": boolean;
        "attendances.employee_id": number | number[];
        "attendances.employee_id_gte": number;
        "attendances.employee_id_like": string;
        "attendances.employee_id_lte": number;
        "attendances.employee_id_ne": number;
        /** @description several: getMany */
        "attendances.id": number | number[];
        "attendances.id_gte": number;
        "attendances.id_like": string;
        "attendances.id_lte": number;
        "attendances.id_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "attendances.q": string;
        "attendances.updated_at": string | string[];
        "attendances.updated_at_gte": string;
        "attendances.updated_at_like": string;
        "attendances.updated_at_lte": string;
        "attendances.updated_at_ne": string;
        "attendances.updated_by": number | number[];
        "attendances.updated_by_gte": number;
        "attendances.updated_by_like": string;
        "attendances.updated_by_lte": number;
        "attendances.updated_by_ne": number;
        "attendances.year_month": string | string[];
        "attendances.year_month_gte": string;
        "attendances.year_month_like": string;
        "attendances.year_month_lte": string;
        "attendances.year_month_ne": string;
        /** @description comma-separated asc|desc, one per _sort field */
        "bank-transactions._order": string;
        /** @description comma-separated fields among: id, date, holder_name, transaction_number, debit, credit */
        "bank-transactions._sort": string;
        "bank-transactions.created_at": string | string[];
        "bank-transactions.created_at_gte": string;
        "bank-transactions.created_at_like": string;
        "bank-transactions.created_at_lte": string;
        "bank-transactions.created_at_ne": string;
        "bank-transactions.created_by": number | number[];
        "bank-transactions.created_by_gte": number;
        "bank-transactions.created_by_like": string;
        "bank-transactions.created_by_lte": number;
        "bank-transactions.created_by_ne": number;
        "bank-transactions.credit": string | string[];
        "bank-transactions.credit_gte": string;
        "bank-transactions.credit_like": string;
        "bank-transactions.credit_lte": string;
        "bank-transactions.credit_ne": string;
        "bank-transactions.date": string | string[];
        "bank-transactions.date_gte": string;
        "bank-transactions.date_like": string;
        "bank-transactions.date_lte": string;
        "bank-transactions.date_ne": string;
        "bank-transactions.debit": string | string[];
        "bank-transactions.debit_gte": string;
        "bank-transactions.debit_like": string;
        "bank-transactions.debit_lte": string;
        "bank-transactions.debit_ne": string;
        /** @description the trash */
        "bank-transactions.deleted": boolean;
        "bank-transactions.holder_name": string | string[];
        "bank-transactions.holder_name_gte": string;
        "bank-transactions.holder_name_like": string;
        "bank-transactions.holder_name_lte": string;
        "bank-transactions.holder_name_ne": string;
        /** @description several: getMany */
        "bank-transactions.id": number | number[];
        "bank-transactions.id_gte": number;
        "bank-transactions.id_like": string;
        "bank-transactions.id_lte": number;
        "bank-transactions.id_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "bank-transactions.q": string;
        "bank-transactions.transaction_number": string | string[];
        "bank-transactions.transaction_number_gte": string;
        "bank-transactions.transaction_number_like": string;
        "bank-transactions.transaction_number_lte": string;
        "bank-transactions.transaction_number_ne": string;
        "bank-transactions.updated_at": string | string[];
        "bank-transactions.updated_at_gte": string;
        "bank-transactions.updated_at_like": string;
        "bank-transactions.updated_at_lte": string;
        "bank-transactions.updated_at_ne": string;
        "bank-transactions.updated_by": number | number[];
        "bank-transactions.updated_by_gte": number;
        "bank-transactions.updated_by_like": string;
        "bank-transactions.updated_by_lte": number;
        "bank-transactions.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "behaviour-logs._order": string;
        /** @description comma-separated fields among: id, action, target, user_id */
        "behaviour-logs._sort": string;
        "behaviour-logs.action": ("sign-in" | "sign-out" | "sign-in-failed" | "create" | "update" | "delete" | "restore" | "status" | "import" | "generate" | "bulk" | "send" | "post" | "reverse" | "run" | "complete" | "pay" | "advance" | "ledger" | "settle" | "compute" | "convert" | "add-field" | "change-field" | "delete-field" | "restore-field" | "relabel" | "arrange" | "add-resource" | "change-resource" | "delete-resource" | "restore-resource" | "test-email" | "test-sms" | "preview" | "backup" | "close" | "reopen") | ("sign-in" | "sign-out" | "sign-in-failed" | "create" | "update" | "delete" | "restore" | "status" | "import" | "generate" | "bulk" | "send" | "post" | "reverse" | "run" | "complete" | "pay" | "advance" | "ledger" | "settle" | "compute" | "convert" | "add-field" | "change-field" | "delete-field" | "restore-field" | "relabel" | "arrange" | "add-resource" | "change-resource" | "delete-resource" | "restore-resource" | "test-email" | "test-sms" | "preview" | "backup" | "close" | "reopen")[];
        "behaviour-logs.action_gte": "sign-in" | "sign-out" | "sign-in-failed" | "create" | "update" | "delete" | "restore" | "status" | "import" | "generate" | "bulk" | "send" | "post" | "reverse" | "run" | "complete" | "pay" | "advance" | "ledger" | "settle" | "compute" | "convert" | "add-field" | "change-field" | "delete-field" | "restore-field" | "relabel" | "arrange" | "add-resource" | "change-resource" | "delete-resource" | "restore-resource" | "test-email" | "test-sms" | "preview" | "backup" | "close" | "reopen";
        "behaviour-logs.action_like": string;
        "behaviour-logs.action_lte": "sign-in" | "sign-out" | "sign-in-failed" | "create" | "update" | "delete" | "restore" | "status" | "import" | "generate" | "bulk" | "send" | "post" | "reverse" | "run" | "complete" | "pay" | "advance" | "ledger" | "settle" | "compute" | "convert" | "add-field" | "change-field" | "delete-field" | "restore-field" | "relabel" | "arrange" | "add-resource" | "change-resource" | "delete-resource" | "restore-resource" | "test-email" | "test-sms" | "preview" | "backup" | "close" | "reopen";
        "behaviour-logs.action_ne": "sign-in" | "sign-out" | "sign-in-failed" | "create" | "update" | "delete" | "restore" | "status" | "import" | "generate" | "bulk" | "send" | "post" | "reverse" | "run" | "complete" | "pay" | "advance" | "ledger" | "settle" | "compute" | "convert" | "add-field" | "change-field" | "delete-field" | "restore-field" | "relabel" | "arrange" | "add-resource" | "change-resource" | "delete-resource" | "restore-resource" | "test-email" | "test-sms" | "preview" | "backup" | "close" | "reopen";
        "behaviour-logs.created_at": string | string[];
        "behaviour-logs.created_at_gte": string;
        "behaviour-logs.created_at_like": string;
        "behaviour-logs.created_at_lte": string;
        "behaviour-logs.created_at_ne": string;
        "behaviour-logs.created_by": number | number[];
        "behaviour-logs.created_by_gte": number;
        "behaviour-logs.created_by_like": string;
        "behaviour-logs.created_by_lte": number;
        "behaviour-logs.created_by_ne": number;
        /** @description the trash */
        "behaviour-logs.deleted": boolean;
        "behaviour-logs.email": string | string[];
        "behaviour-logs.email_gte": string;
        "behaviour-logs.email_like": string;
        "behaviour-logs.email_lte": string;
        "behaviour-logs.email_ne": string;
        /** @description several: getMany */
        "behaviour-logs.id": number | number[];
        "behaviour-logs.id_gte": number;
        "behaviour-logs.id_like": string;
        "behaviour-logs.id_lte": number;
        "behaviour-logs.id_ne": number;
        "behaviour-logs.ip": string | string[];
        "behaviour-logs.ip_gte": string;
        "behaviour-logs.ip_like": string;
        "behaviour-logs.ip_lte": string;
        "behaviour-logs.ip_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "behaviour-logs.q": string;
        "behaviour-logs.request_id": string | string[];
        "behaviour-logs.request_id_gte": string;
        "behaviour-logs.request_id_like": string;
        "behaviour-logs.request_id_lte": string;
        "behaviour-logs.request_id_ne": string;
        "behaviour-logs.target": string | string[];
        "behaviour-logs.target_gte": string;
        "behaviour-logs.target_id": number | number[];
        "behaviour-logs.target_id_gte": number;
        "behaviour-logs.target_id_like": string;
        "behaviour-logs.target_id_lte": number;
        "behaviour-logs.target_id_ne": number;
        "behaviour-logs.target_like": string;
        "behaviour-logs.target_lte": string;
        "behaviour-logs.target_ne": string;
        "behaviour-logs.updated_at": string | string[];
        "behaviour-logs.updated_at_gte": string;
        "behaviour-logs.updated_at_like": string;
        "behaviour-logs.updated_at_lte": string;
        "behaviour-logs.updated_at_ne": string;
        "behaviour-logs.updated_by": number | number[];
        "behaviour-logs.updated_by_gte": number;
        "behaviour-logs.updated_by_like": string;
        "behaviour-logs.updated_by_lte": number;
        "behaviour-logs.updated_by_ne": number;
        "behaviour-logs.user_id": number | number[];
        "behaviour-logs.user_id_gte": number;
        "behaviour-logs.user_id_like": string;
        "behaviour-logs.user_id_lte": number;
        "behaviour-logs.user_id_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "benefits._order": string;
        /** @description comma-separated fields among: id, title */
        "benefits._sort": string;
        "benefits.created_at": string | string[];
        "benefits.created_at_gte": string;
        "benefits.created_at_like": string;
        "benefits.created_at_lte": string;
        "benefits.created_at_ne": string;
        "benefits.created_by": number | number[];
        "benefits.created_by_gte": number;
        "benefits.created_by_like": string;
        "benefits.created_by_lte": number;
        "benefits.created_by_ne": number;
        /** @description the trash */
        "benefits.deleted": boolean;
        /** @description several: getMany */
        "benefits.id": number | number[];
        "benefits.id_gte": number;
        "benefits.id_like": string;
        "benefits.id_lte": number;
        "benefits.id_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "benefits.q": string;
        "benefits.title": string | string[];
        "benefits.title_gte": string;
        "benefits.title_like": string;
        "benefits.title_lte": string;
        "benefits.title_ne": string;
        "benefits.updated_at": string | string[];
        "benefits.updated_at_gte": string;
        "benefits.updated_at_like": string;
        "benefits.updated_at_lte": string;
        "benefits.updated_at_ne": string;
        "benefits.updated_by": number | number[];
        "benefits.updated_by_gte": number;
        "benefits.updated_by_like": string;
        "benefits.updated_by_lte": number;
        "benefits.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "commission-records._order": string;
        /** @description comma-separated fields among: id, month, employee_id, orders, sales, amount */
        "commission-records._sort": string;
        "commission-records.amount": string | string[];
        "commission-records.amount_gte": string;
        "commission-records.amount_like": string;
        "commission-records.amount_lte": string;
        "commission-records.amount_ne": string;
        "commission-records.created_at": string | string[];
        "commission-records.created_at_gte": string;
        "commission-records.created_at_like": string;
        "commission-records.created_at_lte": string;
        "commission-records.created_at_ne": string;
        "commission-records.created_by": number | number[];
        "commission-records.created_by_gte": number;
        "commission-records.created_by_like": string;
        "commission-records.created_by_lte": number;
        "commission-records.created_by_ne": number;
        /** @description the trash */
        "commission-records.deleted": boolean;
        "commission-records.employee_id": number | number[];
        "commission-records.employee_id_gte": number;
        "commission-records.employee_id_like": string;
        "commission-records.employee_id_lte": number;
        "commission-records.employee_id_ne": number;
        /** @description several: getMany */
        "commission-records.id": number | number[];
        "commission-records.id_gte": number;
        "commission-records.id_like": string;
        "commission-records.id_lte": number;
        "commission-records.id_ne": number;
        "commission-records.month": string | string[];
        "commission-records.month_gte": string;
        "commission-records.month_like": string;
        "commission-records.month_lte": string;
        "commission-records.month_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "commission-records.q": string;
        "commission-records.updated_at": string | string[];
        "commission-records.updated_at_gte": string;
        "commission-records.updated_at_like": string;
        "commission-records.updated_at_lte": string;
        "commission-records.updated_at_ne": string;
        "commission-records.updated_by": number | number[];
        "commission-records.updated_by_gte": number;
        "commission-records.updated_by_like": string;
        "commission-records.updated_by_lte": number;
        "commission-records.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "commissions._order": string;
        /** @description comma-separated fields among: id, employee_id, percentage */
        "commissions._sort": string;
        "commissions.created_at": string | string[];
        "commissions.created_at_gte": string;
        "commissions.created_at_like": string;
        "commissions.created_at_lte": string;
        "commissions.created_at_ne": string;
        "commissions.created_by": number | number[];
        "commissions.created_by_gte": number;
        "commissions.created_by_like": string;
        "commissions.created_by_lte": number;
        "commissions.created_by_ne": number;
        /** @description the trash */
        "commissions.deleted": boolean;
        "commissions.employee_id": number | number[];
        "commissions.employee_id_gte": number;
        "commissions.employee_id_like": string;
        "commissions.employee_id_lte": number;
        "commissions.employee_id_ne": number;
        /** @description several: getMany */
        "commissions.id": number | number[];
        "commissions.id_gte": number;
        "commissions.id_like": string;
        "commissions.id_lte": number;
        "commissions.id_ne": number;
        "commissions.percentage": number | number[];
        "commissions.percentage_gte": number;
        "commissions.percentage_like": string;
        "commissions.percentage_lte": number;
        "commissions.percentage_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "commissions.q": string;
        "commissions.updated_at": string | string[];
        "commissions.updated_at_gte": string;
        "commissions.updated_at_like": string;
        "commissions.updated_at_lte": string;
        "commissions.updated_at_ne": string;
        "commissions.updated_by": number | number[];
        "commissions.updated_by_gte": number;
        "commissions.updated_by_like": string;
        "commissions.updated_by_lte": number;
        "commissions.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "customers._order": string;
        /** @description comma-separated fields among: id, name, email, advance, status */
        "customers._sort": string;
        "customers.advance": string | string[];
        "customers.advance_gte": string;
        "customers.advance_like": string;
        "customers.advance_lte": string;
        "customers.advance_ne": string;
        "customers.created_at": string | string[];
        "customers.created_at_gte": string;
        "customers.created_at_like": string;
        "customers.created_at_lte": string;
        "customers.created_at_ne": string;
        "customers.created_by": number | number[];
        "customers.created_by_gte": number;
        "customers.created_by_like": string;
        "customers.created_by_lte": number;
        "customers.created_by_ne": number;
        /** @description the trash */
        "customers.deleted": boolean;
        "customers.email": string | string[];
        "customers.email_gte": string;
        "customers.email_like": string;
        "customers.email_lte": string;
        "customers.email_ne": string;
        /** @description several: getMany */
        "customers.id": number | number[];
        "customers.id_gte": number;
        "customers.id_like": string;
        "customers.id_lte": number;
        "customers.id_ne": number;
        "customers.name": string | string[];
        "customers.name_gte": string;
        "customers.name_like": string;
        "customers.name_lte": string;
        "customers.name_ne": string;
        "customers.phone": string | string[];
        "customers.phone_gte": string;
        "customers.phone_like": string;
        "customers.phone_lte": string;
        "customers.phone_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "customers.q": string;
        "customers.status": ("active" | "settled") | ("active" | "settled")[];
        "customers.status_gte": "active" | "settled";
        "customers.status_like": string;
        "customers.status_lte": "active" | "settled";
        "customers.status_ne": "active" | "settled";
        "customers.updated_at": string | string[];
        "customers.updated_at_gte": string;
        "customers.updated_at_like": string;
        "customers.updated_at_lte": string;
        "customers.updated_at_ne": string;
        "customers.updated_by": number | number[];
        "customers.updated_by_gte": number;
        "customers.updated_by_like": string;
        "customers.updated_by_lte": number;
        "customers.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "designations._order": string;
        /** @description comma-separated fields among: id, title */
        "designations._sort": string;
        "designations.created_at": string | string[];
        "designations.created_at_gte": string;
        "designations.created_at_like": string;
        "designations.created_at_lte": string;
        "designations.created_at_ne": string;
        "designations.created_by": number | number[];
        "designations.created_by_gte": number;
        "designations.created_by_like": string;
        "designations.created_by_lte": number;
        "designations.created_by_ne": number;
        /** @description the trash */
        "designations.deleted": boolean;
        /** @description several: getMany */
        "designations.id": number | number[];
        "designations.id_gte": number;
        "designations.id_like": string;
        "designations.id_lte": number;
        "designations.id_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "designations.q": string;
        "designations.title": string | string[];
        "designations.title_gte": string;
        "designations.title_like": string;
        "designations.title_lte": string;
        "designations.title_ne": string;
        "designations.updated_at": string | string[];
        "designations.updated_at_gte": string;
        "designations.updated_at_like": string;
        "designations.updated_at_lte": string;
        "designations.updated_at_ne": string;
        "designations.updated_by": number | number[];
        "designations.updated_by_gte": number;
        "designations.updated_by_like": string;
        "designations.updated_by_lte": number;
        "designations.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "employees._order": string;
        /** @description comma-separated fields among: id, full_name, name, designation_id, department, status, salary, hire_date */
        "employees._sort": string;
        "employees.benefit_ids": number | number[];
        "employees.benefit_ids_gte": number;
        "employees.benefit_ids_like": string;
        "employees.benefit_ids_lte": number;
        "employees.benefit_ids_ne": number;
        "employees.company_email": string | string[];
        "employees.company_email_gte": string;
        "employees.company_email_like": string;
        "employees.company_email_lte": string;
        "employees.company_email_ne": string;
        "employees.created_at": string | string[];
        "employees.created_at_gte": string;
        "employees.created_at_like": string;
        "employees.created_at_lte": string;
        "employees.created_at_ne": string;
        "employees.created_by": number | number[];
        "employees.created_by_gte": number;
        "employees.created_by_like": string;
        "employees.created_by_lte": number;
        "employees.created_by_ne": number;
        /** @description the trash */
        "employees.deleted": boolean;
        "employees.department": string | string[];
        "employees.department_gte": string;
        "employees.department_like": string;
        "employees.department_lte": string;
        "employees.department_ne": string;
        "employees.designation_id": number | number[];
        "employees.designation_id_gte": number;
        "employees.designation_id_like": string;
        "employees.designation_id_lte": number;
        "employees.designation_id_ne": number;
        "employees.full_name": string | string[];
        "employees.full_name_gte": string;
        "employees.full_name_like": string;
        "employees.full_name_lte": string;
        "employees.full_name_ne": string;
        "employees.hire_date": string | string[];
        "employees.hire_date_gte": string;
        "employees.hire_date_like": string;
        "employees.hire_date_lte": string;
        "employees.hire_date_ne": string;
        "employees.hk_id": string | string[];
        "employees.hk_id_gte": string;
        "employees.hk_id_like": string;
        "employees.hk_id_lte": string;
        "employees.hk_id_ne": string;
        /** @description several: getMany */
        "employees.id": number | number[];
        "employees.id_gte": number;
        "employees.id_like": string;
        "employees.id_lte": number;
        "employees.id_ne": number;
        "employees.name": string | string[];
        "employees.name_gte": string;
        "employees.name_like": string;
        "employees.name_lte": string;
        "employees.name_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "employees.q": string;
        "employees.salary": string | string[];
        "employees.salary_gte": string;
        "employees.salary_like": string;
        "employees.salary_lte": string;
        "employees.salary_ne": string;
        "employees.status": ("active" | "inactive") | ("active" | "inactive")[];
        "employees.status_gte": "active" | "inactive";
        "employees.status_like": string;
        "employees.status_lte": "active" | "inactive";
        "employees.status_ne": "active" | "inactive";
        "employees.updated_at": string | string[];
        "employees.updated_at_gte": string;
        "employees.updated_at_like": string;
        "employees.updated_at_lte": string;
        "employees.updated_at_ne": string;
        "employees.updated_by": number | number[];
        "employees.updated_by_gte": number;
        "employees.updated_by_like": string;
        "employees.updated_by_lte": number;
        "employees.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "expenses._order": string;
        /** @description comma-separated fields among: id, date, amount, usage, paid_by, reference, payment_method, source */
        "expenses._sort": string;
        "expenses.amount": string | string[];
        "expenses.amount_gte": string;
        "expenses.amount_like": string;
        "expenses.amount_lte": string;
        "expenses.amount_ne": string;
        "expenses.created_at": string | string[];
        "expenses.created_at_gte": string;
        "expenses.created_at_like": string;
        "expenses.created_at_lte": string;
        "expenses.created_at_ne": string;
        "expenses.created_by": number | number[];
        "expenses.created_by_gte": number;
        "expenses.created_by_like": string;
        "expenses.created_by_lte": number;
        "expenses.created_by_ne": number;
        "expenses.date": string | string[];
        "expenses.date_gte": string;
        "expenses.date_like": string;
        "expenses.date_lte": string;
        "expenses.date_ne": string;
        /** @description the trash */
        "expenses.deleted": boolean;
        /** @description several: getMany */
        "expenses.id": number | number[];
        "expenses.id_gte": number;
        "expenses.id_like": string;
        "expenses.id_lte": number;
        "expenses.id_ne": number;
        "expenses.paid_by": string | string[];
        "expenses.paid_by_gte": string;
        "expenses.paid_by_like": string;
        "expenses.paid_by_lte": string;
        "expenses.paid_by_ne": string;
        "expenses.payment_method": string | string[];
        "expenses.payment_method_gte": string;
        "expenses.payment_method_like": string;
        "expenses.payment_method_lte": string;
        "expenses.payment_method_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "expenses.q": string;
        "expenses.reference": string | string[];
        "expenses.reference_gte": string;
        "expenses.reference_id": number | number[];
        "expenses.reference_id_gte": number;
        "expenses.reference_id_like": string;
        "expenses.reference_id_lte": number;
        "expenses.reference_id_ne": number;
        "expenses.reference_like": string;
        "expenses.reference_lte": string;
        "expenses.reference_ne": string;
        "expenses.reversal_of": number | number[];
        "expenses.reversal_of_gte": number;
        "expenses.reversal_of_like": string;
        "expenses.reversal_of_lte": number;
        "expenses.reversal_of_ne": number;
        "expenses.reversed_by": number | number[];
        "expenses.reversed_by_gte": number;
        "expenses.reversed_by_like": string;
        "expenses.reversed_by_lte": number;
        "expenses.reversed_by_ne": number;
        "expenses.source": ("normal" | "purchase_order" | "salary" | "refund") | ("normal" | "purchase_order" | "salary" | "refund")[];
        "expenses.source_gte": "normal" | "purchase_order" | "salary" | "refund";
        "expenses.source_like": string;
        "expenses.source_lte": "normal" | "purchase_order" | "salary" | "refund";
        "expenses.source_ne": "normal" | "purchase_order" | "salary" | "refund";
        "expenses.transaction_id": string | string[];
        "expenses.transaction_id_gte": string;
        "expenses.transaction_id_like": string;
        "expenses.transaction_id_lte": string;
        "expenses.transaction_id_ne": string;
        "expenses.updated_at": string | string[];
        "expenses.updated_at_gte": string;
        "expenses.updated_at_like": string;
        "expenses.updated_at_lte": string;
        "expenses.updated_at_ne": string;
        "expenses.updated_by": number | number[];
        "expenses.updated_by_gte": number;
        "expenses.updated_by_like": string;
        "expenses.updated_by_lte": number;
        "expenses.updated_by_ne": number;
        "expenses.usage": string | string[];
        "expenses.usage_gte": string;
        "expenses.usage_like": string;
        "expenses.usage_lte": string;
        "expenses.usage_ne": string;
        /** @description comma-separated asc|desc, one per _sort field */
        "incomes._order": string;
        /** @description comma-separated fields among: id, date, amount, source, reference, customer_id, payment_method */
        "incomes._sort": string;
        "incomes.amount": string | string[];
        "incomes.amount_gte": string;
        "incomes.amount_like": string;
        "incomes.amount_lte": string;
        "incomes.amount_ne": string;
        "incomes.created_at": string | string[];
        "incomes.created_at_gte": string;
        "incomes.created_at_like": string;
        "incomes.created_at_lte": string;
        "incomes.created_at_ne": string;
        "incomes.created_by": number | number[];
        "incomes.created_by_gte": number;
        "incomes.created_by_like": string;
        "incomes.created_by_lte": number;
        "incomes.created_by_ne": number;
        "incomes.customer_id": number | number[];
        "incomes.customer_id_gte": number;
        "incomes.customer_id_like": string;
        "incomes.customer_id_lte": number;
        "incomes.customer_id_ne": number;
        "incomes.date": string | string[];
        "incomes.date_gte": string;
        "incomes.date_like": string;
        "incomes.date_lte": string;
        "incomes.date_ne": string;
        /** @description the trash */
        "incomes.deleted": boolean;
        /** @description several: getMany */
        "incomes.id": number | number[];
        "incomes.id_gte": number;
        "incomes.id_like": string;
        "incomes.id_lte": number;
        "incomes.id_ne": number;
        "incomes.partner_id": number | number[];
        "incomes.partner_id_gte": number;
        "incomes.partner_id_like": string;
        "incomes.partner_id_lte": number;
        "incomes.partner_id_ne": number;
        "incomes.payment_method": string | string[];
        "incomes.payment_method_gte": string;
        "incomes.payment_method_like": string;
        "incomes.payment_method_lte": string;
        "incomes.payment_method_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "incomes.q": string;
        "incomes.reference": string | string[];
        "incomes.reference_gte": string;
        "incomes.reference_id": number | number[];
        "incomes.reference_id_gte": number;
        "incomes.reference_id_like": string;
        "incomes.reference_id_lte": number;
        "incomes.reference_id_ne": number;
        "incomes.reference_like": string;
        "incomes.reference_lte": string;
        "incomes.reference_ne": string;
        "incomes.reversal_of": number | number[];
        "incomes.reversal_of_gte": number;
        "incomes.reversal_of_like": string;
        "incomes.reversal_of_lte": number;
        "incomes.reversal_of_ne": number;
        "incomes.reversed_by": number | number[];
        "incomes.reversed_by_gte": number;
        "incomes.reversed_by_like": string;
        "incomes.reversed_by_lte": number;
        "incomes.reversed_by_ne": number;
        "incomes.source": ("normal" | "partner_advance" | "purchase_order" | "sales_order" | "service_invoice") | ("normal" | "partner_advance" | "purchase_order" | "sales_order" | "service_invoice")[];
        "incomes.source_gte": "normal" | "partner_advance" | "purchase_order" | "sales_order" | "service_invoice";
        "incomes.source_like": string;
        "incomes.source_lte": "normal" | "partner_advance" | "purchase_order" | "sales_order" | "service_invoice";
        "incomes.source_ne": "normal" | "partner_advance" | "purchase_order" | "sales_order" | "service_invoice";
        "incomes.updated_at": string | string[];
        "incomes.updated_at_gte": string;
        "incomes.updated_at_like": string;
        "incomes.updated_at_lte": string;
        "incomes.updated_at_ne": string;
        "incomes.updated_by": number | number[];
        "incomes.updated_by_gte": number;
        "incomes.updated_by_like": string;
        "incomes.updated_by_lte": number;
        "incomes.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "orders._order": string;
        /** @description comma-separated fields among: id, number, order_date, customer_id, employee_id, payment_method, shipping_cost, total, status, expiration, completed_at, completed_on, refunded_on */
        "orders._sort": string;
        "orders.completed_at": string | string[];
        "orders.completed_at_gte": string;
        "orders.completed_at_like": string;
        "orders.completed_at_lte": string;
        "orders.completed_at_ne": string;
        "orders.completed_on": string | string[];
        "orders.completed_on_gte": string;
        "orders.completed_on_like": string;
        "orders.completed_on_lte": string;
        "orders.completed_on_ne": string;
        "orders.created_at": string | string[];
        "orders.created_at_gte": string;
        "orders.created_at_like": string;
        "orders.created_at_lte": string;
        "orders.created_at_ne": string;
        "orders.created_by": number | number[];
        "orders.created_by_gte": number;
        "orders.created_by_like": string;
        "orders.created_by_lte": number;
        "orders.created_by_ne": number;
        "orders.customer_id": number | number[];
        "orders.customer_id_gte": number;
        "orders.customer_id_like": string;
        "orders.customer_id_lte": number;
        "orders.customer_id_ne": number;
        /** @description the trash */
        "orders.deleted": boolean;
        "orders.employee_id": number | number[];
        "orders.employee_id_gte": number;
        "orders.employee_id_like": string;
        "orders.employee_id_lte": number;
        "orders.employee_id_ne": number;
        "orders.expiration": string | string[];
        "orders.expiration_gte": string;
        "orders.expiration_like": string;
        "orders.expiration_lte": string;
        "orders.expiration_ne": string;
        /** @description several: getMany */
        "orders.id": number | number[];
        "orders.id_gte": number;
        "orders.id_like": string;
        "orders.id_lte": number;
        "orders.id_ne": number;
        "orders.number": string | string[];
        "orders.number_gte": string;
        "orders.number_like": string;
        "orders.number_lte": string;
        "orders.number_ne": string;
        "orders.order_date": string | string[];
        "orders.order_date_gte": string;
        "orders.order_date_like": string;
        "orders.order_date_lte": string;
        "orders.order_date_ne": string;
        "orders.payment_method": string | string[];
        "orders.payment_method_gte": string;
        "orders.payment_method_like": string;
        "orders.payment_method_lte": string;
        "orders.payment_method_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "orders.q": string;
        "orders.refunded_on": string | string[];
        "orders.refunded_on_gte": string;
        "orders.refunded_on_like": string;
        "orders.refunded_on_lte": string;
        "orders.refunded_on_ne": string;
        "orders.shipping_cost": string | string[];
        "orders.shipping_cost_gte": string;
        "orders.shipping_cost_like": string;
        "orders.shipping_cost_lte": string;
        "orders.shipping_cost_ne": string;
        "orders.status": ("pending" | "processing" | "shipping" | "completed" | "returning" | "cancelled" | "refunded") | ("pending" | "processing" | "shipping" | "completed" | "returning" | "cancelled" | "refunded")[];
        "orders.status_gte": "pending" | "processing" | "shipping" | "completed" | "returning" | "cancelled" | "refunded";
        "orders.status_like": string;
        "orders.status_lte": "pending" | "processing" | "shipping" | "completed" | "returning" | "cancelled" | "refunded";
        "orders.status_ne": "pending" | "processing" | "shipping" | "completed" | "returning" | "cancelled" | "refunded";
        "orders.total": string | string[];
        "orders.total_gte": string;
        "orders.total_like": string;
        "orders.total_lte": string;
        "orders.total_ne": string;
        "orders.updated_at": string | string[];
        "orders.updated_at_gte": string;
        "orders.updated_at_like": string;
        "orders.updated_at_lte": string;
        "orders.updated_at_ne": string;
        "orders.updated_by": number | number[];
        "orders.updated_by_gte": number;
        "orders.updated_by_like": string;
        "orders.updated_by_lte": number;
        "orders.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "partners._order": string;
        /** @description comma-separated fields among: id, company_name, industry, experience_years, advance, balance, status */
        "partners._sort": string;
        "partners.advance": string | string[];
        "partners.advance_gte": string;
        "partners.advance_like": string;
        "partners.advance_lte": string;
        "partners.advance_ne": string;
        "partners.balance": string | string[];
        "partners.balance_gte": string;
        "partners.balance_like": string;
        "partners.balance_lte": string;
        "partners.balance_ne": string;
        "partners.company_name": string | string[];
        "partners.company_name_gte": string;
        "partners.company_name_like": string;
        "partners.company_name_lte": string;
        "partners.company_name_ne": string;
        "partners.created_at": string | string[];
        "partners.created_at_gte": string;
        "partners.created_at_like": string;
        "partners.created_at_lte": string;
        "partners.created_at_ne": string;
        "partners.created_by": number | number[];
        "partners.created_by_gte": number;
        "partners.created_by_like": string;
        "partners.created_by_lte": number;
        "partners.created_by_ne": number;
        /** @description the trash */
        "partners.deleted": boolean;
        "partners.experience_years": number | number[];
        "partners.experience_years_gte": number;
        "partners.experience_years_like": string;
        "partners.experience_years_lte": number;
        "partners.experience_years_ne": number;
        /** @description several: getMany */
        "partners.id": number | number[];
        "partners.id_gte": number;
        "partners.id_like": string;
        "partners.id_lte": number;
        "partners.id_ne": number;
        "partners.industry": string | string[];
        "partners.industry_gte": string;
        "partners.industry_like": string;
        "partners.industry_lte": string;
        "partners.industry_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "partners.q": string;
        "partners.status": ("active" | "settled") | ("active" | "settled")[];
        "partners.status_gte": "active" | "settled";
        "partners.status_like": string;
        "partners.status_lte": "active" | "settled";
        "partners.status_ne": "active" | "settled";
        "partners.updated_at": string | string[];
        "partners.updated_at_gte": string;
        "partners.updated_at_like": string;
        "partners.updated_at_lte": string;
        "partners.updated_at_ne": string;
        "partners.updated_by": number | number[];
        "partners.updated_by_gte": number;
        "partners.updated_by_like": string;
        "partners.updated_by_lte": number;
        "partners.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "payment-methods._order": string;
        /** @description comma-separated fields among: id, name, name_zh_hant, code, sort_order, active */
        "payment-methods._sort": string;
        "payment-methods.active": boolean | boolean[];
        "payment-methods.active_gte": boolean;
        "payment-methods.active_like": string;
        "payment-methods.active_lte": boolean;
        "payment-methods.active_ne": boolean;
        "payment-methods.code": string | string[];
        "payment-methods.code_gte": string;
        "payment-methods.code_like": string;
        "payment-methods.code_lte": string;
        "payment-methods.code_ne": string;
        "payment-methods.created_at": string | string[];
        "payment-methods.created_at_gte": string;
        "payment-methods.created_at_like": string;
        "payment-methods.created_at_lte": string;
        "payment-methods.created_at_ne": string;
        "payment-methods.created_by": number | number[];
        "payment-methods.created_by_gte": number;
        "payment-methods.created_by_like": string;
        "payment-methods.created_by_lte": number;
        "payment-methods.created_by_ne": number;
        /** @description the trash */
        "payment-methods.deleted": boolean;
        /** @description several: getMany */
        "payment-methods.id": number | number[];
        "payment-methods.id_gte": number;
        "payment-methods.id_like": string;
        "payment-methods.id_lte": number;
        "payment-methods.id_ne": number;
        "payment-methods.name": string | string[];
        "payment-methods.name_gte": string;
        "payment-methods.name_like": string;
        "payment-methods.name_lte": string;
        "payment-methods.name_ne": string;
        "payment-methods.name_zh_hant": string | string[];
        "payment-methods.name_zh_hant_gte": string;
        "payment-methods.name_zh_hant_like": string;
        "payment-methods.name_zh_hant_lte": string;
        "payment-methods.name_zh_hant_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "payment-methods.q": string;
        "payment-methods.sort_order": number | number[];
        "payment-methods.sort_order_gte": number;
        "payment-methods.sort_order_like": string;
        "payment-methods.sort_order_lte": number;
        "payment-methods.sort_order_ne": number;
        "payment-methods.updated_at": string | string[];
        "payment-methods.updated_at_gte": string;
        "payment-methods.updated_at_like": string;
        "payment-methods.updated_at_lte": string;
        "payment-methods.updated_at_ne": string;
        "payment-methods.updated_by": number | number[];
        "payment-methods.updated_by_gte": number;
        "payment-methods.updated_by_like": string;
        "payment-methods.updated_by_lte": number;
        "payment-methods.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "payrolls._order": string;
        /** @description comma-separated fields among: id, employee_id, month, payable, actual_amount, status */
        "payrolls._sort": string;
        "payrolls.created_at": string | string[];
        "payrolls.created_at_gte": string;
        "payrolls.created_at_like": string;
        "payrolls.created_at_lte": string;
        "payrolls.created_at_ne": string;
        "payrolls.created_by": number | number[];
        "payrolls.created_by_gte": number;
        "payrolls.created_by_like": string;
        "payrolls.created_by_lte": number;
        "payrolls.created_by_ne": number;
        /** @description the trash */
        "payrolls.deleted": boolean;
        "payrolls.employee_id": number | number[];
        "payrolls.employee_id_gte": number;
        "payrolls.employee_id_like": string;
        "payrolls.employee_id_lte": number;
        "payrolls.employee_id_ne": number;
        /** @description several: getMany */
        "payrolls.id": number | number[];
        "payrolls.id_gte": number;
        "payrolls.id_like": string;
        "payrolls.id_lte": number;
        "payrolls.id_ne": number;
        "payrolls.month": string | string[];
        "payrolls.month_gte": string;
        "payrolls.month_like": string;
        "payrolls.month_lte": string;
        "payrolls.month_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "payrolls.q": string;
        "payrolls.salary_id": number | number[];
        "payrolls.salary_id_gte": number;
        "payrolls.salary_id_like": string;
        "payrolls.salary_id_lte": number;
        "payrolls.salary_id_ne": number;
        "payrolls.status": ("unpaid" | "paid") | ("unpaid" | "paid")[];
        "payrolls.status_gte": "unpaid" | "paid";
        "payrolls.status_like": string;
        "payrolls.status_lte": "unpaid" | "paid";
        "payrolls.status_ne": "unpaid" | "paid";
        "payrolls.updated_at": string | string[];
        "payrolls.updated_at_gte": string;
        "payrolls.updated_at_like": string;
        "payrolls.updated_at_lte": string;
        "payrolls.updated_at_ne": string;
        "payrolls.updated_by": number | number[];
        "payrolls.updated_by_gte": number;
        "payrolls.updated_by_like": string;
        "payrolls.updated_by_lte": number;
        "payrolls.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "product-categories._order": string;
        /** @description comma-separated fields among: id, name */
        "product-categories._sort": string;
        "product-categories.created_at": string | string[];
        "product-categories.created_at_gte": string;
        "product-categories.created_at_like": string;
        "product-categories.created_at_lte": string;
        "product-categories.created_at_ne": string;
        "product-categories.created_by": number | number[];
        "product-categories.created_by_gte": number;
        "product-categories.created_by_like": string;
        "product-categories.created_by_lte": number;
        "product-categories.created_by_ne": number;
        /** @description the trash */
        "product-categories.deleted": boolean;
        /** @description several: getMany */
        "product-categories.id": number | number[];
        "product-categories.id_gte": number;
        "product-categories.id_like": string;
        "product-categories.id_lte": number;
        "product-categories.id_ne": number;
        "product-categories.name": string | string[];
        "product-categories.name_gte": string;
        "product-categories.name_like": string;
        "product-categories.name_lte": string;
        "product-categories.name_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "product-categories.q": string;
        "product-categories.updated_at": string | string[];
        "product-categories.updated_at_gte": string;
        "product-categories.updated_at_like": string;
        "product-categories.updated_at_lte": string;
        "product-categories.updated_at_ne": string;
        "product-categories.updated_by": number | number[];
        "product-categories.updated_by_gte": number;
        "product-categories.updated_by_like": string;
        "product-categories.updated_by_lte": number;
        "product-categories.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "products._order": string;
        /** @description comma-separated fields among: id, code, name, category_id, price, reorder_level */
        "products._sort": string;
        "products.category_id": number | number[];
        "products.category_id_gte": number;
        "products.category_id_like": string;
        "products.category_id_lte": number;
        "products.category_id_ne": number;
        "products.code": string | string[];
        "products.code_gte": string;
        "products.code_like": string;
        "products.code_lte": string;
        "products.code_ne": string;
        "products.created_at": string | string[];
        "products.created_at_gte": string;
        "products.created_at_like": string;
        "products.created_at_lte": string;
        "products.created_at_ne": string;
        "products.created_by": number | number[];
        "products.created_by_gte": number;
        "products.created_by_like": string;
        "products.created_by_lte": number;
        "products.created_by_ne": number;
        /** @description the trash */
        "products.deleted": boolean;
        /** @description several: getMany */
        "products.id": number | number[];
        "products.id_gte": number;
        "products.id_like": string;
        "products.id_lte": number;
        "products.id_ne": number;
        "products.name": string | string[];
        "products.name_gte": string;
        "products.name_like": string;
        "products.name_lte": string;
        "products.name_ne": string;
        "products.price": string | string[];
        "products.price_gte": string;
        "products.price_like": string;
        "products.price_lte": string;
        "products.price_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "products.q": string;
        "products.reorder_level": number | number[];
        "products.reorder_level_gte": number;
        "products.reorder_level_like": string;
        "products.reorder_level_lte": number;
        "products.reorder_level_ne": number;
        "products.uom": string | string[];
        "products.uom_gte": string;
        "products.uom_like": string;
        "products.uom_lte": string;
        "products.uom_ne": string;
        "products.updated_at": string | string[];
        "products.updated_at_gte": string;
        "products.updated_at_like": string;
        "products.updated_at_lte": string;
        "products.updated_at_ne": string;
        "products.updated_by": number | number[];
        "products.updated_by_gte": number;
        "products.updated_by_like": string;
        "products.updated_by_lte": number;
        "products.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "purchase-orders._order": string;
        /** @description comma-separated fields among: id, number, vendor_id, order_date, total, paid, due, status, completed_at, received_on */
        "purchase-orders._sort": string;
        "purchase-orders.completed_at": string | string[];
        "purchase-orders.completed_at_gte": string;
        "purchase-orders.completed_at_like": string;
        "purchase-orders.completed_at_lte": string;
        "purchase-orders.completed_at_ne": string;
        "purchase-orders.created_at": string | string[];
        "purchase-orders.created_at_gte": string;
        "purchase-orders.created_at_like": string;
        "purchase-orders.created_at_lte": string;
        "purchase-orders.created_at_ne": string;
        "purchase-orders.created_by": number | number[];
        "purchase-orders.created_by_gte": number;
        "purchase-orders.created_by_like": string;
        "purchase-orders.created_by_lte": number;
        "purchase-orders.created_by_ne": number;
        /** @description the trash */
        "purchase-orders.deleted": boolean;
        "purchase-orders.due": string | string[];
        "purchase-orders.due_gte": string;
        "purchase-orders.due_like": string;
        "purchase-orders.due_lte": string;
        "purchase-orders.due_ne": string;
        /** @description several: getMany */
        "purchase-orders.id": number | number[];
        "purchase-orders.id_gte": number;
        "purchase-orders.id_like": string;
        "purchase-orders.id_lte": number;
        "purchase-orders.id_ne": number;
        "purchase-orders.number": string | string[];
        "purchase-orders.number_gte": string;
        "purchase-orders.number_like": string;
        "purchase-orders.number_lte": string;
        "purchase-orders.number_ne": string;
        "purchase-orders.order_date": string | string[];
        "purchase-orders.order_date_gte": string;
        "purchase-orders.order_date_like": string;
        "purchase-orders.order_date_lte": string;
        "purchase-orders.order_date_ne": string;
        "purchase-orders.paid": string | string[];
        "purchase-orders.paid_gte": string;
        "purchase-orders.paid_like": string;
        "purchase-orders.paid_lte": string;
        "purchase-orders.paid_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "purchase-orders.q": string;
        "purchase-orders.received_on": string | string[];
        "purchase-orders.received_on_gte": string;
        "purchase-orders.received_on_like": string;
        "purchase-orders.received_on_lte": string;
        "purchase-orders.received_on_ne": string;
        "purchase-orders.status": ("pending" | "completed") | ("pending" | "completed")[];
        "purchase-orders.status_gte": "pending" | "completed";
        "purchase-orders.status_like": string;
        "purchase-orders.status_lte": "pending" | "completed";
        "purchase-orders.status_ne": "pending" | "completed";
        "purchase-orders.total": string | string[];
        "purchase-orders.total_gte": string;
        "purchase-orders.total_like": string;
        "purchase-orders.total_lte": string;
        "purchase-orders.total_ne": string;
        "purchase-orders.updated_at": string | string[];
        "purchase-orders.updated_at_gte": string;
        "purchase-orders.updated_at_like": string;
        "purchase-orders.updated_at_lte": string;
        "purchase-orders.updated_at_ne": string;
        "purchase-orders.updated_by": number | number[];
        "purchase-orders.updated_by_gte": number;
        "purchase-orders.updated_by_like": string;
        "purchase-orders.updated_by_lte": number;
        "purchase-orders.updated_by_ne": number;
        "purchase-orders.vendor_id": number | number[];
        "purchase-orders.vendor_id_gte": number;
        "purchase-orders.vendor_id_like": string;
        "purchase-orders.vendor_id_lte": number;
        "purchase-orders.vendor_id_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "quotations._order": string;
        /** @description comma-separated fields among: id, number, name, customer_id, quotation_date, valid_until, total, status */
        "quotations._sort": string;
        "quotations.created_at": string | string[];
        "quotations.created_at_gte": string;
        "quotations.created_at_like": string;
        "quotations.created_at_lte": string;
        "quotations.created_at_ne": string;
        "quotations.created_by": number | number[];
        "quotations.created_by_gte": number;
        "quotations.created_by_like": string;
        "quotations.created_by_lte": number;
        "quotations.created_by_ne": number;
        "quotations.customer_id": number | number[];
        "quotations.customer_id_gte": number;
        "quotations.customer_id_like": string;
        "quotations.customer_id_lte": number;
        "quotations.customer_id_ne": number;
        /** @description the trash */
        "quotations.deleted": boolean;
        /** @description several: getMany */
        "quotations.id": number | number[];
        "quotations.id_gte": number;
        "quotations.id_like": string;
        "quotations.id_lte": number;
        "quotations.id_ne": number;
        "quotations.name": string | string[];
        "quotations.name_gte": string;
        "quotations.name_like": string;
        "quotations.name_lte": string;
        "quotations.name_ne": string;
        "quotations.number": string | string[];
        "quotations.number_gte": string;
        "quotations.number_like": string;
        "quotations.number_lte": string;
        "quotations.number_ne": string;
        "quotations.order_id": number | number[];
        "quotations.order_id_gte": number;
        "quotations.order_id_like": string;
        "quotations.order_id_lte": number;
        "quotations.order_id_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "quotations.q": string;
        "quotations.quotation_date": string | string[];
        "quotations.quotation_date_gte": string;
        "quotations.quotation_date_like": string;
        "quotations.quotation_date_lte": string;
        "quotations.quotation_date_ne": string;
        "quotations.service_invoice_id": number | number[];
        "quotations.service_invoice_id_gte": number;
        "quotations.service_invoice_id_like": string;
        "quotations.service_invoice_id_lte": number;
        "quotations.service_invoice_id_ne": number;
        "quotations.status": ("draft" | "sent" | "accepted" | "rejected" | "expired" | "converted") | ("draft" | "sent" | "accepted" | "rejected" | "expired" | "converted")[];
        "quotations.status_gte": "draft" | "sent" | "accepted" | "rejected" | "expired" | "converted";
        "quotations.status_like": string;
        "quotations.status_lte": "draft" | "sent" | "accepted" | "rejected" | "expired" | "converted";
        "quotations.status_ne": "draft" | "sent" | "accepted" | "rejected" | "expired" | "converted";
        "quotations.total": string | string[];
        "quotations.total_gte": string;
        "quotations.total_like": string;
        "quotations.total_lte": string;
        "quotations.total_ne": string;
        "quotations.updated_at": string | string[];
        "quotations.updated_at_gte": string;
        "quotations.updated_at_like": string;
        "quotations.updated_at_lte": string;
        "quotations.updated_at_ne": string;
        "quotations.updated_by": number | number[];
        "quotations.updated_by_gte": number;
        "quotations.updated_by_like": string;
        "quotations.updated_by_lte": number;
        "quotations.updated_by_ne": number;
        "quotations.valid_until": string | string[];
        "quotations.valid_until_gte": string;
        "quotations.valid_until_like": string;
        "quotations.valid_until_lte": string;
        "quotations.valid_until_ne": string;
        /** @description comma-separated asc|desc, one per _sort field */
        "salaries._order": string;
        /** @description comma-separated fields among: id, employee_id, month, salary_date, basic_salary, total, status */
        "salaries._sort": string;
        "salaries.created_at": string | string[];
        "salaries.created_at_gte": string;
        "salaries.created_at_like": string;
        "salaries.created_at_lte": string;
        "salaries.created_at_ne": string;
        "salaries.created_by": number | number[];
        "salaries.created_by_gte": number;
        "salaries.created_by_like": string;
        "salaries.created_by_lte": number;
        "salaries.created_by_ne": number;
        /** @description the trash */
        "salaries.deleted": boolean;
        "salaries.employee_id": number | number[];
        "salaries.employee_id_gte": number;
        "salaries.employee_id_like": string;
        "salaries.employee_id_lte": number;
        "salaries.employee_id_ne": number;
        /** @description several: getMany */
        "salaries.id": number | number[];
        "salaries.id_gte": number;
        "salaries.id_like": string;
        "salaries.id_lte": number;
        "salaries.id_ne": number;
        "salaries.month": string | string[];
        "salaries.month_gte": string;
        "salaries.month_like": string;
        "salaries.month_lte": string;
        "salaries.month_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "salaries.q": string;
        "salaries.salary_date": string | string[];
        "salaries.salary_date_gte": string;
        "salaries.salary_date_like": string;
        "salaries.salary_date_lte": string;
        "salaries.salary_date_ne": string;
        "salaries.status": ("unpaid" | "paid") | ("unpaid" | "paid")[];
        "salaries.status_gte": "unpaid" | "paid";
        "salaries.status_like": string;
        "salaries.status_lte": "unpaid" | "paid";
        "salaries.status_ne": "unpaid" | "paid";
        "salaries.updated_at": string | string[];
        "salaries.updated_at_gte": string;
        "salaries.updated_at_like": string;
        "salaries.updated_at_lte": string;
        "salaries.updated_at_ne": string;
        "salaries.updated_by": number | number[];
        "salaries.updated_by_gte": number;
        "salaries.updated_by_like": string;
        "salaries.updated_by_lte": number;
        "salaries.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "service-categories._order": string;
        /** @description comma-separated fields among: id, name */
        "service-categories._sort": string;
        "service-categories.created_at": string | string[];
        "service-categories.created_at_gte": string;
        "service-categories.created_at_like": string;
        "service-categories.created_at_lte": string;
        "service-categories.created_at_ne": string;
        "service-categories.created_by": number | number[];
        "service-categories.created_by_gte": number;
        "service-categories.created_by_like": string;
        "service-categories.created_by_lte": number;
        "service-categories.created_by_ne": number;
        /** @description the trash */
        "service-categories.deleted": boolean;
        /** @description several: getMany */
        "service-categories.id": number | number[];
        "service-categories.id_gte": number;
        "service-categories.id_like": string;
        "service-categories.id_lte": number;
        "service-categories.id_ne": number;
        "service-categories.name": string | string[];
        "service-categories.name_gte": string;
        "service-categories.name_like": string;
        "service-categories.name_lte": string;
        "service-categories.name_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "service-categories.q": string;
        "service-categories.updated_at": string | string[];
        "service-categories.updated_at_gte": string;
        "service-categories.updated_at_like": string;
        "service-categories.updated_at_lte": string;
        "service-categories.updated_at_ne": string;
        "service-categories.updated_by": number | number[];
        "service-categories.updated_by_gte": number;
        "service-categories.updated_by_like": string;
        "service-categories.updated_by_lte": number;
        "service-categories.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "service-invoices._order": string;
        /** @description comma-separated fields among: id, number, invoice_date, customer_id, vendor_id, total, status, finish_date, closing_date */
        "service-invoices._sort": string;
        "service-invoices.closing_date": string | string[];
        "service-invoices.closing_date_gte": string;
        "service-invoices.closing_date_like": string;
        "service-invoices.closing_date_lte": string;
        "service-invoices.closing_date_ne": string;
        "service-invoices.created_at": string | string[];
        "service-invoices.created_at_gte": string;
        "service-invoices.created_at_like": string;
        "service-invoices.created_at_lte": string;
        "service-invoices.created_at_ne": string;
        "service-invoices.created_by": number | number[];
        "service-invoices.created_by_gte": number;
        "service-invoices.created_by_like": string;
        "service-invoices.created_by_lte": number;
        "service-invoices.created_by_ne": number;
        "service-invoices.customer_id": number | number[];
        "service-invoices.customer_id_gte": number;
        "service-invoices.customer_id_like": string;
        "service-invoices.customer_id_lte": number;
        "service-invoices.customer_id_ne": number;
        /** @description the trash */
        "service-invoices.deleted": boolean;
        "service-invoices.finish_date": string | string[];
        "service-invoices.finish_date_gte": string;
        "service-invoices.finish_date_like": string;
        "service-invoices.finish_date_lte": string;
        "service-invoices.finish_date_ne": string;
        /** @description several: getMany */
        "service-invoices.id": number | number[];
        "service-invoices.id_gte": number;
        "service-invoices.id_like": string;
        "service-invoices.id_lte": number;
        "service-invoices.id_ne": number;
        "service-invoices.invoice_date": string | string[];
        "service-invoices.invoice_date_gte": string;
        "service-invoices.invoice_date_like": string;
        "service-invoices.invoice_date_lte": string;
        "service-invoices.invoice_date_ne": string;
        "service-invoices.is_paid": boolean | boolean[];
        "service-invoices.is_paid_gte": boolean;
        "service-invoices.is_paid_like": string;
        "service-invoices.is_paid_lte": boolean;
        "service-invoices.is_paid_ne": boolean;
        "service-invoices.number": string | string[];
        "service-invoices.number_gte": string;
        "service-invoices.number_like": string;
        "service-invoices.number_lte": string;
        "service-invoices.number_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "service-invoices.q": string;
        "service-invoices.quotation_id": number | number[];
        "service-invoices.quotation_id_gte": number;
        "service-invoices.quotation_id_like": string;
        "service-invoices.quotation_id_lte": number;
        "service-invoices.quotation_id_ne": number;
        "service-invoices.status": ("draft" | "issued" | "paid" | "closed" | "cancelled") | ("draft" | "issued" | "paid" | "closed" | "cancelled")[];
        "service-invoices.status_gte": "draft" | "issued" | "paid" | "closed" | "cancelled";
        "service-invoices.status_like": string;
        "service-invoices.status_lte": "draft" | "issued" | "paid" | "closed" | "cancelled";
        "service-invoices.status_ne": "draft" | "issued" | "paid" | "closed" | "cancelled";
        "service-invoices.total": string | string[];
        "service-invoices.total_gte": string;
        "service-invoices.total_like": string;
        "service-invoices.total_lte": string;
        "service-invoices.total_ne": string;
        "service-invoices.updated_at": string | string[];
        "service-invoices.updated_at_gte": string;
        "service-invoices.updated_at_like": string;
        "service-invoices.updated_at_lte": string;
        "service-invoices.updated_at_ne": string;
        "service-invoices.updated_by": number | number[];
        "service-invoices.updated_by_gte": number;
        "service-invoices.updated_by_like": string;
        "service-invoices.updated_by_lte": number;
        "service-invoices.updated_by_ne": number;
        "service-invoices.vendor_id": number | number[];
        "service-invoices.vendor_id_gte": number;
        "service-invoices.vendor_id_like": string;
        "service-invoices.vendor_id_lte": number;
        "service-invoices.vendor_id_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "service-plans._order": string;
        /** @description comma-separated fields among: id, name, price */
        "service-plans._sort": string;
        "service-plans.created_at": string | string[];
        "service-plans.created_at_gte": string;
        "service-plans.created_at_like": string;
        "service-plans.created_at_lte": string;
        "service-plans.created_at_ne": string;
        "service-plans.created_by": number | number[];
        "service-plans.created_by_gte": number;
        "service-plans.created_by_like": string;
        "service-plans.created_by_lte": number;
        "service-plans.created_by_ne": number;
        /** @description the trash */
        "service-plans.deleted": boolean;
        /** @description several: getMany */
        "service-plans.id": number | number[];
        "service-plans.id_gte": number;
        "service-plans.id_like": string;
        "service-plans.id_lte": number;
        "service-plans.id_ne": number;
        "service-plans.name": string | string[];
        "service-plans.name_gte": string;
        "service-plans.name_like": string;
        "service-plans.name_lte": string;
        "service-plans.name_ne": string;
        "service-plans.price": string | string[];
        "service-plans.price_gte": string;
        "service-plans.price_like": string;
        "service-plans.price_lte": string;
        "service-plans.price_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "service-plans.q": string;
        "service-plans.updated_at": string | string[];
        "service-plans.updated_at_gte": string;
        "service-plans.updated_at_like": string;
        "service-plans.updated_at_lte": string;
        "service-plans.updated_at_ne": string;
        "service-plans.updated_by": number | number[];
        "service-plans.updated_by_gte": number;
        "service-plans.updated_by_like": string;
        "service-plans.updated_by_lte": number;
        "service-plans.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "service-units._order": string;
        /** @description comma-separated fields among: id, name, service_code, period, price, category_id */
        "service-units._sort": string;
        "service-units.category_id": number | number[];
        "service-units.category_id_gte": number;
        "service-units.category_id_like": string;
        "service-units.category_id_lte": number;
        "service-units.category_id_ne": number;
        "service-units.created_at": string | string[];
        "service-units.created_at_gte": string;
        "service-units.created_at_like": string;
        "service-units.created_at_lte": string;
        "service-units.created_at_ne": string;
        "service-units.created_by": number | number[];
        "service-units.created_by_gte": number;
        "service-units.created_by_like": string;
        "service-units.created_by_lte": number;
        "service-units.created_by_ne": number;
        /** @description the trash */
        "service-units.deleted": boolean;
        /** @description several: getMany */
        "service-units.id": number | number[];
        "service-units.id_gte": number;
        "service-units.id_like": string;
        "service-units.id_lte": number;
        "service-units.id_ne": number;
        "service-units.name": string | string[];
        "service-units.name_gte": string;
        "service-units.name_like": string;
        "service-units.name_lte": string;
        "service-units.name_ne": string;
        "service-units.period": ("monthly" | "quarterly" | "yearly" | "one_off") | ("monthly" | "quarterly" | "yearly" | "one_off")[];
        "service-units.period_gte": "monthly" | "quarterly" | "yearly" | "one_off";
        "service-units.period_like": string;
        "service-units.period_lte": "monthly" | "quarterly" | "yearly" | "one_off";
        "service-units.period_ne": "monthly" | "quarterly" | "yearly" | "one_off";
        "service-units.price": string | string[];
        "service-units.price_gte": string;
        "service-units.price_like": string;
        "service-units.price_lte": string;
        "service-units.price_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "service-units.q": string;
        "service-units.service_code": string | string[];
        "service-units.service_code_gte": string;
        "service-units.service_code_like": string;
        "service-units.service_code_lte": string;
        "service-units.service_code_ne": string;
        "service-units.updated_at": string | string[];
        "service-units.updated_at_gte": string;
        "service-units.updated_at_like": string;
        "service-units.updated_at_lte": string;
        "service-units.updated_at_ne": string;
        "service-units.updated_by": number | number[];
        "service-units.updated_by_gte": number;
        "service-units.updated_by_like": string;
        "service-units.updated_by_lte": number;
        "service-units.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "stock-levels._order": string;
        /** @description comma-separated fields among: id, product_id, on_hand, sold, returned, value */
        "stock-levels._sort": string;
        "stock-levels.created_at": string | string[];
        "stock-levels.created_at_gte": string;
        "stock-levels.created_at_like": string;
        "stock-levels.created_at_lte": string;
        "stock-levels.created_at_ne": string;
        "stock-levels.created_by": number | number[];
        "stock-levels.created_by_gte": number;
        "stock-levels.created_by_like": string;
        "stock-levels.created_by_lte": number;
        "stock-levels.created_by_ne": number;
        /** @description the trash */
        "stock-levels.deleted": boolean;
        /** @description several: getMany */
        "stock-levels.id": number | number[];
        "stock-levels.id_gte": number;
        "stock-levels.id_like": string;
        "stock-levels.id_lte": number;
        "stock-levels.id_ne": number;
        "stock-levels.on_hand": number | number[];
        "stock-levels.on_hand_gte": number;
        "stock-levels.on_hand_like": string;
        "stock-levels.on_hand_lte": number;
        "stock-levels.on_hand_ne": number;
        "stock-levels.product_id": number | number[];
        "stock-levels.product_id_gte": number;
        "stock-levels.product_id_like": string;
        "stock-levels.product_id_lte": number;
        "stock-levels.product_id_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "stock-levels.q": string;
        "stock-levels.returned": number | number[];
        "stock-levels.returned_gte": number;
        "stock-levels.returned_like": string;
        "stock-levels.returned_lte": number;
        "stock-levels.returned_ne": number;
        "stock-levels.sold": number | number[];
        "stock-levels.sold_gte": number;
        "stock-levels.sold_like": string;
        "stock-levels.sold_lte": number;
        "stock-levels.sold_ne": number;
        "stock-levels.updated_at": string | string[];
        "stock-levels.updated_at_gte": string;
        "stock-levels.updated_at_like": string;
        "stock-levels.updated_at_lte": string;
        "stock-levels.updated_at_ne": string;
        "stock-levels.updated_by": number | number[];
        "stock-levels.updated_by_gte": number;
        "stock-levels.updated_by_like": string;
        "stock-levels.updated_by_lte": number;
        "stock-levels.updated_by_ne": number;
        "stock-levels.value": string | string[];
        "stock-levels.value_gte": string;
        "stock-levels.value_like": string;
        "stock-levels.value_lte": string;
        "stock-levels.value_ne": string;
        /** @description comma-separated asc|desc, one per _sort field */
        "stock-movements._order": string;
        /** @description comma-separated fields among: id, date, product_id, type, reference */
        "stock-movements._sort": string;
        "stock-movements.created_at": string | string[];
        "stock-movements.created_at_gte": string;
        "stock-movements.created_at_like": string;
        "stock-movements.created_at_lte": string;
        "stock-movements.created_at_ne": string;
        "stock-movements.created_by": number | number[];
        "stock-movements.created_by_gte": number;
        "stock-movements.created_by_like": string;
        "stock-movements.created_by_lte": number;
        "stock-movements.created_by_ne": number;
        "stock-movements.customer_id": number | number[];
        "stock-movements.customer_id_gte": number;
        "stock-movements.customer_id_like": string;
        "stock-movements.customer_id_lte": number;
        "stock-movements.customer_id_ne": number;
        "stock-movements.date": string | string[];
        "stock-movements.date_gte": string;
        "stock-movements.date_like": string;
        "stock-movements.date_lte": string;
        "stock-movements.date_ne": string;
        /** @description the trash */
        "stock-movements.deleted": boolean;
        /** @description several: getMany */
        "stock-movements.id": number | number[];
        "stock-movements.id_gte": number;
        "stock-movements.id_like": string;
        "stock-movements.id_lte": number;
        "stock-movements.id_ne": number;
        "stock-movements.order_id": number | number[];
        "stock-movements.order_id_gte": number;
        "stock-movements.order_id_like": string;
        "stock-movements.order_id_lte": number;
        "stock-movements.order_id_ne": number;
        "stock-movements.partner": string | string[];
        "stock-movements.partner_gte": string;
        "stock-movements.partner_like": string;
        "stock-movements.partner_lte": string;
        "stock-movements.partner_ne": string;
        "stock-movements.product_id": number | number[];
        "stock-movements.product_id_gte": number;
        "stock-movements.product_id_like": string;
        "stock-movements.product_id_lte": number;
        "stock-movements.product_id_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "stock-movements.q": string;
        "stock-movements.reference": string | string[];
        "stock-movements.reference_gte": string;
        "stock-movements.reference_like": string;
        "stock-movements.reference_lte": string;
        "stock-movements.reference_ne": string;
        "stock-movements.return_type": ("refund" | "exchange" | "defective") | ("refund" | "exchange" | "defective")[];
        "stock-movements.return_type_gte": "refund" | "exchange" | "defective";
        "stock-movements.return_type_like": string;
        "stock-movements.return_type_lte": "refund" | "exchange" | "defective";
        "stock-movements.return_type_ne": "refund" | "exchange" | "defective";
        "stock-movements.type": ("in" | "sold" | "return" | "adjustment") | ("in" | "sold" | "return" | "adjustment")[];
        "stock-movements.type_gte": "in" | "sold" | "return" | "adjustment";
        "stock-movements.type_like": string;
        "stock-movements.type_lte": "in" | "sold" | "return" | "adjustment";
        "stock-movements.type_ne": "in" | "sold" | "return" | "adjustment";
        "stock-movements.updated_at": string | string[];
        "stock-movements.updated_at_gte": string;
        "stock-movements.updated_at_like": string;
        "stock-movements.updated_at_lte": string;
        "stock-movements.updated_at_ne": string;
        "stock-movements.updated_by": number | number[];
        "stock-movements.updated_by_gte": number;
        "stock-movements.updated_by_like": string;
        "stock-movements.updated_by_lte": number;
        "stock-movements.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "taxes._order": string;
        /** @description comma-separated fields among: id, month, rate, orders, order_amount, taxable_amount, tax_amount, run_at */
        "taxes._sort": string;
        "taxes.created_at": string | string[];
        "taxes.created_at_gte": string;
        "taxes.created_at_like": string;
        "taxes.created_at_lte": string;
        "taxes.created_at_ne": string;
        "taxes.created_by": number | number[];
        "taxes.created_by_gte": number;
        "taxes.created_by_like": string;
        "taxes.created_by_lte": number;
        "taxes.created_by_ne": number;
        /** @description the trash */
        "taxes.deleted": boolean;
        /** @description several: getMany */
        "taxes.id": number | number[];
        "taxes.id_gte": number;
        "taxes.id_like": string;
        "taxes.id_lte": number;
        "taxes.id_ne": number;
        "taxes.month": string | string[];
        "taxes.month_gte": string;
        "taxes.month_like": string;
        "taxes.month_lte": string;
        "taxes.month_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "taxes.q": string;
        "taxes.rate": number | number[];
        "taxes.rate_gte": number;
        "taxes.rate_like": string;
        "taxes.rate_lte": number;
        "taxes.rate_ne": number;
        "taxes.updated_at": string | string[];
        "taxes.updated_at_gte": string;
        "taxes.updated_at_like": string;
        "taxes.updated_at_lte": string;
        "taxes.updated_at_ne": string;
        "taxes.updated_by": number | number[];
        "taxes.updated_by_gte": number;
        "taxes.updated_by_like": string;
        "taxes.updated_by_lte": number;
        "taxes.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "users._order": string;
        /** @description comma-separated fields among: id, name, email, status, last_sign_in_at */
        "users._sort": string;
        "users.created_at": string | string[];
        "users.created_at_gte": string;
        "users.created_at_like": string;
        "users.created_at_lte": string;
        "users.created_at_ne": string;
        "users.created_by": number | number[];
        "users.created_by_gte": number;
        "users.created_by_like": string;
        "users.created_by_lte": number;
        "users.created_by_ne": number;
        /** @description the trash */
        "users.deleted": boolean;
        "users.email": string | string[];
        "users.email_gte": string;
        "users.email_like": string;
        "users.email_lte": string;
        "users.email_ne": string;
        /** @description several: getMany */
        "users.id": number | number[];
        "users.id_gte": number;
        "users.id_like": string;
        "users.id_lte": number;
        "users.id_ne": number;
        "users.name": string | string[];
        "users.name_gte": string;
        "users.name_like": string;
        "users.name_lte": string;
        "users.name_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "users.q": string;
        "users.roles": ("ADMIN" | "SALES" | "HR" | "ACCOUNTING") | ("ADMIN" | "SALES" | "HR" | "ACCOUNTING")[];
        "users.roles_gte": "ADMIN" | "SALES" | "HR" | "ACCOUNTING";
        "users.roles_like": string;
        "users.roles_lte": "ADMIN" | "SALES" | "HR" | "ACCOUNTING";
        "users.roles_ne": "ADMIN" | "SALES" | "HR" | "ACCOUNTING";
        "users.status": ("active" | "inactive") | ("active" | "inactive")[];
        "users.status_gte": "active" | "inactive";
        "users.status_like": string;
        "users.status_lte": "active" | "inactive";
        "users.status_ne": "active" | "inactive";
        "users.updated_at": string | string[];
        "users.updated_at_gte": string;
        "users.updated_at_like": string;
        "users.updated_at_lte": string;
        "users.updated_at_ne": string;
        "users.updated_by": number | number[];
        "users.updated_by_gte": number;
        "users.updated_by_like": string;
        "users.updated_by_lte": number;
        "users.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "vendors._order": string;
        /** @description comma-separated fields among: id, company_name, contact_name, employee_id */
        "vendors._sort": string;
        "vendors.company_name": string | string[];
        "vendors.company_name_gte": string;
        "vendors.company_name_like": string;
        "vendors.company_name_lte": string;
        "vendors.company_name_ne": string;
        "vendors.contact_name": string | string[];
        "vendors.contact_name_gte": string;
        "vendors.contact_name_like": string;
        "vendors.contact_name_lte": string;
        "vendors.contact_name_ne": string;
        "vendors.contact_phone": string | string[];
        "vendors.contact_phone_gte": string;
        "vendors.contact_phone_like": string;
        "vendors.contact_phone_lte": string;
        "vendors.contact_phone_ne": string;
        "vendors.created_at": string | string[];
        "vendors.created_at_gte": string;
        "vendors.created_at_like": string;
        "vendors.created_at_lte": string;
        "vendors.created_at_ne": string;
        "vendors.created_by": number | number[];
        "vendors.created_by_gte": number;
        "vendors.created_by_like": string;
        "vendors.created_by_lte": number;
        "vendors.created_by_ne": number;
        /** @description the trash */
        "vendors.deleted": boolean;
        "vendors.employee_id": number | number[];
        "vendors.employee_id_gte": number;
        "vendors.employee_id_like": string;
        "vendors.employee_id_lte": number;
        "vendors.employee_id_ne": number;
        /** @description several: getMany */
        "vendors.id": number | number[];
        "vendors.id_gte": number;
        "vendors.id_like": string;
        "vendors.id_lte": number;
        "vendors.id_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "vendors.q": string;
        "vendors.updated_at": string | string[];
        "vendors.updated_at_gte": string;
        "vendors.updated_at_like": string;
        "vendors.updated_at_lte": string;
        "vendors.updated_at_ne": string;
        "vendors.updated_by": number | number[];
        "vendors.updated_by_gte": number;
        "vendors.updated_by_like": string;
        "vendors.updated_by_lte": number;
        "vendors.updated_by_ne": number;
        /** @description comma-separated asc|desc, one per _sort field */
        "vouchers._order": string;
        /** @description comma-separated fields among: id, number, type, date, subject, total_debit, total_credit, status, posted_at, reversal_of, reversed_by */
        "vouchers._sort": string;
        "vouchers.created_at": string | string[];
        "vouchers.created_at_gte": string;
        "vouchers.created_at_like": string;
        "vouchers.created_at_lte": string;
        "vouchers.created_at_ne": string;
        "vouchers.created_by": number | number[];
        "vouchers.created_by_gte": number;
        "vouchers.created_by_like": string;
        "vouchers.created_by_lte": number;
        "vouchers.created_by_ne": number;
        "vouchers.date": string | string[];
        "vouchers.date_gte": string;
        "vouchers.date_like": string;
        "vouchers.date_lte": string;
        "vouchers.date_ne": string;
        /** @description the trash */
        "vouchers.deleted": boolean;
        /** @description several: getMany */
        "vouchers.id": number | number[];
        "vouchers.id_gte": number;
        "vouchers.id_like": string;
        "vouchers.id_lte": number;
        "vouchers.id_ne": number;
        "vouchers.number": string | string[];
        "vouchers.number_gte": string;
        "vouchers.number_like": string;
        "vouchers.number_lte": string;
        "vouchers.number_ne": string;
        "vouchers.posted_at": string | string[];
        "vouchers.posted_at_gte": string;
        "vouchers.posted_at_like": string;
        "vouchers.posted_at_lte": string;
        "vouchers.posted_at_ne": string;
        /** @description search in the searchable fields and the labels of references */
        "vouchers.q": string;
        "vouchers.reversal_of": number | number[];
        "vouchers.reversal_of_gte": number;
        "vouchers.reversal_of_like": string;
        "vouchers.reversal_of_lte": number;
        "vouchers.reversal_of_ne": number;
        "vouchers.reversed_by": number | number[];
        "vouchers.reversed_by_gte": number;
        "vouchers.reversed_by_like": string;
        "vouchers.reversed_by_lte": number;
        "vouchers.reversed_by_ne": number;
        "vouchers.status": ("draft" | "posted") | ("draft" | "posted")[];
        "vouchers.status_gte": "draft" | "posted";
        "vouchers.status_like": string;
        "vouchers.status_lte": "draft" | "posted";
        "vouchers.status_ne": "draft" | "posted";
        "vouchers.subject": string | string[];
        "vouchers.subject_gte": string;
        "vouchers.subject_like": string;
        "vouchers.subject_lte": string;
        "vouchers.subject_ne": string;
        "vouchers.total_credit": string | string[];
        "vouchers.total_credit_gte": string;
        "vouchers.total_credit_like": string;
        "vouchers.total_credit_lte": string;
        "vouchers.total_credit_ne": string;
        "vouchers.total_debit": string | string[];
        "vouchers.total_debit_gte": string;
        "vouchers.total_debit_like": string;
        "vouchers.total_debit_lte": string;
        "vouchers.total_debit_ne": string;
        "vouchers.type": ("debit" | "credit" | "contract" | "journal") | ("debit" | "credit" | "contract" | "journal")[];
        "vouchers.type_gte": "debit" | "credit" | "contract" | "journal";
        "vouchers.type_like": string;
        "vouchers.type_lte": "debit" | "credit" | "contract" | "journal";
        "vouchers.type_ne": "debit" | "credit" | "contract" | "journal";
        "vouchers.updated_at": string | string[];
        "vouchers.updated_at_gte": string;
        "vouchers.updated_at_like": string;
        "vouchers.updated_at_lte": string;
        "vouchers.updated_at_ne": string;
        "vouchers.updated_by": number | number[];
        "vouchers.updated_by_gte": number;
        "vouchers.updated_by_like": string;
        "vouchers.updated_by_lte": number;
        "vouchers.updated_by_ne": number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getResourceIdAttachments: {
        parameters: {
            query?: {
                deleted?: boolean;
            };
            header?: never;
            path: {
                id: number;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A record's attachments, newest first (`deleted=true`: those in the trash that can still be restored) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content_type: string;
                        created_at: string;
                        created_by: number | null;
                        deleted_at: string | null;
                        id: number;
                        name: string;
                        size: number;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postResourceIdAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
            };
        };
        responses: {
            /** @description Attach files (multipart, one or more file parts): each checked by its content against the allowed types, at most the size cap a file */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachments: {
                            content_type: string;
                            created_at: string;
                            created_by: number | null;
                            deleted_at: string | null;
                            id: number;
                            name: string;
                            size: number;
                        }[];
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
        };
    };
    getResourceIdAttachmentsAttachment: {
        parameters: {
            query?: {
                download?: boolean;
            };
            header?: never;
            path: {
                attachment: number;
                id: number;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An attachment's content (images and PDFs inline, anything else as a download) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    deleteResourceIdAttachmentsAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachment: number;
                id: number;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Move an attachment to the trash (restorable for 48 hours) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachment: {
                            content_type: string;
                            created_at: string;
                            created_by: number | null;
                            deleted_at: string | null;
                            id: number;
                            name: string;
                            size: number;
                        };
                        message: string;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postResourceIdAttachmentsAttachmentRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachment: number;
                id: number;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bring an attachment back from the trash */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachment: {
                            content_type: string;
                            created_at: string;
                            created_by: number | null;
                            deleted_at: string | null;
                            id: number;
                            name: string;
                            size: number;
                        };
                        message: string;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getResourceIdHistory: {
        parameters: {
            query?: {
                _end?: number;
                _start?: number;
            };
            header?: never;
            path: {
                id: number;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A record's history, newest first: who, when, which action and each changed field old -> new (private values masked) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        changes: {
                            field: string;
                            masked?: boolean;
                            new: unknown;
                            old: unknown;
                        }[];
                        created_at: string;
                        detail: {
                            [key: string]: unknown;
                        } | null;
                        id: string;
                        note: string | null;
                        user_id: number | null;
                        user_name: string | null;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getResourceIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A record's notes, oldest first (they are lines of its history too) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: number;
                        text: string;
                        updated_at: string | null;
                        user_id: number | null;
                        user_name: string | null;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postResourceIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Leave a note on a record (plain text); each user it mentions (@Full Name or @email) who may read the record is notified */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mentioned: {
                            email: string;
                            id: number;
                            name: string;
                        }[];
                        message: string;
                        note: {
                            created_at: string;
                            id: number;
                            text: string;
                            updated_at: string | null;
                            user_id: number | null;
                            user_name: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    deleteResourceIdNotesNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                note: string;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete one's own note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    patchResourceIdNotesNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                note: string;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Change the text of one's own note; users it newly mentions are notified */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mentioned: {
                            email: string;
                            id: number;
                            name: string;
                        }[];
                        message: string;
                        note: {
                            created_at: string;
                            id: number;
                            text: string;
                            updated_at: string | null;
                            user_id: number | null;
                            user_name: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getResourceViews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's saved views of a list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postResourceViews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns?: unknown | null;
                    filters?: unknown | null;
                    is_default?: boolean | null;
                    name?: string | null;
                    sort?: unknown | null;
                };
            };
        };
        responses: {
            /** @description Save a view of a list */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    deleteResourceViewsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a saved view */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    patchResourceViewsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns?: unknown | null;
                    filters?: unknown | null;
                    is_default?: boolean | null;
                    name?: string | null;
                    sort?: unknown | null;
                };
            };
        };
        responses: {
            /** @description Change a saved view */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getAccountingHome: {
        parameters: {
            query?: {
                month?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounting home page's figures for a month */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getAccountingHomePeriods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The closed months */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postAccountingHomePeriodsMonthClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Close a month: nothing dated in it may change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        month: string;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postAccountingHomePeriodsMonthReopen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reopen a closed month */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        month: string;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiAttendanceDays: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["attendance-days._order"];
                /** @description comma-separated fields among: id, employee_id, date */
                _sort?: components["parameters"]["attendance-days._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["attendance-days.created_at"];
                created_at_gte?: components["parameters"]["attendance-days.created_at_gte"];
                created_at_like?: components["parameters"]["attendance-days.created_at_like"];
                created_at_lte?: components["parameters"]["attendance-days.created_at_lte"];
                created_at_ne?: components["parameters"]["attendance-days.created_at_ne"];
                created_by?: components["parameters"]["attendance-days.created_by"];
                created_by_gte?: components["parameters"]["attendance-days.created_by_gte"];
                created_by_like?: components["parameters"]["attendance-days.created_by_like"];
                created_by_lte?: components["parameters"]["attendance-days.created_by_lte"];
                created_by_ne?: components["parameters"]["attendance-days.created_by_ne"];
                date?: components["parameters"]["attendance-days.date"];
                date_gte?: components["parameters"]["attendance-days.date_gte"];
                date_like?: components["parameters"]["attendance-days.date_like"];
                date_lte?: components["parameters"]["attendance-days.date_lte"];
                date_ne?: components["parameters"]["attendance-days.date_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["attendance-days.deleted"];
                employee_id?: components["parameters"]["attendance-days.employee_id"];
                employee_id_gte?: components["parameters"]["attendance-days.employee_id_gte"];
                employee_id_like?: components["parameters"]["attendance-days.employee_id_like"];
                employee_id_lte?: components["parameters"]["attendance-days.employee_id_lte"];
                employee_id_ne?: components["parameters"]["attendance-days.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["attendance-days.id"];
                id_gte?: components["parameters"]["attendance-days.id_gte"];
                id_like?: components["parameters"]["attendance-days.id_like"];
                id_lte?: components["parameters"]["attendance-days.id_lte"];
                id_ne?: components["parameters"]["attendance-days.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["attendance-days.q"];
                updated_at?: components["parameters"]["attendance-days.updated_at"];
                updated_at_gte?: components["parameters"]["attendance-days.updated_at_gte"];
                updated_at_like?: components["parameters"]["attendance-days.updated_at_like"];
                updated_at_lte?: components["parameters"]["attendance-days.updated_at_lte"];
                updated_at_ne?: components["parameters"]["attendance-days.updated_at_ne"];
                updated_by?: components["parameters"]["attendance-days.updated_by"];
                updated_by_gte?: components["parameters"]["attendance-days.updated_by_gte"];
                updated_by_like?: components["parameters"]["attendance-days.updated_by_like"];
                updated_by_lte?: components["parameters"]["attendance-days.updated_by_lte"];
                updated_by_ne?: components["parameters"]["attendance-days.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["attendance-days"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiAttendanceDays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["attendance-daysCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["attendance-days"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiAttendanceDaysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["attendance-days"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiAttendanceDaysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["attendance-days"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiAttendanceDaysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["attendance-daysPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["attendance-days"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiAttendanceDaysIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["attendance-days"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiAttendanceDaysBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiAttendanceDaysExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["attendance-days._order"];
                /** @description comma-separated fields among: id, employee_id, date */
                _sort?: components["parameters"]["attendance-days._sort"];
                created_at?: components["parameters"]["attendance-days.created_at"];
                created_at_gte?: components["parameters"]["attendance-days.created_at_gte"];
                created_at_like?: components["parameters"]["attendance-days.created_at_like"];
                created_at_lte?: components["parameters"]["attendance-days.created_at_lte"];
                created_at_ne?: components["parameters"]["attendance-days.created_at_ne"];
                created_by?: components["parameters"]["attendance-days.created_by"];
                created_by_gte?: components["parameters"]["attendance-days.created_by_gte"];
                created_by_like?: components["parameters"]["attendance-days.created_by_like"];
                created_by_lte?: components["parameters"]["attendance-days.created_by_lte"];
                created_by_ne?: components["parameters"]["attendance-days.created_by_ne"];
                date?: components["parameters"]["attendance-days.date"];
                date_gte?: components["parameters"]["attendance-days.date_gte"];
                date_like?: components["parameters"]["attendance-days.date_like"];
                date_lte?: components["parameters"]["attendance-days.date_lte"];
                date_ne?: components["parameters"]["attendance-days.date_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["attendance-days.deleted"];
                employee_id?: components["parameters"]["attendance-days.employee_id"];
                employee_id_gte?: components["parameters"]["attendance-days.employee_id_gte"];
                employee_id_like?: components["parameters"]["attendance-days.employee_id_like"];
                employee_id_lte?: components["parameters"]["attendance-days.employee_id_lte"];
                employee_id_ne?: components["parameters"]["attendance-days.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["attendance-days.id"];
                id_gte?: components["parameters"]["attendance-days.id_gte"];
                id_like?: components["parameters"]["attendance-days.id_like"];
                id_lte?: components["parameters"]["attendance-days.id_lte"];
                id_ne?: components["parameters"]["attendance-days.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["attendance-days.q"];
                updated_at?: components["parameters"]["attendance-days.updated_at"];
                updated_at_gte?: components["parameters"]["attendance-days.updated_at_gte"];
                updated_at_like?: components["parameters"]["attendance-days.updated_at_like"];
                updated_at_lte?: components["parameters"]["attendance-days.updated_at_lte"];
                updated_at_ne?: components["parameters"]["attendance-days.updated_at_ne"];
                updated_by?: components["parameters"]["attendance-days.updated_by"];
                updated_by_gte?: components["parameters"]["attendance-days.updated_by_gte"];
                updated_by_like?: components["parameters"]["attendance-days.updated_by_like"];
                updated_by_lte?: components["parameters"]["attendance-days.updated_by_lte"];
                updated_by_ne?: components["parameters"]["attendance-days.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiAttendanceDaysImport: {
        parameters: {
            query?: {
                charset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charset?: string;
                        charset_from?: string;
                        imported: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
        };
    };
    getAttendanceMonthlyReport: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monthly attendance report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getAttendanceMonthlyReportCsv: {
        parameters: {
            query: {
                lang?: string;
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monthly attendance report as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getAttendanceMonthlyReportPdf: {
        parameters: {
            query: {
                lang?: string;
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monthly attendance report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiAttendances: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["attendances._order"];
                /** @description comma-separated fields among: id, employee_id, year_month, days_worked */
                _sort?: components["parameters"]["attendances._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["attendances.created_at"];
                created_at_gte?: components["parameters"]["attendances.created_at_gte"];
                created_at_like?: components["parameters"]["attendances.created_at_like"];
                created_at_lte?: components["parameters"]["attendances.created_at_lte"];
                created_at_ne?: components["parameters"]["attendances.created_at_ne"];
                created_by?: components["parameters"]["attendances.created_by"];
                created_by_gte?: components["parameters"]["attendances.created_by_gte"];
                created_by_like?: components["parameters"]["attendances.created_by_like"];
                created_by_lte?: components["parameters"]["attendances.created_by_lte"];
                created_by_ne?: components["parameters"]["attendances.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["attendances.deleted"];
                employee_id?: components["parameters"]["attendances.employee_id"];
                employee_id_gte?: components["parameters"]["attendances.employee_id_gte"];
                employee_id_like?: components["parameters"]["attendances.employee_id_like"];
                employee_id_lte?: components["parameters"]["attendances.employee_id_lte"];
                employee_id_ne?: components["parameters"]["attendances.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["attendances.id"];
                id_gte?: components["parameters"]["attendances.id_gte"];
                id_like?: components["parameters"]["attendances.id_like"];
                id_lte?: components["parameters"]["attendances.id_lte"];
                id_ne?: components["parameters"]["attendances.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["attendances.q"];
                updated_at?: components["parameters"]["attendances.updated_at"];
                updated_at_gte?: components["parameters"]["attendances.updated_at_gte"];
                updated_at_like?: components["parameters"]["attendances.updated_at_like"];
                updated_at_lte?: components["parameters"]["attendances.updated_at_lte"];
                updated_at_ne?: components["parameters"]["attendances.updated_at_ne"];
                updated_by?: components["parameters"]["attendances.updated_by"];
                updated_by_gte?: components["parameters"]["attendances.updated_by_gte"];
                updated_by_like?: components["parameters"]["attendances.updated_by_like"];
                updated_by_lte?: components["parameters"]["attendances.updated_by_lte"];
                updated_by_ne?: components["parameters"]["attendances.updated_by_ne"];
                year_month?: components["parameters"]["attendances.year_month"];
                year_month_gte?: components["parameters"]["attendances.year_month_gte"];
                year_month_like?: components["parameters"]["attendances.year_month_like"];
                year_month_lte?: components["parameters"]["attendances.year_month_lte"];
                year_month_ne?: components["parameters"]["attendances.year_month_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["attendances"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiAttendancesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["attendances"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    patchApiAttendancesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["attendancesPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["attendances"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiAttendancesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    postAttendancesCompute: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    month: string;
                };
            };
        };
        responses: {
            /** @description Compute a month's attendance sheets from the attendance days */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        month: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiAttendancesExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["attendances._order"];
                /** @description comma-separated fields among: id, employee_id, year_month, days_worked */
                _sort?: components["parameters"]["attendances._sort"];
                created_at?: components["parameters"]["attendances.created_at"];
                created_at_gte?: components["parameters"]["attendances.created_at_gte"];
                created_at_like?: components["parameters"]["attendances.created_at_like"];
                created_at_lte?: components["parameters"]["attendances.created_at_lte"];
                created_at_ne?: components["parameters"]["attendances.created_at_ne"];
                created_by?: components["parameters"]["attendances.created_by"];
                created_by_gte?: components["parameters"]["attendances.created_by_gte"];
                created_by_like?: components["parameters"]["attendances.created_by_like"];
                created_by_lte?: components["parameters"]["attendances.created_by_lte"];
                created_by_ne?: components["parameters"]["attendances.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["attendances.deleted"];
                employee_id?: components["parameters"]["attendances.employee_id"];
                employee_id_gte?: components["parameters"]["attendances.employee_id_gte"];
                employee_id_like?: components["parameters"]["attendances.employee_id_like"];
                employee_id_lte?: components["parameters"]["attendances.employee_id_lte"];
                employee_id_ne?: components["parameters"]["attendances.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["attendances.id"];
                id_gte?: components["parameters"]["attendances.id_gte"];
                id_like?: components["parameters"]["attendances.id_like"];
                id_lte?: components["parameters"]["attendances.id_lte"];
                id_ne?: components["parameters"]["attendances.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["attendances.q"];
                updated_at?: components["parameters"]["attendances.updated_at"];
                updated_at_gte?: components["parameters"]["attendances.updated_at_gte"];
                updated_at_like?: components["parameters"]["attendances.updated_at_like"];
                updated_at_lte?: components["parameters"]["attendances.updated_at_lte"];
                updated_at_ne?: components["parameters"]["attendances.updated_at_ne"];
                updated_by?: components["parameters"]["attendances.updated_by"];
                updated_by_gte?: components["parameters"]["attendances.updated_by_gte"];
                updated_by_like?: components["parameters"]["attendances.updated_by_like"];
                updated_by_lte?: components["parameters"]["attendances.updated_by_lte"];
                updated_by_ne?: components["parameters"]["attendances.updated_by_ne"];
                year_month?: components["parameters"]["attendances.year_month"];
                year_month_gte?: components["parameters"]["attendances.year_month_gte"];
                year_month_like?: components["parameters"]["attendances.year_month_like"];
                year_month_lte?: components["parameters"]["attendances.year_month_lte"];
                year_month_ne?: components["parameters"]["attendances.year_month_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every backup, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Make a backup now (`Prefer: respond-async`: answer at once) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getBackupsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One backup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    deleteBackupsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a backup and its file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getBackupsIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A backup's file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postBackupsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirm?: string | null;
                };
            };
        };
        responses: {
            /** @description Restore the database from a backup */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postBackupsRestore: {
        parameters: {
            query?: {
                confirm?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Restore the database from an uploaded backup file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
        };
    };
    getApiBankTransactions: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["bank-transactions._order"];
                /** @description comma-separated fields among: id, date, holder_name, transaction_number, debit, credit */
                _sort?: components["parameters"]["bank-transactions._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["bank-transactions.created_at"];
                created_at_gte?: components["parameters"]["bank-transactions.created_at_gte"];
                created_at_like?: components["parameters"]["bank-transactions.created_at_like"];
                created_at_lte?: components["parameters"]["bank-transactions.created_at_lte"];
                created_at_ne?: components["parameters"]["bank-transactions.created_at_ne"];
                created_by?: components["parameters"]["bank-transactions.created_by"];
                created_by_gte?: components["parameters"]["bank-transactions.created_by_gte"];
                created_by_like?: components["parameters"]["bank-transactions.created_by_like"];
                created_by_lte?: components["parameters"]["bank-transactions.created_by_lte"];
                created_by_ne?: components["parameters"]["bank-transactions.created_by_ne"];
                credit?: components["parameters"]["bank-transactions.credit"];
                credit_gte?: components["parameters"]["bank-transactions.credit_gte"];
                credit_like?: components["parameters"]["bank-transactions.credit_like"];
                credit_lte?: components["parameters"]["bank-transactions.credit_lte"];
                credit_ne?: components["parameters"]["bank-transactions.credit_ne"];
                date?: components["parameters"]["bank-transactions.date"];
                date_gte?: components["parameters"]["bank-transactions.date_gte"];
                date_like?: components["parameters"]["bank-transactions.date_like"];
                date_lte?: components["parameters"]["bank-transactions.date_lte"];
                date_ne?: components["parameters"]["bank-transactions.date_ne"];
                debit?: components["parameters"]["bank-transactions.debit"];
                debit_gte?: components["parameters"]["bank-transactions.debit_gte"];
                debit_like?: components["parameters"]["bank-transactions.debit_like"];
                debit_lte?: components["parameters"]["bank-transactions.debit_lte"];
                debit_ne?: components["parameters"]["bank-transactions.debit_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["bank-transactions.deleted"];
                holder_name?: components["parameters"]["bank-transactions.holder_name"];
                holder_name_gte?: components["parameters"]["bank-transactions.holder_name_gte"];
                holder_name_like?: components["parameters"]["bank-transactions.holder_name_like"];
                holder_name_lte?: components["parameters"]["bank-transactions.holder_name_lte"];
                holder_name_ne?: components["parameters"]["bank-transactions.holder_name_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["bank-transactions.id"];
                id_gte?: components["parameters"]["bank-transactions.id_gte"];
                id_like?: components["parameters"]["bank-transactions.id_like"];
                id_lte?: components["parameters"]["bank-transactions.id_lte"];
                id_ne?: components["parameters"]["bank-transactions.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["bank-transactions.q"];
                transaction_number?: components["parameters"]["bank-transactions.transaction_number"];
                transaction_number_gte?: components["parameters"]["bank-transactions.transaction_number_gte"];
                transaction_number_like?: components["parameters"]["bank-transactions.transaction_number_like"];
                transaction_number_lte?: components["parameters"]["bank-transactions.transaction_number_lte"];
                transaction_number_ne?: components["parameters"]["bank-transactions.transaction_number_ne"];
                updated_at?: components["parameters"]["bank-transactions.updated_at"];
                updated_at_gte?: components["parameters"]["bank-transactions.updated_at_gte"];
                updated_at_like?: components["parameters"]["bank-transactions.updated_at_like"];
                updated_at_lte?: components["parameters"]["bank-transactions.updated_at_lte"];
                updated_at_ne?: components["parameters"]["bank-transactions.updated_at_ne"];
                updated_by?: components["parameters"]["bank-transactions.updated_by"];
                updated_by_gte?: components["parameters"]["bank-transactions.updated_by_gte"];
                updated_by_like?: components["parameters"]["bank-transactions.updated_by_like"];
                updated_by_lte?: components["parameters"]["bank-transactions.updated_by_lte"];
                updated_by_ne?: components["parameters"]["bank-transactions.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bank-transactions"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiBankTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["bank-transactionsCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bank-transactions"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiBankTransactionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bank-transactions"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiBankTransactionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bank-transactions"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiBankTransactionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["bank-transactionsPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bank-transactions"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiBankTransactionsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["bank-transactions"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    getBankTransactionsBalance: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank's balance over a period: opening, in, out, closing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiBankTransactionsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiBankTransactionsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["bank-transactions._order"];
                /** @description comma-separated fields among: id, date, holder_name, transaction_number, debit, credit */
                _sort?: components["parameters"]["bank-transactions._sort"];
                created_at?: components["parameters"]["bank-transactions.created_at"];
                created_at_gte?: components["parameters"]["bank-transactions.created_at_gte"];
                created_at_like?: components["parameters"]["bank-transactions.created_at_like"];
                created_at_lte?: components["parameters"]["bank-transactions.created_at_lte"];
                created_at_ne?: components["parameters"]["bank-transactions.created_at_ne"];
                created_by?: components["parameters"]["bank-transactions.created_by"];
                created_by_gte?: components["parameters"]["bank-transactions.created_by_gte"];
                created_by_like?: components["parameters"]["bank-transactions.created_by_like"];
                created_by_lte?: components["parameters"]["bank-transactions.created_by_lte"];
                created_by_ne?: components["parameters"]["bank-transactions.created_by_ne"];
                credit?: components["parameters"]["bank-transactions.credit"];
                credit_gte?: components["parameters"]["bank-transactions.credit_gte"];
                credit_like?: components["parameters"]["bank-transactions.credit_like"];
                credit_lte?: components["parameters"]["bank-transactions.credit_lte"];
                credit_ne?: components["parameters"]["bank-transactions.credit_ne"];
                date?: components["parameters"]["bank-transactions.date"];
                date_gte?: components["parameters"]["bank-transactions.date_gte"];
                date_like?: components["parameters"]["bank-transactions.date_like"];
                date_lte?: components["parameters"]["bank-transactions.date_lte"];
                date_ne?: components["parameters"]["bank-transactions.date_ne"];
                debit?: components["parameters"]["bank-transactions.debit"];
                debit_gte?: components["parameters"]["bank-transactions.debit_gte"];
                debit_like?: components["parameters"]["bank-transactions.debit_like"];
                debit_lte?: components["parameters"]["bank-transactions.debit_lte"];
                debit_ne?: components["parameters"]["bank-transactions.debit_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["bank-transactions.deleted"];
                holder_name?: components["parameters"]["bank-transactions.holder_name"];
                holder_name_gte?: components["parameters"]["bank-transactions.holder_name_gte"];
                holder_name_like?: components["parameters"]["bank-transactions.holder_name_like"];
                holder_name_lte?: components["parameters"]["bank-transactions.holder_name_lte"];
                holder_name_ne?: components["parameters"]["bank-transactions.holder_name_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["bank-transactions.id"];
                id_gte?: components["parameters"]["bank-transactions.id_gte"];
                id_like?: components["parameters"]["bank-transactions.id_like"];
                id_lte?: components["parameters"]["bank-transactions.id_lte"];
                id_ne?: components["parameters"]["bank-transactions.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["bank-transactions.q"];
                transaction_number?: components["parameters"]["bank-transactions.transaction_number"];
                transaction_number_gte?: components["parameters"]["bank-transactions.transaction_number_gte"];
                transaction_number_like?: components["parameters"]["bank-transactions.transaction_number_like"];
                transaction_number_lte?: components["parameters"]["bank-transactions.transaction_number_lte"];
                transaction_number_ne?: components["parameters"]["bank-transactions.transaction_number_ne"];
                updated_at?: components["parameters"]["bank-transactions.updated_at"];
                updated_at_gte?: components["parameters"]["bank-transactions.updated_at_gte"];
                updated_at_like?: components["parameters"]["bank-transactions.updated_at_like"];
                updated_at_lte?: components["parameters"]["bank-transactions.updated_at_lte"];
                updated_at_ne?: components["parameters"]["bank-transactions.updated_at_ne"];
                updated_by?: components["parameters"]["bank-transactions.updated_by"];
                updated_by_gte?: components["parameters"]["bank-transactions.updated_by_gte"];
                updated_by_like?: components["parameters"]["bank-transactions.updated_by_like"];
                updated_by_lte?: components["parameters"]["bank-transactions.updated_by_lte"];
                updated_by_ne?: components["parameters"]["bank-transactions.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiBankTransactionsImport: {
        parameters: {
            query?: {
                charset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charset?: string;
                        charset_from?: string;
                        imported: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
        };
    };
    getApiBehaviourLogs: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["behaviour-logs._order"];
                /** @description comma-separated fields among: id, action, target, user_id */
                _sort?: components["parameters"]["behaviour-logs._sort"];
                /** @description first row (0-based) */
                _start?: number;
                action?: components["parameters"]["behaviour-logs.action"];
                action_gte?: components["parameters"]["behaviour-logs.action_gte"];
                action_like?: components["parameters"]["behaviour-logs.action_like"];
                action_lte?: components["parameters"]["behaviour-logs.action_lte"];
                action_ne?: components["parameters"]["behaviour-logs.action_ne"];
                created_at?: components["parameters"]["behaviour-logs.created_at"];
                created_at_gte?: components["parameters"]["behaviour-logs.created_at_gte"];
                created_at_like?: components["parameters"]["behaviour-logs.created_at_like"];
                created_at_lte?: components["parameters"]["behaviour-logs.created_at_lte"];
                created_at_ne?: components["parameters"]["behaviour-logs.created_at_ne"];
                created_by?: components["parameters"]["behaviour-logs.created_by"];
                created_by_gte?: components["parameters"]["behaviour-logs.created_by_gte"];
                created_by_like?: components["parameters"]["behaviour-logs.created_by_like"];
                created_by_lte?: components["parameters"]["behaviour-logs.created_by_lte"];
                created_by_ne?: components["parameters"]["behaviour-logs.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["behaviour-logs.deleted"];
                email?: components["parameters"]["behaviour-logs.email"];
                email_gte?: components["parameters"]["behaviour-logs.email_gte"];
                email_like?: components["parameters"]["behaviour-logs.email_like"];
                email_lte?: components["parameters"]["behaviour-logs.email_lte"];
                email_ne?: components["parameters"]["behaviour-logs.email_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["behaviour-logs.id"];
                id_gte?: components["parameters"]["behaviour-logs.id_gte"];
                id_like?: components["parameters"]["behaviour-logs.id_like"];
                id_lte?: components["parameters"]["behaviour-logs.id_lte"];
                id_ne?: components["parameters"]["behaviour-logs.id_ne"];
                ip?: components["parameters"]["behaviour-logs.ip"];
                ip_gte?: components["parameters"]["behaviour-logs.ip_gte"];
                ip_like?: components["parameters"]["behaviour-logs.ip_like"];
                ip_lte?: components["parameters"]["behaviour-logs.ip_lte"];
                ip_ne?: components["parameters"]["behaviour-logs.ip_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["behaviour-logs.q"];
                request_id?: components["parameters"]["behaviour-logs.request_id"];
                request_id_gte?: components["parameters"]["behaviour-logs.request_id_gte"];
                request_id_like?: components["parameters"]["behaviour-logs.request_id_like"];
                request_id_lte?: components["parameters"]["behaviour-logs.request_id_lte"];
                request_id_ne?: components["parameters"]["behaviour-logs.request_id_ne"];
                target?: components["parameters"]["behaviour-logs.target"];
                target_gte?: components["parameters"]["behaviour-logs.target_gte"];
                target_id?: components["parameters"]["behaviour-logs.target_id"];
                target_id_gte?: components["parameters"]["behaviour-logs.target_id_gte"];
                target_id_like?: components["parameters"]["behaviour-logs.target_id_like"];
                target_id_lte?: components["parameters"]["behaviour-logs.target_id_lte"];
                target_id_ne?: components["parameters"]["behaviour-logs.target_id_ne"];
                target_like?: components["parameters"]["behaviour-logs.target_like"];
                target_lte?: components["parameters"]["behaviour-logs.target_lte"];
                target_ne?: components["parameters"]["behaviour-logs.target_ne"];
                updated_at?: components["parameters"]["behaviour-logs.updated_at"];
                updated_at_gte?: components["parameters"]["behaviour-logs.updated_at_gte"];
                updated_at_like?: components["parameters"]["behaviour-logs.updated_at_like"];
                updated_at_lte?: components["parameters"]["behaviour-logs.updated_at_lte"];
                updated_at_ne?: components["parameters"]["behaviour-logs.updated_at_ne"];
                updated_by?: components["parameters"]["behaviour-logs.updated_by"];
                updated_by_gte?: components["parameters"]["behaviour-logs.updated_by_gte"];
                updated_by_like?: components["parameters"]["behaviour-logs.updated_by_like"];
                updated_by_lte?: components["parameters"]["behaviour-logs.updated_by_lte"];
                updated_by_ne?: components["parameters"]["behaviour-logs.updated_by_ne"];
                user_id?: components["parameters"]["behaviour-logs.user_id"];
                user_id_gte?: components["parameters"]["behaviour-logs.user_id_gte"];
                user_id_like?: components["parameters"]["behaviour-logs.user_id_like"];
                user_id_lte?: components["parameters"]["behaviour-logs.user_id_lte"];
                user_id_ne?: components["parameters"]["behaviour-logs.user_id_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["behaviour-logs"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiBehaviourLogsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["behaviour-logs"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    getApiBehaviourLogsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["behaviour-logs._order"];
                /** @description comma-separated fields among: id, action, target, user_id */
                _sort?: components["parameters"]["behaviour-logs._sort"];
                action?: components["parameters"]["behaviour-logs.action"];
                action_gte?: components["parameters"]["behaviour-logs.action_gte"];
                action_like?: components["parameters"]["behaviour-logs.action_like"];
                action_lte?: components["parameters"]["behaviour-logs.action_lte"];
                action_ne?: components["parameters"]["behaviour-logs.action_ne"];
                created_at?: components["parameters"]["behaviour-logs.created_at"];
                created_at_gte?: components["parameters"]["behaviour-logs.created_at_gte"];
                created_at_like?: components["parameters"]["behaviour-logs.created_at_like"];
                created_at_lte?: components["parameters"]["behaviour-logs.created_at_lte"];
                created_at_ne?: components["parameters"]["behaviour-logs.created_at_ne"];
                created_by?: components["parameters"]["behaviour-logs.created_by"];
                created_by_gte?: components["parameters"]["behaviour-logs.created_by_gte"];
                created_by_like?: components["parameters"]["behaviour-logs.created_by_like"];
                created_by_lte?: components["parameters"]["behaviour-logs.created_by_lte"];
                created_by_ne?: components["parameters"]["behaviour-logs.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["behaviour-logs.deleted"];
                email?: components["parameters"]["behaviour-logs.email"];
                email_gte?: components["parameters"]["behaviour-logs.email_gte"];
                email_like?: components["parameters"]["behaviour-logs.email_like"];
                email_lte?: components["parameters"]["behaviour-logs.email_lte"];
                email_ne?: components["parameters"]["behaviour-logs.email_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["behaviour-logs.id"];
                id_gte?: components["parameters"]["behaviour-logs.id_gte"];
                id_like?: components["parameters"]["behaviour-logs.id_like"];
                id_lte?: components["parameters"]["behaviour-logs.id_lte"];
                id_ne?: components["parameters"]["behaviour-logs.id_ne"];
                ip?: components["parameters"]["behaviour-logs.ip"];
                ip_gte?: components["parameters"]["behaviour-logs.ip_gte"];
                ip_like?: components["parameters"]["behaviour-logs.ip_like"];
                ip_lte?: components["parameters"]["behaviour-logs.ip_lte"];
                ip_ne?: components["parameters"]["behaviour-logs.ip_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["behaviour-logs.q"];
                request_id?: components["parameters"]["behaviour-logs.request_id"];
                request_id_gte?: components["parameters"]["behaviour-logs.request_id_gte"];
                request_id_like?: components["parameters"]["behaviour-logs.request_id_like"];
                request_id_lte?: components["parameters"]["behaviour-logs.request_id_lte"];
                request_id_ne?: components["parameters"]["behaviour-logs.request_id_ne"];
                target?: components["parameters"]["behaviour-logs.target"];
                target_gte?: components["parameters"]["behaviour-logs.target_gte"];
                target_id?: components["parameters"]["behaviour-logs.target_id"];
                target_id_gte?: components["parameters"]["behaviour-logs.target_id_gte"];
                target_id_like?: components["parameters"]["behaviour-logs.target_id_like"];
                target_id_lte?: components["parameters"]["behaviour-logs.target_id_lte"];
                target_id_ne?: components["parameters"]["behaviour-logs.target_id_ne"];
                target_like?: components["parameters"]["behaviour-logs.target_like"];
                target_lte?: components["parameters"]["behaviour-logs.target_lte"];
                target_ne?: components["parameters"]["behaviour-logs.target_ne"];
                updated_at?: components["parameters"]["behaviour-logs.updated_at"];
                updated_at_gte?: components["parameters"]["behaviour-logs.updated_at_gte"];
                updated_at_like?: components["parameters"]["behaviour-logs.updated_at_like"];
                updated_at_lte?: components["parameters"]["behaviour-logs.updated_at_lte"];
                updated_at_ne?: components["parameters"]["behaviour-logs.updated_at_ne"];
                updated_by?: components["parameters"]["behaviour-logs.updated_by"];
                updated_by_gte?: components["parameters"]["behaviour-logs.updated_by_gte"];
                updated_by_like?: components["parameters"]["behaviour-logs.updated_by_like"];
                updated_by_lte?: components["parameters"]["behaviour-logs.updated_by_lte"];
                updated_by_ne?: components["parameters"]["behaviour-logs.updated_by_ne"];
                user_id?: components["parameters"]["behaviour-logs.user_id"];
                user_id_gte?: components["parameters"]["behaviour-logs.user_id_gte"];
                user_id_like?: components["parameters"]["behaviour-logs.user_id_like"];
                user_id_lte?: components["parameters"]["behaviour-logs.user_id_lte"];
                user_id_ne?: components["parameters"]["behaviour-logs.user_id_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiBenefits: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["benefits._order"];
                /** @description comma-separated fields among: id, title */
                _sort?: components["parameters"]["benefits._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["benefits.created_at"];
                created_at_gte?: components["parameters"]["benefits.created_at_gte"];
                created_at_like?: components["parameters"]["benefits.created_at_like"];
                created_at_lte?: components["parameters"]["benefits.created_at_lte"];
                created_at_ne?: components["parameters"]["benefits.created_at_ne"];
                created_by?: components["parameters"]["benefits.created_by"];
                created_by_gte?: components["parameters"]["benefits.created_by_gte"];
                created_by_like?: components["parameters"]["benefits.created_by_like"];
                created_by_lte?: components["parameters"]["benefits.created_by_lte"];
                created_by_ne?: components["parameters"]["benefits.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["benefits.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["benefits.id"];
                id_gte?: components["parameters"]["benefits.id_gte"];
                id_like?: components["parameters"]["benefits.id_like"];
                id_lte?: components["parameters"]["benefits.id_lte"];
                id_ne?: components["parameters"]["benefits.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["benefits.q"];
                title?: components["parameters"]["benefits.title"];
                title_gte?: components["parameters"]["benefits.title_gte"];
                title_like?: components["parameters"]["benefits.title_like"];
                title_lte?: components["parameters"]["benefits.title_lte"];
                title_ne?: components["parameters"]["benefits.title_ne"];
                updated_at?: components["parameters"]["benefits.updated_at"];
                updated_at_gte?: components["parameters"]["benefits.updated_at_gte"];
                updated_at_like?: components["parameters"]["benefits.updated_at_like"];
                updated_at_lte?: components["parameters"]["benefits.updated_at_lte"];
                updated_at_ne?: components["parameters"]["benefits.updated_at_ne"];
                updated_by?: components["parameters"]["benefits.updated_by"];
                updated_by_gte?: components["parameters"]["benefits.updated_by_gte"];
                updated_by_like?: components["parameters"]["benefits.updated_by_like"];
                updated_by_lte?: components["parameters"]["benefits.updated_by_lte"];
                updated_by_ne?: components["parameters"]["benefits.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["benefits"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiBenefits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["benefitsCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["benefits"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiBenefitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["benefits"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiBenefitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["benefits"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiBenefitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["benefitsPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["benefits"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiBenefitsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["benefits"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiBenefitsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiBenefitsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["benefits._order"];
                /** @description comma-separated fields among: id, title */
                _sort?: components["parameters"]["benefits._sort"];
                created_at?: components["parameters"]["benefits.created_at"];
                created_at_gte?: components["parameters"]["benefits.created_at_gte"];
                created_at_like?: components["parameters"]["benefits.created_at_like"];
                created_at_lte?: components["parameters"]["benefits.created_at_lte"];
                created_at_ne?: components["parameters"]["benefits.created_at_ne"];
                created_by?: components["parameters"]["benefits.created_by"];
                created_by_gte?: components["parameters"]["benefits.created_by_gte"];
                created_by_like?: components["parameters"]["benefits.created_by_like"];
                created_by_lte?: components["parameters"]["benefits.created_by_lte"];
                created_by_ne?: components["parameters"]["benefits.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["benefits.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["benefits.id"];
                id_gte?: components["parameters"]["benefits.id_gte"];
                id_like?: components["parameters"]["benefits.id_like"];
                id_lte?: components["parameters"]["benefits.id_lte"];
                id_ne?: components["parameters"]["benefits.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["benefits.q"];
                title?: components["parameters"]["benefits.title"];
                title_gte?: components["parameters"]["benefits.title_gte"];
                title_like?: components["parameters"]["benefits.title_like"];
                title_lte?: components["parameters"]["benefits.title_lte"];
                title_ne?: components["parameters"]["benefits.title_ne"];
                updated_at?: components["parameters"]["benefits.updated_at"];
                updated_at_gte?: components["parameters"]["benefits.updated_at_gte"];
                updated_at_like?: components["parameters"]["benefits.updated_at_like"];
                updated_at_lte?: components["parameters"]["benefits.updated_at_lte"];
                updated_at_ne?: components["parameters"]["benefits.updated_at_ne"];
                updated_by?: components["parameters"]["benefits.updated_by"];
                updated_by_gte?: components["parameters"]["benefits.updated_by_gte"];
                updated_by_like?: components["parameters"]["benefits.updated_by_like"];
                updated_by_lte?: components["parameters"]["benefits.updated_by_lte"];
                updated_by_ne?: components["parameters"]["benefits.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiCommissionRecords: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["commission-records._order"];
                /** @description comma-separated fields among: id, month, employee_id, orders, sales, amount */
                _sort?: components["parameters"]["commission-records._sort"];
                /** @description first row (0-based) */
                _start?: number;
                amount?: components["parameters"]["commission-records.amount"];
                amount_gte?: components["parameters"]["commission-records.amount_gte"];
                amount_like?: components["parameters"]["commission-records.amount_like"];
                amount_lte?: components["parameters"]["commission-records.amount_lte"];
                amount_ne?: components["parameters"]["commission-records.amount_ne"];
                created_at?: components["parameters"]["commission-records.created_at"];
                created_at_gte?: components["parameters"]["commission-records.created_at_gte"];
                created_at_like?: components["parameters"]["commission-records.created_at_like"];
                created_at_lte?: components["parameters"]["commission-records.created_at_lte"];
                created_at_ne?: components["parameters"]["commission-records.created_at_ne"];
                created_by?: components["parameters"]["commission-records.created_by"];
                created_by_gte?: components["parameters"]["commission-records.created_by_gte"];
                created_by_like?: components["parameters"]["commission-records.created_by_like"];
                created_by_lte?: components["parameters"]["commission-records.created_by_lte"];
                created_by_ne?: components["parameters"]["commission-records.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["commission-records.deleted"];
                employee_id?: components["parameters"]["commission-records.employee_id"];
                employee_id_gte?: components["parameters"]["commission-records.employee_id_gte"];
                employee_id_like?: components["parameters"]["commission-records.employee_id_like"];
                employee_id_lte?: components["parameters"]["commission-records.employee_id_lte"];
                employee_id_ne?: components["parameters"]["commission-records.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["commission-records.id"];
                id_gte?: components["parameters"]["commission-records.id_gte"];
                id_like?: components["parameters"]["commission-records.id_like"];
                id_lte?: components["parameters"]["commission-records.id_lte"];
                id_ne?: components["parameters"]["commission-records.id_ne"];
                month?: components["parameters"]["commission-records.month"];
                month_gte?: components["parameters"]["commission-records.month_gte"];
                month_like?: components["parameters"]["commission-records.month_like"];
                month_lte?: components["parameters"]["commission-records.month_lte"];
                month_ne?: components["parameters"]["commission-records.month_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["commission-records.q"];
                updated_at?: components["parameters"]["commission-records.updated_at"];
                updated_at_gte?: components["parameters"]["commission-records.updated_at_gte"];
                updated_at_like?: components["parameters"]["commission-records.updated_at_like"];
                updated_at_lte?: components["parameters"]["commission-records.updated_at_lte"];
                updated_at_ne?: components["parameters"]["commission-records.updated_at_ne"];
                updated_by?: components["parameters"]["commission-records.updated_by"];
                updated_by_gte?: components["parameters"]["commission-records.updated_by_gte"];
                updated_by_like?: components["parameters"]["commission-records.updated_by_like"];
                updated_by_lte?: components["parameters"]["commission-records.updated_by_lte"];
                updated_by_ne?: components["parameters"]["commission-records.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["commission-records"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiCommissionRecordsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["commission-records"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    getApiCommissionRecordsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["commission-records._order"];
                /** @description comma-separated fields among: id, month, employee_id, orders, sales, amount */
                _sort?: components["parameters"]["commission-records._sort"];
                amount?: components["parameters"]["commission-records.amount"];
                amount_gte?: components["parameters"]["commission-records.amount_gte"];
                amount_like?: components["parameters"]["commission-records.amount_like"];
                amount_lte?: components["parameters"]["commission-records.amount_lte"];
                amount_ne?: components["parameters"]["commission-records.amount_ne"];
                created_at?: components["parameters"]["commission-records.created_at"];
                created_at_gte?: components["parameters"]["commission-records.created_at_gte"];
                created_at_like?: components["parameters"]["commission-records.created_at_like"];
                created_at_lte?: components["parameters"]["commission-records.created_at_lte"];
                created_at_ne?: components["parameters"]["commission-records.created_at_ne"];
                created_by?: components["parameters"]["commission-records.created_by"];
                created_by_gte?: components["parameters"]["commission-records.created_by_gte"];
                created_by_like?: components["parameters"]["commission-records.created_by_like"];
                created_by_lte?: components["parameters"]["commission-records.created_by_lte"];
                created_by_ne?: components["parameters"]["commission-records.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["commission-records.deleted"];
                employee_id?: components["parameters"]["commission-records.employee_id"];
                employee_id_gte?: components["parameters"]["commission-records.employee_id_gte"];
                employee_id_like?: components["parameters"]["commission-records.employee_id_like"];
                employee_id_lte?: components["parameters"]["commission-records.employee_id_lte"];
                employee_id_ne?: components["parameters"]["commission-records.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["commission-records.id"];
                id_gte?: components["parameters"]["commission-records.id_gte"];
                id_like?: components["parameters"]["commission-records.id_like"];
                id_lte?: components["parameters"]["commission-records.id_lte"];
                id_ne?: components["parameters"]["commission-records.id_ne"];
                month?: components["parameters"]["commission-records.month"];
                month_gte?: components["parameters"]["commission-records.month_gte"];
                month_like?: components["parameters"]["commission-records.month_like"];
                month_lte?: components["parameters"]["commission-records.month_lte"];
                month_ne?: components["parameters"]["commission-records.month_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["commission-records.q"];
                updated_at?: components["parameters"]["commission-records.updated_at"];
                updated_at_gte?: components["parameters"]["commission-records.updated_at_gte"];
                updated_at_like?: components["parameters"]["commission-records.updated_at_like"];
                updated_at_lte?: components["parameters"]["commission-records.updated_at_lte"];
                updated_at_ne?: components["parameters"]["commission-records.updated_at_ne"];
                updated_by?: components["parameters"]["commission-records.updated_by"];
                updated_by_gte?: components["parameters"]["commission-records.updated_by_gte"];
                updated_by_like?: components["parameters"]["commission-records.updated_by_like"];
                updated_by_lte?: components["parameters"]["commission-records.updated_by_lte"];
                updated_by_ne?: components["parameters"]["commission-records.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postCommissionRecordsGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    month: string;
                };
            };
        };
        responses: {
            /** @description Generate a month's commission records (again: replaced) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        month: string;
                        records: components["schemas"]["commission-records"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiCommissions: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["commissions._order"];
                /** @description comma-separated fields among: id, employee_id, percentage */
                _sort?: components["parameters"]["commissions._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["commissions.created_at"];
                created_at_gte?: components["parameters"]["commissions.created_at_gte"];
                created_at_like?: components["parameters"]["commissions.created_at_like"];
                created_at_lte?: components["parameters"]["commissions.created_at_lte"];
                created_at_ne?: components["parameters"]["commissions.created_at_ne"];
                created_by?: components["parameters"]["commissions.created_by"];
                created_by_gte?: components["parameters"]["commissions.created_by_gte"];
                created_by_like?: components["parameters"]["commissions.created_by_like"];
                created_by_lte?: components["parameters"]["commissions.created_by_lte"];
                created_by_ne?: components["parameters"]["commissions.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["commissions.deleted"];
                employee_id?: components["parameters"]["commissions.employee_id"];
                employee_id_gte?: components["parameters"]["commissions.employee_id_gte"];
                employee_id_like?: components["parameters"]["commissions.employee_id_like"];
                employee_id_lte?: components["parameters"]["commissions.employee_id_lte"];
                employee_id_ne?: components["parameters"]["commissions.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["commissions.id"];
                id_gte?: components["parameters"]["commissions.id_gte"];
                id_like?: components["parameters"]["commissions.id_like"];
                id_lte?: components["parameters"]["commissions.id_lte"];
                id_ne?: components["parameters"]["commissions.id_ne"];
                percentage?: components["parameters"]["commissions.percentage"];
                percentage_gte?: components["parameters"]["commissions.percentage_gte"];
                percentage_like?: components["parameters"]["commissions.percentage_like"];
                percentage_lte?: components["parameters"]["commissions.percentage_lte"];
                percentage_ne?: components["parameters"]["commissions.percentage_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["commissions.q"];
                updated_at?: components["parameters"]["commissions.updated_at"];
                updated_at_gte?: components["parameters"]["commissions.updated_at_gte"];
                updated_at_like?: components["parameters"]["commissions.updated_at_like"];
                updated_at_lte?: components["parameters"]["commissions.updated_at_lte"];
                updated_at_ne?: components["parameters"]["commissions.updated_at_ne"];
                updated_by?: components["parameters"]["commissions.updated_by"];
                updated_by_gte?: components["parameters"]["commissions.updated_by_gte"];
                updated_by_like?: components["parameters"]["commissions.updated_by_like"];
                updated_by_lte?: components["parameters"]["commissions.updated_by_lte"];
                updated_by_ne?: components["parameters"]["commissions.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["commissions"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiCommissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["commissionsCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["commissions"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiCommissionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["commissions"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiCommissionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["commissions"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiCommissionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["commissionsPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["commissions"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiCommissionsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["commissions"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiCommissionsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiCommissionsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["commissions._order"];
                /** @description comma-separated fields among: id, employee_id, percentage */
                _sort?: components["parameters"]["commissions._sort"];
                created_at?: components["parameters"]["commissions.created_at"];
                created_at_gte?: components["parameters"]["commissions.created_at_gte"];
                created_at_like?: components["parameters"]["commissions.created_at_like"];
                created_at_lte?: components["parameters"]["commissions.created_at_lte"];
                created_at_ne?: components["parameters"]["commissions.created_at_ne"];
                created_by?: components["parameters"]["commissions.created_by"];
                created_by_gte?: components["parameters"]["commissions.created_by_gte"];
                created_by_like?: components["parameters"]["commissions.created_by_like"];
                created_by_lte?: components["parameters"]["commissions.created_by_lte"];
                created_by_ne?: components["parameters"]["commissions.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["commissions.deleted"];
                employee_id?: components["parameters"]["commissions.employee_id"];
                employee_id_gte?: components["parameters"]["commissions.employee_id_gte"];
                employee_id_like?: components["parameters"]["commissions.employee_id_like"];
                employee_id_lte?: components["parameters"]["commissions.employee_id_lte"];
                employee_id_ne?: components["parameters"]["commissions.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["commissions.id"];
                id_gte?: components["parameters"]["commissions.id_gte"];
                id_like?: components["parameters"]["commissions.id_like"];
                id_lte?: components["parameters"]["commissions.id_lte"];
                id_ne?: components["parameters"]["commissions.id_ne"];
                percentage?: components["parameters"]["commissions.percentage"];
                percentage_gte?: components["parameters"]["commissions.percentage_gte"];
                percentage_like?: components["parameters"]["commissions.percentage_like"];
                percentage_lte?: components["parameters"]["commissions.percentage_lte"];
                percentage_ne?: components["parameters"]["commissions.percentage_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["commissions.q"];
                updated_at?: components["parameters"]["commissions.updated_at"];
                updated_at_gte?: components["parameters"]["commissions.updated_at_gte"];
                updated_at_like?: components["parameters"]["commissions.updated_at_like"];
                updated_at_lte?: components["parameters"]["commissions.updated_at_lte"];
                updated_at_ne?: components["parameters"]["commissions.updated_at_ne"];
                updated_by?: components["parameters"]["commissions.updated_by"];
                updated_by_gte?: components["parameters"]["commissions.updated_by_gte"];
                updated_by_like?: components["parameters"]["commissions.updated_by_like"];
                updated_by_lte?: components["parameters"]["commissions.updated_by_lte"];
                updated_by_ne?: components["parameters"]["commissions.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    patchCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    bank_account_holder?: string | null;
                    bank_account_number?: string | null;
                    bank_code?: string | null;
                    bank_name?: string | null;
                    /** Format: email */
                    email?: string | null;
                    employees?: number | null;
                    /** Format: date */
                    founding_date?: string | null;
                    industry?: string | null;
                    /** @enum {string|null} */
                    language?: "en" | "zh_Hant" | null;
                    name?: string | null;
                    payment_method?: string | null;
                    /** @description E.164 (a number without a country code is a Hong Kong one) */
                    phone?: string | null;
                    registration_number?: string | null;
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description Change the company's details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getCompanyLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company's logo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    putCompanyLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/*": string;
            };
        };
        responses: {
            /** @description Replace the company's logo (PNG, JPEG, at most 512 KB) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
        };
    };
    deleteCompanyLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Remove the company's logo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiCustomers: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["customers._order"];
                /** @description comma-separated fields among: id, name, email, advance, status */
                _sort?: components["parameters"]["customers._sort"];
                /** @description first row (0-based) */
                _start?: number;
                advance?: components["parameters"]["customers.advance"];
                advance_gte?: components["parameters"]["customers.advance_gte"];
                advance_like?: components["parameters"]["customers.advance_like"];
                advance_lte?: components["parameters"]["customers.advance_lte"];
                advance_ne?: components["parameters"]["customers.advance_ne"];
                created_at?: components["parameters"]["customers.created_at"];
                created_at_gte?: components["parameters"]["customers.created_at_gte"];
                created_at_like?: components["parameters"]["customers.created_at_like"];
                created_at_lte?: components["parameters"]["customers.created_at_lte"];
                created_at_ne?: components["parameters"]["customers.created_at_ne"];
                created_by?: components["parameters"]["customers.created_by"];
                created_by_gte?: components["parameters"]["customers.created_by_gte"];
                created_by_like?: components["parameters"]["customers.created_by_like"];
                created_by_lte?: components["parameters"]["customers.created_by_lte"];
                created_by_ne?: components["parameters"]["customers.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["customers.deleted"];
                email?: components["parameters"]["customers.email"];
                email_gte?: components["parameters"]["customers.email_gte"];
                email_like?: components["parameters"]["customers.email_like"];
                email_lte?: components["parameters"]["customers.email_lte"];
                email_ne?: components["parameters"]["customers.email_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["customers.id"];
                id_gte?: components["parameters"]["customers.id_gte"];
                id_like?: components["parameters"]["customers.id_like"];
                id_lte?: components["parameters"]["customers.id_lte"];
                id_ne?: components["parameters"]["customers.id_ne"];
                name?: components["parameters"]["customers.name"];
                name_gte?: components["parameters"]["customers.name_gte"];
                name_like?: components["parameters"]["customers.name_like"];
                name_lte?: components["parameters"]["customers.name_lte"];
                name_ne?: components["parameters"]["customers.name_ne"];
                phone?: components["parameters"]["customers.phone"];
                phone_gte?: components["parameters"]["customers.phone_gte"];
                phone_like?: components["parameters"]["customers.phone_like"];
                phone_lte?: components["parameters"]["customers.phone_lte"];
                phone_ne?: components["parameters"]["customers.phone_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["customers.q"];
                status?: components["parameters"]["customers.status"];
                status_gte?: components["parameters"]["customers.status_gte"];
                status_like?: components["parameters"]["customers.status_like"];
                status_lte?: components["parameters"]["customers.status_lte"];
                status_ne?: components["parameters"]["customers.status_ne"];
                updated_at?: components["parameters"]["customers.updated_at"];
                updated_at_gte?: components["parameters"]["customers.updated_at_gte"];
                updated_at_like?: components["parameters"]["customers.updated_at_like"];
                updated_at_lte?: components["parameters"]["customers.updated_at_lte"];
                updated_at_ne?: components["parameters"]["customers.updated_at_ne"];
                updated_by?: components["parameters"]["customers.updated_by"];
                updated_by_gte?: components["parameters"]["customers.updated_by_gte"];
                updated_by_like?: components["parameters"]["customers.updated_by_like"];
                updated_by_lte?: components["parameters"]["customers.updated_by_lte"];
                updated_by_ne?: components["parameters"]["customers.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["customers"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["customersCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["customers"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiCustomersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["customers"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiCustomersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["customers"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiCustomersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["customersPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["customers"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiCustomersIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["customers"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiCustomersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiCustomersExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["customers._order"];
                /** @description comma-separated fields among: id, name, email, advance, status */
                _sort?: components["parameters"]["customers._sort"];
                advance?: components["parameters"]["customers.advance"];
                advance_gte?: components["parameters"]["customers.advance_gte"];
                advance_like?: components["parameters"]["customers.advance_like"];
                advance_lte?: components["parameters"]["customers.advance_lte"];
                advance_ne?: components["parameters"]["customers.advance_ne"];
                created_at?: components["parameters"]["customers.created_at"];
                created_at_gte?: components["parameters"]["customers.created_at_gte"];
                created_at_like?: components["parameters"]["customers.created_at_like"];
                created_at_lte?: components["parameters"]["customers.created_at_lte"];
                created_at_ne?: components["parameters"]["customers.created_at_ne"];
                created_by?: components["parameters"]["customers.created_by"];
                created_by_gte?: components["parameters"]["customers.created_by_gte"];
                created_by_like?: components["parameters"]["customers.created_by_like"];
                created_by_lte?: components["parameters"]["customers.created_by_lte"];
                created_by_ne?: components["parameters"]["customers.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["customers.deleted"];
                email?: components["parameters"]["customers.email"];
                email_gte?: components["parameters"]["customers.email_gte"];
                email_like?: components["parameters"]["customers.email_like"];
                email_lte?: components["parameters"]["customers.email_lte"];
                email_ne?: components["parameters"]["customers.email_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["customers.id"];
                id_gte?: components["parameters"]["customers.id_gte"];
                id_like?: components["parameters"]["customers.id_like"];
                id_lte?: components["parameters"]["customers.id_lte"];
                id_ne?: components["parameters"]["customers.id_ne"];
                name?: components["parameters"]["customers.name"];
                name_gte?: components["parameters"]["customers.name_gte"];
                name_like?: components["parameters"]["customers.name_like"];
                name_lte?: components["parameters"]["customers.name_lte"];
                name_ne?: components["parameters"]["customers.name_ne"];
                phone?: components["parameters"]["customers.phone"];
                phone_gte?: components["parameters"]["customers.phone_gte"];
                phone_like?: components["parameters"]["customers.phone_like"];
                phone_lte?: components["parameters"]["customers.phone_lte"];
                phone_ne?: components["parameters"]["customers.phone_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["customers.q"];
                status?: components["parameters"]["customers.status"];
                status_gte?: components["parameters"]["customers.status_gte"];
                status_like?: components["parameters"]["customers.status_like"];
                status_lte?: components["parameters"]["customers.status_lte"];
                status_ne?: components["parameters"]["customers.status_ne"];
                updated_at?: components["parameters"]["customers.updated_at"];
                updated_at_gte?: components["parameters"]["customers.updated_at_gte"];
                updated_at_like?: components["parameters"]["customers.updated_at_like"];
                updated_at_lte?: components["parameters"]["customers.updated_at_lte"];
                updated_at_ne?: components["parameters"]["customers.updated_at_ne"];
                updated_by?: components["parameters"]["customers.updated_by"];
                updated_by_gte?: components["parameters"]["customers.updated_by_gte"];
                updated_by_like?: components["parameters"]["customers.updated_by_like"];
                updated_by_lte?: components["parameters"]["customers.updated_by_lte"];
                updated_by_ne?: components["parameters"]["customers.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiCustomersImport: {
        parameters: {
            query?: {
                charset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charset?: string;
                        charset_from?: string;
                        imported: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
        };
    };
    getCustomizeResource: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A resource's customisation: custom fields (hidden and trashed too), declared fields' changes, list layout */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    putCustomizeResourceDeclaredName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    labels?: unknown | null;
                    required?: boolean | null;
                };
            };
        };
        responses: {
            /** @description A declared field's labels and whether it is required */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postCustomizeResourceFields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    default?: unknown | null;
                    filterable?: boolean | null;
                    inline?: boolean | null;
                    key: string;
                    labels: unknown;
                    list?: boolean | null;
                    private?: boolean | null;
                    ref?: string | null;
                    required?: boolean | null;
                    searchable?: boolean | null;
                    sortable?: boolean | null;
                    /** @enum {string} */
                    type: "string" | "text" | "integer" | "number" | "money" | "date" | "boolean" | "enum" | "ref";
                    values?: unknown | null;
                };
            };
        };
        responses: {
            /** @description Add a custom field */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    deleteCustomizeResourceFieldsName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Move a custom field to the trash for 48 hours */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    patchCustomizeResourceFieldsName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    default?: unknown | null;
                    filterable?: boolean | null;
                    hidden?: boolean | null;
                    inline?: boolean | null;
                    labels?: unknown | null;
                    list?: boolean | null;
                    position?: number | null;
                    private?: boolean | null;
                    ref?: string | null;
                    required?: boolean | null;
                    searchable?: boolean | null;
                    sortable?: boolean | null;
                    /** @enum {string|null} */
                    type?: "string" | "text" | "integer" | "number" | "money" | "date" | "boolean" | "enum" | "ref" | null;
                    values?: unknown | null;
                };
            };
        };
        responses: {
            /** @description Change, hide or move a custom field */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postCustomizeResourceFieldsNameRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restore a custom field from the trash */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    putCustomizeResourceLayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columns?: unknown | null;
                    page_size?: number | null;
                    sort?: unknown | null;
                };
            };
        };
        responses: {
            /** @description The list's columns, sort and page size */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    putCustomizeResourceOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: "products" | "product-categories" | "stock-movements" | "stock-levels" | "employees" | "designations" | "benefits" | "customers" | "orders" | "commissions" | "commission-records" | "users" | "behaviour-logs" | "payment-methods" | "incomes" | "expenses" | "bank-transactions" | "vouchers" | "taxes" | "vendors" | "purchase-orders" | "partners" | "attendance-days" | "attendances" | "salaries" | "payrolls" | "service-categories" | "service-units" | "service-plans" | "service-invoices" | "quotations";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    names: unknown;
                };
            };
        };
        responses: {
            /** @description The custom fields' order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getCustomizeExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration as one file (configuration.schema.json) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postCustomizeImport: {
        parameters: {
            query?: {
                dry_run?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Import a configuration file: its changes and conflicts; applied all or nothing unless a dry run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
        };
    };
    getCustomizeResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every custom resource, the trash too */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postCustomizeResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fields?: unknown | null;
                    /** @enum {string|null} */
                    group?: "sales" | "service" | "quotation" | "accounting" | "human-resource" | "vendor" | "partner" | "settings" | null;
                    /** @enum {string|null} */
                    icon?: "car" | "tool" | "book" | "calendar" | "file" | "folder" | "home" | "shop" | "team" | "user" | "tag" | "box" | "gift" | "bank" | "trophy" | "flag" | null;
                    label?: string | null;
                    labels?: unknown | null;
                    name?: string | null;
                    position?: number | null;
                };
            };
        };
        responses: {
            /** @description Declare a custom resource: its table is created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getCustomizeResourcesName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One custom resource */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    deleteCustomizeResourcesName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Move a custom resource to the trash for 48 hours */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    patchCustomizeResourcesName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fields?: unknown | null;
                    /** @enum {string|null} */
                    group?: "sales" | "service" | "quotation" | "accounting" | "human-resource" | "vendor" | "partner" | "settings" | null;
                    /** @enum {string|null} */
                    icon?: "car" | "tool" | "book" | "calendar" | "file" | "folder" | "home" | "shop" | "team" | "user" | "tag" | "box" | "gift" | "bank" | "trophy" | "flag" | null;
                    label?: string | null;
                    labels?: unknown | null;
                    name?: string | null;
                    position?: number | null;
                };
            };
        };
        responses: {
            /** @description Rename, regroup, relabel a custom resource or change its fields */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postCustomizeResourcesNameRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restore a custom resource from the trash */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard's period and the cards the user's roles see */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getDashboardCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                card: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One dashboard card's figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiDesignations: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["designations._order"];
                /** @description comma-separated fields among: id, title */
                _sort?: components["parameters"]["designations._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["designations.created_at"];
                created_at_gte?: components["parameters"]["designations.created_at_gte"];
                created_at_like?: components["parameters"]["designations.created_at_like"];
                created_at_lte?: components["parameters"]["designations.created_at_lte"];
                created_at_ne?: components["parameters"]["designations.created_at_ne"];
                created_by?: components["parameters"]["designations.created_by"];
                created_by_gte?: components["parameters"]["designations.created_by_gte"];
                created_by_like?: components["parameters"]["designations.created_by_like"];
                created_by_lte?: components["parameters"]["designations.created_by_lte"];
                created_by_ne?: components["parameters"]["designations.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["designations.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["designations.id"];
                id_gte?: components["parameters"]["designations.id_gte"];
                id_like?: components["parameters"]["designations.id_like"];
                id_lte?: components["parameters"]["designations.id_lte"];
                id_ne?: components["parameters"]["designations.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["designations.q"];
                title?: components["parameters"]["designations.title"];
                title_gte?: components["parameters"]["designations.title_gte"];
                title_like?: components["parameters"]["designations.title_like"];
                title_lte?: components["parameters"]["designations.title_lte"];
                title_ne?: components["parameters"]["designations.title_ne"];
                updated_at?: components["parameters"]["designations.updated_at"];
                updated_at_gte?: components["parameters"]["designations.updated_at_gte"];
                updated_at_like?: components["parameters"]["designations.updated_at_like"];
                updated_at_lte?: components["parameters"]["designations.updated_at_lte"];
                updated_at_ne?: components["parameters"]["designations.updated_at_ne"];
                updated_by?: components["parameters"]["designations.updated_by"];
                updated_by_gte?: components["parameters"]["designations.updated_by_gte"];
                updated_by_like?: components["parameters"]["designations.updated_by_like"];
                updated_by_lte?: components["parameters"]["designations.updated_by_lte"];
                updated_by_ne?: components["parameters"]["designations.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["designations"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiDesignations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["designationsCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["designations"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiDesignationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["designations"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiDesignationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["designations"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiDesignationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["designationsPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["designations"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiDesignationsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["designations"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiDesignationsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiDesignationsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["designations._order"];
                /** @description comma-separated fields among: id, title */
                _sort?: components["parameters"]["designations._sort"];
                created_at?: components["parameters"]["designations.created_at"];
                created_at_gte?: components["parameters"]["designations.created_at_gte"];
                created_at_like?: components["parameters"]["designations.created_at_like"];
                created_at_lte?: components["parameters"]["designations.created_at_lte"];
                created_at_ne?: components["parameters"]["designations.created_at_ne"];
                created_by?: components["parameters"]["designations.created_by"];
                created_by_gte?: components["parameters"]["designations.created_by_gte"];
                created_by_like?: components["parameters"]["designations.created_by_like"];
                created_by_lte?: components["parameters"]["designations.created_by_lte"];
                created_by_ne?: components["parameters"]["designations.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["designations.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["designations.id"];
                id_gte?: components["parameters"]["designations.id_gte"];
                id_like?: components["parameters"]["designations.id_like"];
                id_lte?: components["parameters"]["designations.id_lte"];
                id_ne?: components["parameters"]["designations.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["designations.q"];
                title?: components["parameters"]["designations.title"];
                title_gte?: components["parameters"]["designations.title_gte"];
                title_like?: components["parameters"]["designations.title_like"];
                title_lte?: components["parameters"]["designations.title_lte"];
                title_ne?: components["parameters"]["designations.title_ne"];
                updated_at?: components["parameters"]["designations.updated_at"];
                updated_at_gte?: components["parameters"]["designations.updated_at_gte"];
                updated_at_like?: components["parameters"]["designations.updated_at_like"];
                updated_at_lte?: components["parameters"]["designations.updated_at_lte"];
                updated_at_ne?: components["parameters"]["designations.updated_at_ne"];
                updated_by?: components["parameters"]["designations.updated_by"];
                updated_by_gte?: components["parameters"]["designations.updated_by_gte"];
                updated_by_like?: components["parameters"]["designations.updated_by_like"];
                updated_by_lte?: components["parameters"]["designations.updated_by_lte"];
                updated_by_ne?: components["parameters"]["designations.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API's reference, rendered from /api/openapi.json */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getDocsScalarJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference's renderer (Scalar) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiEmployees: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["employees._order"];
                /** @description comma-separated fields among: id, full_name, name, designation_id, department, status, salary, hire_date */
                _sort?: components["parameters"]["employees._sort"];
                /** @description first row (0-based) */
                _start?: number;
                benefit_ids?: components["parameters"]["employees.benefit_ids"];
                benefit_ids_gte?: components["parameters"]["employees.benefit_ids_gte"];
                benefit_ids_like?: components["parameters"]["employees.benefit_ids_like"];
                benefit_ids_lte?: components["parameters"]["employees.benefit_ids_lte"];
                benefit_ids_ne?: components["parameters"]["employees.benefit_ids_ne"];
                company_email?: components["parameters"]["employees.company_email"];
                company_email_gte?: components["parameters"]["employees.company_email_gte"];
                company_email_like?: components["parameters"]["employees.company_email_like"];
                company_email_lte?: components["parameters"]["employees.company_email_lte"];
                company_email_ne?: components["parameters"]["employees.company_email_ne"];
                created_at?: components["parameters"]["employees.created_at"];
                created_at_gte?: components["parameters"]["employees.created_at_gte"];
                created_at_like?: components["parameters"]["employees.created_at_like"];
                created_at_lte?: components["parameters"]["employees.created_at_lte"];
                created_at_ne?: components["parameters"]["employees.created_at_ne"];
                created_by?: components["parameters"]["employees.created_by"];
                created_by_gte?: components["parameters"]["employees.created_by_gte"];
                created_by_like?: components["parameters"]["employees.created_by_like"];
                created_by_lte?: components["parameters"]["employees.created_by_lte"];
                created_by_ne?: components["parameters"]["employees.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["employees.deleted"];
                department?: components["parameters"]["employees.department"];
                department_gte?: components["parameters"]["employees.department_gte"];
                department_like?: components["parameters"]["employees.department_like"];
                department_lte?: components["parameters"]["employees.department_lte"];
                department_ne?: components["parameters"]["employees.department_ne"];
                designation_id?: components["parameters"]["employees.designation_id"];
                designation_id_gte?: components["parameters"]["employees.designation_id_gte"];
                designation_id_like?: components["parameters"]["employees.designation_id_like"];
                designation_id_lte?: components["parameters"]["employees.designation_id_lte"];
                designation_id_ne?: components["parameters"]["employees.designation_id_ne"];
                full_name?: components["parameters"]["employees.full_name"];
                full_name_gte?: components["parameters"]["employees.full_name_gte"];
                full_name_like?: components["parameters"]["employees.full_name_like"];
                full_name_lte?: components["parameters"]["employees.full_name_lte"];
                full_name_ne?: components["parameters"]["employees.full_name_ne"];
                hire_date?: components["parameters"]["employees.hire_date"];
                hire_date_gte?: components["parameters"]["employees.hire_date_gte"];
                hire_date_like?: components["parameters"]["employees.hire_date_like"];
                hire_date_lte?: components["parameters"]["employees.hire_date_lte"];
                hire_date_ne?: components["parameters"]["employees.hire_date_ne"];
                hk_id?: components["parameters"]["employees.hk_id"];
                hk_id_gte?: components["parameters"]["employees.hk_id_gte"];
                hk_id_like?: components["parameters"]["employees.hk_id_like"];
                hk_id_lte?: components["parameters"]["employees.hk_id_lte"];
                hk_id_ne?: components["parameters"]["employees.hk_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["employees.id"];
                id_gte?: components["parameters"]["employees.id_gte"];
                id_like?: components["parameters"]["employees.id_like"];
                id_lte?: components["parameters"]["employees.id_lte"];
                id_ne?: components["parameters"]["employees.id_ne"];
                name?: components["parameters"]["employees.name"];
                name_gte?: components["parameters"]["employees.name_gte"];
                name_like?: components["parameters"]["employees.name_like"];
                name_lte?: components["parameters"]["employees.name_lte"];
                name_ne?: components["parameters"]["employees.name_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["employees.q"];
                salary?: components["parameters"]["employees.salary"];
                salary_gte?: components["parameters"]["employees.salary_gte"];
                salary_like?: components["parameters"]["employees.salary_like"];
                salary_lte?: components["parameters"]["employees.salary_lte"];
                salary_ne?: components["parameters"]["employees.salary_ne"];
                status?: components["parameters"]["employees.status"];
                status_gte?: components["parameters"]["employees.status_gte"];
                status_like?: components["parameters"]["employees.status_like"];
                status_lte?: components["parameters"]["employees.status_lte"];
                status_ne?: components["parameters"]["employees.status_ne"];
                updated_at?: components["parameters"]["employees.updated_at"];
                updated_at_gte?: components["parameters"]["employees.updated_at_gte"];
                updated_at_like?: components["parameters"]["employees.updated_at_like"];
                updated_at_lte?: components["parameters"]["employees.updated_at_lte"];
                updated_at_ne?: components["parameters"]["employees.updated_at_ne"];
                updated_by?: components["parameters"]["employees.updated_by"];
                updated_by_gte?: components["parameters"]["employees.updated_by_gte"];
                updated_by_like?: components["parameters"]["employees.updated_by_like"];
                updated_by_lte?: components["parameters"]["employees.updated_by_lte"];
                updated_by_ne?: components["parameters"]["employees.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["employees"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["employeesCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["employees"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiEmployeesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["employees"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiEmployeesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["employees"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiEmployeesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["employeesPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["employees"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiEmployeesIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["employees"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiEmployeesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiEmployeesExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["employees._order"];
                /** @description comma-separated fields among: id, full_name, name, designation_id, department, status, salary, hire_date */
                _sort?: components["parameters"]["employees._sort"];
                benefit_ids?: components["parameters"]["employees.benefit_ids"];
                benefit_ids_gte?: components["parameters"]["employees.benefit_ids_gte"];
                benefit_ids_like?: components["parameters"]["employees.benefit_ids_like"];
                benefit_ids_lte?: components["parameters"]["employees.benefit_ids_lte"];
                benefit_ids_ne?: components["parameters"]["employees.benefit_ids_ne"];
                company_email?: components["parameters"]["employees.company_email"];
                company_email_gte?: components["parameters"]["employees.company_email_gte"];
                company_email_like?: components["parameters"]["employees.company_email_like"];
                company_email_lte?: components["parameters"]["employees.company_email_lte"];
                company_email_ne?: components["parameters"]["employees.company_email_ne"];
                created_at?: components["parameters"]["employees.created_at"];
                created_at_gte?: components["parameters"]["employees.created_at_gte"];
                created_at_like?: components["parameters"]["employees.created_at_like"];
                created_at_lte?: components["parameters"]["employees.created_at_lte"];
                created_at_ne?: components["parameters"]["employees.created_at_ne"];
                created_by?: components["parameters"]["employees.created_by"];
                created_by_gte?: components["parameters"]["employees.created_by_gte"];
                created_by_like?: components["parameters"]["employees.created_by_like"];
                created_by_lte?: components["parameters"]["employees.created_by_lte"];
                created_by_ne?: components["parameters"]["employees.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["employees.deleted"];
                department?: components["parameters"]["employees.department"];
                department_gte?: components["parameters"]["employees.department_gte"];
                department_like?: components["parameters"]["employees.department_like"];
                department_lte?: components["parameters"]["employees.department_lte"];
                department_ne?: components["parameters"]["employees.department_ne"];
                designation_id?: components["parameters"]["employees.designation_id"];
                designation_id_gte?: components["parameters"]["employees.designation_id_gte"];
                designation_id_like?: components["parameters"]["employees.designation_id_like"];
                designation_id_lte?: components["parameters"]["employees.designation_id_lte"];
                designation_id_ne?: components["parameters"]["employees.designation_id_ne"];
                full_name?: components["parameters"]["employees.full_name"];
                full_name_gte?: components["parameters"]["employees.full_name_gte"];
                full_name_like?: components["parameters"]["employees.full_name_like"];
                full_name_lte?: components["parameters"]["employees.full_name_lte"];
                full_name_ne?: components["parameters"]["employees.full_name_ne"];
                hire_date?: components["parameters"]["employees.hire_date"];
                hire_date_gte?: components["parameters"]["employees.hire_date_gte"];
                hire_date_like?: components["parameters"]["employees.hire_date_like"];
                hire_date_lte?: components["parameters"]["employees.hire_date_lte"];
                hire_date_ne?: components["parameters"]["employees.hire_date_ne"];
                hk_id?: components["parameters"]["employees.hk_id"];
                hk_id_gte?: components["parameters"]["employees.hk_id_gte"];
                hk_id_like?: components["parameters"]["employees.hk_id_like"];
                hk_id_lte?: components["parameters"]["employees.hk_id_lte"];
                hk_id_ne?: components["parameters"]["employees.hk_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["employees.id"];
                id_gte?: components["parameters"]["employees.id_gte"];
                id_like?: components["parameters"]["employees.id_like"];
                id_lte?: components["parameters"]["employees.id_lte"];
                id_ne?: components["parameters"]["employees.id_ne"];
                name?: components["parameters"]["employees.name"];
                name_gte?: components["parameters"]["employees.name_gte"];
                name_like?: components["parameters"]["employees.name_like"];
                name_lte?: components["parameters"]["employees.name_lte"];
                name_ne?: components["parameters"]["employees.name_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["employees.q"];
                salary?: components["parameters"]["employees.salary"];
                salary_gte?: components["parameters"]["employees.salary_gte"];
                salary_like?: components["parameters"]["employees.salary_like"];
                salary_lte?: components["parameters"]["employees.salary_lte"];
                salary_ne?: components["parameters"]["employees.salary_ne"];
                status?: components["parameters"]["employees.status"];
                status_gte?: components["parameters"]["employees.status_gte"];
                status_like?: components["parameters"]["employees.status_like"];
                status_lte?: components["parameters"]["employees.status_lte"];
                status_ne?: components["parameters"]["employees.status_ne"];
                updated_at?: components["parameters"]["employees.updated_at"];
                updated_at_gte?: components["parameters"]["employees.updated_at_gte"];
                updated_at_like?: components["parameters"]["employees.updated_at_like"];
                updated_at_lte?: components["parameters"]["employees.updated_at_lte"];
                updated_at_ne?: components["parameters"]["employees.updated_at_ne"];
                updated_by?: components["parameters"]["employees.updated_by"];
                updated_by_gte?: components["parameters"]["employees.updated_by_gte"];
                updated_by_like?: components["parameters"]["employees.updated_by_like"];
                updated_by_lte?: components["parameters"]["employees.updated_by_lte"];
                updated_by_ne?: components["parameters"]["employees.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiExpenses: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["expenses._order"];
                /** @description comma-separated fields among: id, date, amount, usage, paid_by, reference, payment_method, source */
                _sort?: components["parameters"]["expenses._sort"];
                /** @description first row (0-based) */
                _start?: number;
                amount?: components["parameters"]["expenses.amount"];
                amount_gte?: components["parameters"]["expenses.amount_gte"];
                amount_like?: components["parameters"]["expenses.amount_like"];
                amount_lte?: components["parameters"]["expenses.amount_lte"];
                amount_ne?: components["parameters"]["expenses.amount_ne"];
                created_at?: components["parameters"]["expenses.created_at"];
                created_at_gte?: components["parameters"]["expenses.created_at_gte"];
                created_at_like?: components["parameters"]["expenses.created_at_like"];
                created_at_lte?: components["parameters"]["expenses.created_at_lte"];
                created_at_ne?: components["parameters"]["expenses.created_at_ne"];
                created_by?: components["parameters"]["expenses.created_by"];
                created_by_gte?: components["parameters"]["expenses.created_by_gte"];
                created_by_like?: components["parameters"]["expenses.created_by_like"];
                created_by_lte?: components["parameters"]["expenses.created_by_lte"];
                created_by_ne?: components["parameters"]["expenses.created_by_ne"];
                date?: components["parameters"]["expenses.date"];
                date_gte?: components["parameters"]["expenses.date_gte"];
                date_like?: components["parameters"]["expenses.date_like"];
                date_lte?: components["parameters"]["expenses.date_lte"];
                date_ne?: components["parameters"]["expenses.date_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["expenses.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["expenses.id"];
                id_gte?: components["parameters"]["expenses.id_gte"];
                id_like?: components["parameters"]["expenses.id_like"];
                id_lte?: components["parameters"]["expenses.id_lte"];
                id_ne?: components["parameters"]["expenses.id_ne"];
                paid_by?: components["parameters"]["expenses.paid_by"];
                paid_by_gte?: components["parameters"]["expenses.paid_by_gte"];
                paid_by_like?: components["parameters"]["expenses.paid_by_like"];
                paid_by_lte?: components["parameters"]["expenses.paid_by_lte"];
                paid_by_ne?: components["parameters"]["expenses.paid_by_ne"];
                payment_method?: components["parameters"]["expenses.payment_method"];
                payment_method_gte?: components["parameters"]["expenses.payment_method_gte"];
                payment_method_like?: components["parameters"]["expenses.payment_method_like"];
                payment_method_lte?: components["parameters"]["expenses.payment_method_lte"];
                payment_method_ne?: components["parameters"]["expenses.payment_method_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["expenses.q"];
                reference?: components["parameters"]["expenses.reference"];
                reference_gte?: components["parameters"]["expenses.reference_gte"];
                reference_id?: components["parameters"]["expenses.reference_id"];
                reference_id_gte?: components["parameters"]["expenses.reference_id_gte"];
                reference_id_like?: components["parameters"]["expenses.reference_id_like"];
                reference_id_lte?: components["parameters"]["expenses.reference_id_lte"];
                reference_id_ne?: components["parameters"]["expenses.reference_id_ne"];
                reference_like?: components["parameters"]["expenses.reference_like"];
                reference_lte?: components["parameters"]["expenses.reference_lte"];
                reference_ne?: components["parameters"]["expenses.reference_ne"];
                reversal_of?: components["parameters"]["expenses.reversal_of"];
                reversal_of_gte?: components["parameters"]["expenses.reversal_of_gte"];
                reversal_of_like?: components["parameters"]["expenses.reversal_of_like"];
                reversal_of_lte?: components["parameters"]["expenses.reversal_of_lte"];
                reversal_of_ne?: components["parameters"]["expenses.reversal_of_ne"];
                reversed_by?: components["parameters"]["expenses.reversed_by"];
                reversed_by_gte?: components["parameters"]["expenses.reversed_by_gte"];
                reversed_by_like?: components["parameters"]["expenses.reversed_by_like"];
                reversed_by_lte?: components["parameters"]["expenses.reversed_by_lte"];
                reversed_by_ne?: components["parameters"]["expenses.reversed_by_ne"];
                source?: components["parameters"]["expenses.source"];
                source_gte?: components["parameters"]["expenses.source_gte"];
                source_like?: components["parameters"]["expenses.source_like"];
                source_lte?: components["parameters"]["expenses.source_lte"];
                source_ne?: components["parameters"]["expenses.source_ne"];
                transaction_id?: components["parameters"]["expenses.transaction_id"];
                transaction_id_gte?: components["parameters"]["expenses.transaction_id_gte"];
                transaction_id_like?: components["parameters"]["expenses.transaction_id_like"];
                transaction_id_lte?: components["parameters"]["expenses.transaction_id_lte"];
                transaction_id_ne?: components["parameters"]["expenses.transaction_id_ne"];
                updated_at?: components["parameters"]["expenses.updated_at"];
                updated_at_gte?: components["parameters"]["expenses.updated_at_gte"];
                updated_at_like?: components["parameters"]["expenses.updated_at_like"];
                updated_at_lte?: components["parameters"]["expenses.updated_at_lte"];
                updated_at_ne?: components["parameters"]["expenses.updated_at_ne"];
                updated_by?: components["parameters"]["expenses.updated_by"];
                updated_by_gte?: components["parameters"]["expenses.updated_by_gte"];
                updated_by_like?: components["parameters"]["expenses.updated_by_like"];
                updated_by_lte?: components["parameters"]["expenses.updated_by_lte"];
                updated_by_ne?: components["parameters"]["expenses.updated_by_ne"];
                usage?: components["parameters"]["expenses.usage"];
                usage_gte?: components["parameters"]["expenses.usage_gte"];
                usage_like?: components["parameters"]["expenses.usage_like"];
                usage_lte?: components["parameters"]["expenses.usage_lte"];
                usage_ne?: components["parameters"]["expenses.usage_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expenses"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiExpenses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["expensesCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expenses"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiExpensesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expenses"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiExpensesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expenses"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiExpensesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["expensesPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expenses"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiExpensesIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["expenses"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiExpensesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiExpensesExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["expenses._order"];
                /** @description comma-separated fields among: id, date, amount, usage, paid_by, reference, payment_method, source */
                _sort?: components["parameters"]["expenses._sort"];
                amount?: components["parameters"]["expenses.amount"];
                amount_gte?: components["parameters"]["expenses.amount_gte"];
                amount_like?: components["parameters"]["expenses.amount_like"];
                amount_lte?: components["parameters"]["expenses.amount_lte"];
                amount_ne?: components["parameters"]["expenses.amount_ne"];
                created_at?: components["parameters"]["expenses.created_at"];
                created_at_gte?: components["parameters"]["expenses.created_at_gte"];
                created_at_like?: components["parameters"]["expenses.created_at_like"];
                created_at_lte?: components["parameters"]["expenses.created_at_lte"];
                created_at_ne?: components["parameters"]["expenses.created_at_ne"];
                created_by?: components["parameters"]["expenses.created_by"];
                created_by_gte?: components["parameters"]["expenses.created_by_gte"];
                created_by_like?: components["parameters"]["expenses.created_by_like"];
                created_by_lte?: components["parameters"]["expenses.created_by_lte"];
                created_by_ne?: components["parameters"]["expenses.created_by_ne"];
                date?: components["parameters"]["expenses.date"];
                date_gte?: components["parameters"]["expenses.date_gte"];
                date_like?: components["parameters"]["expenses.date_like"];
                date_lte?: components["parameters"]["expenses.date_lte"];
                date_ne?: components["parameters"]["expenses.date_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["expenses.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["expenses.id"];
                id_gte?: components["parameters"]["expenses.id_gte"];
                id_like?: components["parameters"]["expenses.id_like"];
                id_lte?: components["parameters"]["expenses.id_lte"];
                id_ne?: components["parameters"]["expenses.id_ne"];
                paid_by?: components["parameters"]["expenses.paid_by"];
                paid_by_gte?: components["parameters"]["expenses.paid_by_gte"];
                paid_by_like?: components["parameters"]["expenses.paid_by_like"];
                paid_by_lte?: components["parameters"]["expenses.paid_by_lte"];
                paid_by_ne?: components["parameters"]["expenses.paid_by_ne"];
                payment_method?: components["parameters"]["expenses.payment_method"];
                payment_method_gte?: components["parameters"]["expenses.payment_method_gte"];
                payment_method_like?: components["parameters"]["expenses.payment_method_like"];
                payment_method_lte?: components["parameters"]["expenses.payment_method_lte"];
                payment_method_ne?: components["parameters"]["expenses.payment_method_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["expenses.q"];
                reference?: components["parameters"]["expenses.reference"];
                reference_gte?: components["parameters"]["expenses.reference_gte"];
                reference_id?: components["parameters"]["expenses.reference_id"];
                reference_id_gte?: components["parameters"]["expenses.reference_id_gte"];
                reference_id_like?: components["parameters"]["expenses.reference_id_like"];
                reference_id_lte?: components["parameters"]["expenses.reference_id_lte"];
                reference_id_ne?: components["parameters"]["expenses.reference_id_ne"];
                reference_like?: components["parameters"]["expenses.reference_like"];
                reference_lte?: components["parameters"]["expenses.reference_lte"];
                reference_ne?: components["parameters"]["expenses.reference_ne"];
                reversal_of?: components["parameters"]["expenses.reversal_of"];
                reversal_of_gte?: components["parameters"]["expenses.reversal_of_gte"];
                reversal_of_like?: components["parameters"]["expenses.reversal_of_like"];
                reversal_of_lte?: components["parameters"]["expenses.reversal_of_lte"];
                reversal_of_ne?: components["parameters"]["expenses.reversal_of_ne"];
                reversed_by?: components["parameters"]["expenses.reversed_by"];
                reversed_by_gte?: components["parameters"]["expenses.reversed_by_gte"];
                reversed_by_like?: components["parameters"]["expenses.reversed_by_like"];
                reversed_by_lte?: components["parameters"]["expenses.reversed_by_lte"];
                reversed_by_ne?: components["parameters"]["expenses.reversed_by_ne"];
                source?: components["parameters"]["expenses.source"];
                source_gte?: components["parameters"]["expenses.source_gte"];
                source_like?: components["parameters"]["expenses.source_like"];
                source_lte?: components["parameters"]["expenses.source_lte"];
                source_ne?: components["parameters"]["expenses.source_ne"];
                transaction_id?: components["parameters"]["expenses.transaction_id"];
                transaction_id_gte?: components["parameters"]["expenses.transaction_id_gte"];
                transaction_id_like?: components["parameters"]["expenses.transaction_id_like"];
                transaction_id_lte?: components["parameters"]["expenses.transaction_id_lte"];
                transaction_id_ne?: components["parameters"]["expenses.transaction_id_ne"];
                updated_at?: components["parameters"]["expenses.updated_at"];
                updated_at_gte?: components["parameters"]["expenses.updated_at_gte"];
                updated_at_like?: components["parameters"]["expenses.updated_at_like"];
                updated_at_lte?: components["parameters"]["expenses.updated_at_lte"];
                updated_at_ne?: components["parameters"]["expenses.updated_at_ne"];
                updated_by?: components["parameters"]["expenses.updated_by"];
                updated_by_gte?: components["parameters"]["expenses.updated_by_gte"];
                updated_by_like?: components["parameters"]["expenses.updated_by_like"];
                updated_by_lte?: components["parameters"]["expenses.updated_by_lte"];
                updated_by_ne?: components["parameters"]["expenses.updated_by_ne"];
                usage?: components["parameters"]["expenses.usage"];
                usage_gte?: components["parameters"]["expenses.usage_gte"];
                usage_like?: components["parameters"]["expenses.usage_like"];
                usage_lte?: components["parameters"]["expenses.usage_lte"];
                usage_ne?: components["parameters"]["expenses.usage_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiExpensesImport: {
        parameters: {
            query?: {
                charset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charset?: string;
                        charset_from?: string;
                        imported: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Liveness: the process is up and serving (no database call) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiIncomes: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["incomes._order"];
                /** @description comma-separated fields among: id, date, amount, source, reference, customer_id, payment_method */
                _sort?: components["parameters"]["incomes._sort"];
                /** @description first row (0-based) */
                _start?: number;
                amount?: components["parameters"]["incomes.amount"];
                amount_gte?: components["parameters"]["incomes.amount_gte"];
                amount_like?: components["parameters"]["incomes.amount_like"];
                amount_lte?: components["parameters"]["incomes.amount_lte"];
                amount_ne?: components["parameters"]["incomes.amount_ne"];
                created_at?: components["parameters"]["incomes.created_at"];
                created_at_gte?: components["parameters"]["incomes.created_at_gte"];
                created_at_like?: components["parameters"]["incomes.created_at_like"];
                created_at_lte?: components["parameters"]["incomes.created_at_lte"];
                created_at_ne?: components["parameters"]["incomes.created_at_ne"];
                created_by?: components["parameters"]["incomes.created_by"];
                created_by_gte?: components["parameters"]["incomes.created_by_gte"];
                created_by_like?: components["parameters"]["incomes.created_by_like"];
                created_by_lte?: components["parameters"]["incomes.created_by_lte"];
                created_by_ne?: components["parameters"]["incomes.created_by_ne"];
                customer_id?: components["parameters"]["incomes.customer_id"];
                customer_id_gte?: components["parameters"]["incomes.customer_id_gte"];
                customer_id_like?: components["parameters"]["incomes.customer_id_like"];
                customer_id_lte?: components["parameters"]["incomes.customer_id_lte"];
                customer_id_ne?: components["parameters"]["incomes.customer_id_ne"];
                date?: components["parameters"]["incomes.date"];
                date_gte?: components["parameters"]["incomes.date_gte"];
                date_like?: components["parameters"]["incomes.date_like"];
                date_lte?: components["parameters"]["incomes.date_lte"];
                date_ne?: components["parameters"]["incomes.date_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["incomes.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["incomes.id"];
                id_gte?: components["parameters"]["incomes.id_gte"];
                id_like?: components["parameters"]["incomes.id_like"];
                id_lte?: components["parameters"]["incomes.id_lte"];
                id_ne?: components["parameters"]["incomes.id_ne"];
                partner_id?: components["parameters"]["incomes.partner_id"];
                partner_id_gte?: components["parameters"]["incomes.partner_id_gte"];
                partner_id_like?: components["parameters"]["incomes.partner_id_like"];
                partner_id_lte?: components["parameters"]["incomes.partner_id_lte"];
                partner_id_ne?: components["parameters"]["incomes.partner_id_ne"];
                payment_method?: components["parameters"]["incomes.payment_method"];
                payment_method_gte?: components["parameters"]["incomes.payment_method_gte"];
                payment_method_like?: components["parameters"]["incomes.payment_method_like"];
                payment_method_lte?: components["parameters"]["incomes.payment_method_lte"];
                payment_method_ne?: components["parameters"]["incomes.payment_method_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["incomes.q"];
                reference?: components["parameters"]["incomes.reference"];
                reference_gte?: components["parameters"]["incomes.reference_gte"];
                reference_id?: components["parameters"]["incomes.reference_id"];
                reference_id_gte?: components["parameters"]["incomes.reference_id_gte"];
                reference_id_like?: components["parameters"]["incomes.reference_id_like"];
                reference_id_lte?: components["parameters"]["incomes.reference_id_lte"];
                reference_id_ne?: components["parameters"]["incomes.reference_id_ne"];
                reference_like?: components["parameters"]["incomes.reference_like"];
                reference_lte?: components["parameters"]["incomes.reference_lte"];
                reference_ne?: components["parameters"]["incomes.reference_ne"];
                reversal_of?: components["parameters"]["incomes.reversal_of"];
                reversal_of_gte?: components["parameters"]["incomes.reversal_of_gte"];
                reversal_of_like?: components["parameters"]["incomes.reversal_of_like"];
                reversal_of_lte?: components["parameters"]["incomes.reversal_of_lte"];
                reversal_of_ne?: components["parameters"]["incomes.reversal_of_ne"];
                reversed_by?: components["parameters"]["incomes.reversed_by"];
                reversed_by_gte?: components["parameters"]["incomes.reversed_by_gte"];
                reversed_by_like?: components["parameters"]["incomes.reversed_by_like"];
                reversed_by_lte?: components["parameters"]["incomes.reversed_by_lte"];
                reversed_by_ne?: components["parameters"]["incomes.reversed_by_ne"];
                source?: components["parameters"]["incomes.source"];
                source_gte?: components["parameters"]["incomes.source_gte"];
                source_like?: components["parameters"]["incomes.source_like"];
                source_lte?: components["parameters"]["incomes.source_lte"];
                source_ne?: components["parameters"]["incomes.source_ne"];
                updated_at?: components["parameters"]["incomes.updated_at"];
                updated_at_gte?: components["parameters"]["incomes.updated_at_gte"];
                updated_at_like?: components["parameters"]["incomes.updated_at_like"];
                updated_at_lte?: components["parameters"]["incomes.updated_at_lte"];
                updated_at_ne?: components["parameters"]["incomes.updated_at_ne"];
                updated_by?: components["parameters"]["incomes.updated_by"];
                updated_by_gte?: components["parameters"]["incomes.updated_by_gte"];
                updated_by_like?: components["parameters"]["incomes.updated_by_like"];
                updated_by_lte?: components["parameters"]["incomes.updated_by_lte"];
                updated_by_ne?: components["parameters"]["incomes.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["incomes"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiIncomes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["incomesCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["incomes"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiIncomesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["incomes"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiIncomesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["incomes"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiIncomesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["incomesPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["incomes"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiIncomesIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["incomes"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiIncomesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiIncomesExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["incomes._order"];
                /** @description comma-separated fields among: id, date, amount, source, reference, customer_id, payment_method */
                _sort?: components["parameters"]["incomes._sort"];
                amount?: components["parameters"]["incomes.amount"];
                amount_gte?: components["parameters"]["incomes.amount_gte"];
                amount_like?: components["parameters"]["incomes.amount_like"];
                amount_lte?: components["parameters"]["incomes.amount_lte"];
                amount_ne?: components["parameters"]["incomes.amount_ne"];
                created_at?: components["parameters"]["incomes.created_at"];
                created_at_gte?: components["parameters"]["incomes.created_at_gte"];
                created_at_like?: components["parameters"]["incomes.created_at_like"];
                created_at_lte?: components["parameters"]["incomes.created_at_lte"];
                created_at_ne?: components["parameters"]["incomes.created_at_ne"];
                created_by?: components["parameters"]["incomes.created_by"];
                created_by_gte?: components["parameters"]["incomes.created_by_gte"];
                created_by_like?: components["parameters"]["incomes.created_by_like"];
                created_by_lte?: components["parameters"]["incomes.created_by_lte"];
                created_by_ne?: components["parameters"]["incomes.created_by_ne"];
                customer_id?: components["parameters"]["incomes.customer_id"];
                customer_id_gte?: components["parameters"]["incomes.customer_id_gte"];
                customer_id_like?: components["parameters"]["incomes.customer_id_like"];
                customer_id_lte?: components["parameters"]["incomes.customer_id_lte"];
                customer_id_ne?: components["parameters"]["incomes.customer_id_ne"];
                date?: components["parameters"]["incomes.date"];
                date_gte?: components["parameters"]["incomes.date_gte"];
                date_like?: components["parameters"]["incomes.date_like"];
                date_lte?: components["parameters"]["incomes.date_lte"];
                date_ne?: components["parameters"]["incomes.date_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["incomes.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["incomes.id"];
                id_gte?: components["parameters"]["incomes.id_gte"];
                id_like?: components["parameters"]["incomes.id_like"];
                id_lte?: components["parameters"]["incomes.id_lte"];
                id_ne?: components["parameters"]["incomes.id_ne"];
                partner_id?: components["parameters"]["incomes.partner_id"];
                partner_id_gte?: components["parameters"]["incomes.partner_id_gte"];
                partner_id_like?: components["parameters"]["incomes.partner_id_like"];
                partner_id_lte?: components["parameters"]["incomes.partner_id_lte"];
                partner_id_ne?: components["parameters"]["incomes.partner_id_ne"];
                payment_method?: components["parameters"]["incomes.payment_method"];
                payment_method_gte?: components["parameters"]["incomes.payment_method_gte"];
                payment_method_like?: components["parameters"]["incomes.payment_method_like"];
                payment_method_lte?: components["parameters"]["incomes.payment_method_lte"];
                payment_method_ne?: components["parameters"]["incomes.payment_method_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["incomes.q"];
                reference?: components["parameters"]["incomes.reference"];
                reference_gte?: components["parameters"]["incomes.reference_gte"];
                reference_id?: components["parameters"]["incomes.reference_id"];
                reference_id_gte?: components["parameters"]["incomes.reference_id_gte"];
                reference_id_like?: components["parameters"]["incomes.reference_id_like"];
                reference_id_lte?: components["parameters"]["incomes.reference_id_lte"];
                reference_id_ne?: components["parameters"]["incomes.reference_id_ne"];
                reference_like?: components["parameters"]["incomes.reference_like"];
                reference_lte?: components["parameters"]["incomes.reference_lte"];
                reference_ne?: components["parameters"]["incomes.reference_ne"];
                reversal_of?: components["parameters"]["incomes.reversal_of"];
                reversal_of_gte?: components["parameters"]["incomes.reversal_of_gte"];
                reversal_of_like?: components["parameters"]["incomes.reversal_of_like"];
                reversal_of_lte?: components["parameters"]["incomes.reversal_of_lte"];
                reversal_of_ne?: components["parameters"]["incomes.reversal_of_ne"];
                reversed_by?: components["parameters"]["incomes.reversed_by"];
                reversed_by_gte?: components["parameters"]["incomes.reversed_by_gte"];
                reversed_by_like?: components["parameters"]["incomes.reversed_by_like"];
                reversed_by_lte?: components["parameters"]["incomes.reversed_by_lte"];
                reversed_by_ne?: components["parameters"]["incomes.reversed_by_ne"];
                source?: components["parameters"]["incomes.source"];
                source_gte?: components["parameters"]["incomes.source_gte"];
                source_like?: components["parameters"]["incomes.source_like"];
                source_lte?: components["parameters"]["incomes.source_lte"];
                source_ne?: components["parameters"]["incomes.source_ne"];
                updated_at?: components["parameters"]["incomes.updated_at"];
                updated_at_gte?: components["parameters"]["incomes.updated_at_gte"];
                updated_at_like?: components["parameters"]["incomes.updated_at_like"];
                updated_at_lte?: components["parameters"]["incomes.updated_at_lte"];
                updated_at_ne?: components["parameters"]["incomes.updated_at_ne"];
                updated_by?: components["parameters"]["incomes.updated_by"];
                updated_by_gte?: components["parameters"]["incomes.updated_by_gte"];
                updated_by_like?: components["parameters"]["incomes.updated_by_like"];
                updated_by_lte?: components["parameters"]["incomes.updated_by_lte"];
                updated_by_ne?: components["parameters"]["incomes.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiIncomesImport: {
        parameters: {
            query?: {
                charset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charset?: string;
                        charset_from?: string;
                        imported: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
        };
    };
    getMessageTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every message template, the defaults and the changed ones */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    putMessageTemplatesEventChannelLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: string;
                event: string;
                language: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    subject?: string | null;
                };
            };
        };
        responses: {
            /** @description Change a message template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    deleteMessageTemplatesEventChannelLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: string;
                event: string;
                language: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset a message template to its default */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getMetaEntities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merged entity declarations, pages, policy rules and customisation version, as the user's roles receive them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus metrics (text format), with the METRICS_TOKEN as a bearer token: 404 while none is set, 401 without it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                _end?: number;
                _start?: number;
                unread?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user's notifications, newest first, with the unread count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            actor_id: number | null;
                            actor_name: string | null;
                            created_at: string;
                            id: number;
                            kind: string;
                            note_id: number | null;
                            read_at: string | null;
                            record_id: number;
                            record_label: string | null;
                            resource: string;
                            text: string | null;
                        }[];
                        total: number;
                        unread: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number | null;
                };
            };
        };
        responses: {
            /** @description Mark one notification read (`id`), or all of the user's */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document: the API as the user's roles may call it (OpenAPI 3.1) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiOrders: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["orders._order"];
                /** @description comma-separated fields among: id, number, order_date, customer_id, employee_id, payment_method, shipping_cost, total, status, expiration, completed_at, completed_on, refunded_on */
                _sort?: components["parameters"]["orders._sort"];
                /** @description first row (0-based) */
                _start?: number;
                completed_at?: components["parameters"]["orders.completed_at"];
                completed_at_gte?: components["parameters"]["orders.completed_at_gte"];
                completed_at_like?: components["parameters"]["orders.completed_at_like"];
                completed_at_lte?: components["parameters"]["orders.completed_at_lte"];
                completed_at_ne?: components["parameters"]["orders.completed_at_ne"];
                completed_on?: components["parameters"]["orders.completed_on"];
                completed_on_gte?: components["parameters"]["orders.completed_on_gte"];
                completed_on_like?: components["parameters"]["orders.completed_on_like"];
                completed_on_lte?: components["parameters"]["orders.completed_on_lte"];
                completed_on_ne?: components["parameters"]["orders.completed_on_ne"];
                created_at?: components["parameters"]["orders.created_at"];
                created_at_gte?: components["parameters"]["orders.created_at_gte"];
                created_at_like?: components["parameters"]["orders.created_at_like"];
                created_at_lte?: components["parameters"]["orders.created_at_lte"];
                created_at_ne?: components["parameters"]["orders.created_at_ne"];
                created_by?: components["parameters"]["orders.created_by"];
                created_by_gte?: components["parameters"]["orders.created_by_gte"];
                created_by_like?: components["parameters"]["orders.created_by_like"];
                created_by_lte?: components["parameters"]["orders.created_by_lte"];
                created_by_ne?: components["parameters"]["orders.created_by_ne"];
                customer_id?: components["parameters"]["orders.customer_id"];
                customer_id_gte?: components["parameters"]["orders.customer_id_gte"];
                customer_id_like?: components["parameters"]["orders.customer_id_like"];
                customer_id_lte?: components["parameters"]["orders.customer_id_lte"];
                customer_id_ne?: components["parameters"]["orders.customer_id_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["orders.deleted"];
                employee_id?: components["parameters"]["orders.employee_id"];
                employee_id_gte?: components["parameters"]["orders.employee_id_gte"];
                employee_id_like?: components["parameters"]["orders.employee_id_like"];
                employee_id_lte?: components["parameters"]["orders.employee_id_lte"];
                employee_id_ne?: components["parameters"]["orders.employee_id_ne"];
                expiration?: components["parameters"]["orders.expiration"];
                expiration_gte?: components["parameters"]["orders.expiration_gte"];
                expiration_like?: components["parameters"]["orders.expiration_like"];
                expiration_lte?: components["parameters"]["orders.expiration_lte"];
                expiration_ne?: components["parameters"]["orders.expiration_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["orders.id"];
                id_gte?: components["parameters"]["orders.id_gte"];
                id_like?: components["parameters"]["orders.id_like"];
                id_lte?: components["parameters"]["orders.id_lte"];
                id_ne?: components["parameters"]["orders.id_ne"];
                number?: components["parameters"]["orders.number"];
                number_gte?: components["parameters"]["orders.number_gte"];
                number_like?: components["parameters"]["orders.number_like"];
                number_lte?: components["parameters"]["orders.number_lte"];
                number_ne?: components["parameters"]["orders.number_ne"];
                order_date?: components["parameters"]["orders.order_date"];
                order_date_gte?: components["parameters"]["orders.order_date_gte"];
                order_date_like?: components["parameters"]["orders.order_date_like"];
                order_date_lte?: components["parameters"]["orders.order_date_lte"];
                order_date_ne?: components["parameters"]["orders.order_date_ne"];
                payment_method?: components["parameters"]["orders.payment_method"];
                payment_method_gte?: components["parameters"]["orders.payment_method_gte"];
                payment_method_like?: components["parameters"]["orders.payment_method_like"];
                payment_method_lte?: components["parameters"]["orders.payment_method_lte"];
                payment_method_ne?: components["parameters"]["orders.payment_method_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["orders.q"];
                refunded_on?: components["parameters"]["orders.refunded_on"];
                refunded_on_gte?: components["parameters"]["orders.refunded_on_gte"];
                refunded_on_like?: components["parameters"]["orders.refunded_on_like"];
                refunded_on_lte?: components["parameters"]["orders.refunded_on_lte"];
                refunded_on_ne?: components["parameters"]["orders.refunded_on_ne"];
                shipping_cost?: components["parameters"]["orders.shipping_cost"];
                shipping_cost_gte?: components["parameters"]["orders.shipping_cost_gte"];
                shipping_cost_like?: components["parameters"]["orders.shipping_cost_like"];
                shipping_cost_lte?: components["parameters"]["orders.shipping_cost_lte"];
                shipping_cost_ne?: components["parameters"]["orders.shipping_cost_ne"];
                status?: components["parameters"]["orders.status"];
                status_gte?: components["parameters"]["orders.status_gte"];
                status_like?: components["parameters"]["orders.status_like"];
                status_lte?: components["parameters"]["orders.status_lte"];
                status_ne?: components["parameters"]["orders.status_ne"];
                total?: components["parameters"]["orders.total"];
                total_gte?: components["parameters"]["orders.total_gte"];
                total_like?: components["parameters"]["orders.total_like"];
                total_lte?: components["parameters"]["orders.total_lte"];
                total_ne?: components["parameters"]["orders.total_ne"];
                updated_at?: components["parameters"]["orders.updated_at"];
                updated_at_gte?: components["parameters"]["orders.updated_at_gte"];
                updated_at_like?: components["parameters"]["orders.updated_at_like"];
                updated_at_lte?: components["parameters"]["orders.updated_at_lte"];
                updated_at_ne?: components["parameters"]["orders.updated_at_ne"];
                updated_by?: components["parameters"]["orders.updated_by"];
                updated_by_gte?: components["parameters"]["orders.updated_by_gte"];
                updated_by_like?: components["parameters"]["orders.updated_by_like"];
                updated_by_lte?: components["parameters"]["orders.updated_by_lte"];
                updated_by_ne?: components["parameters"]["orders.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["orders"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ordersCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["orders"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiOrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["orders"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiOrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["orders"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiOrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ordersPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["orders"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getOrdersIdConfirmationPdf: {
        parameters: {
            query?: {
                lang?: "en" | "zh_Hant";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's confirmation as PDF, in the customer's language (?lang= for another) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getOrdersIdInvoicePdf: {
        parameters: {
            query?: {
                lang?: "en" | "zh_Hant";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order's sales invoice as PDF, in the customer's language (?lang= for another) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postOrdersIdMessagePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body?: string | null;
                    /** @enum {string} */
                    channel: "email" | "sms";
                    /**
                     * @default order-status
                     * @enum {string|null}
                     */
                    event?: "order-status" | "order-confirmation" | "order-invoice" | null;
                    /** @enum {string} */
                    language: "en" | "zh_Hant";
                    subject?: string | null;
                };
            };
        };
        responses: {
            /** @description An order's message (its status change, or its confirmation's or invoice's e-mail) as the customer would get it (a draft, else the template in use) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        subject?: string | null;
                        to: string | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getOrdersIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages sent to the customer about the order: queued, sent or failed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        created_at: string;
                        error: string | null;
                        id: number;
                        /** @enum {string} */
                        kind: "email" | "sms";
                        next_attempt_at: string | null;
                        provider: string | null;
                        provider_id: string | null;
                        sent_at: string | null;
                        /** @enum {string} */
                        state: "queued" | "sent" | "failed";
                        to: string;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiOrdersIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["orders"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postOrdersIdSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    document: "confirmation" | "invoice";
                };
            };
        };
        responses: {
            /** @description E-mail the order's confirmation or invoice to its customer, the PDF attached (queued while mail is not configured) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailed: string;
                        message: string;
                        order: components["schemas"]["orders"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postOrdersIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string | null;
                    /** @enum {string} */
                    status: "pending" | "processing" | "shipping" | "completed" | "returning" | "cancelled" | "refunded";
                };
            };
        };
        responses: {
            /** @description Move an order to another status; the customer is told by e-mail and SMS as they chose */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailed: string | null;
                        message: string;
                        order: components["schemas"]["orders"];
                        texted: string | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiOrdersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set" | "status";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiOrdersExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["orders._order"];
                /** @description comma-separated fields among: id, number, order_date, customer_id, employee_id, payment_method, shipping_cost, total, status, expiration, completed_at, completed_on, refunded_on */
                _sort?: components["parameters"]["orders._sort"];
                completed_at?: components["parameters"]["orders.completed_at"];
                completed_at_gte?: components["parameters"]["orders.completed_at_gte"];
                completed_at_like?: components["parameters"]["orders.completed_at_like"];
                completed_at_lte?: components["parameters"]["orders.completed_at_lte"];
                completed_at_ne?: components["parameters"]["orders.completed_at_ne"];
                completed_on?: components["parameters"]["orders.completed_on"];
                completed_on_gte?: components["parameters"]["orders.completed_on_gte"];
                completed_on_like?: components["parameters"]["orders.completed_on_like"];
                completed_on_lte?: components["parameters"]["orders.completed_on_lte"];
                completed_on_ne?: components["parameters"]["orders.completed_on_ne"];
                created_at?: components["parameters"]["orders.created_at"];
                created_at_gte?: components["parameters"]["orders.created_at_gte"];
                created_at_like?: components["parameters"]["orders.created_at_like"];
                created_at_lte?: components["parameters"]["orders.created_at_lte"];
                created_at_ne?: components["parameters"]["orders.created_at_ne"];
                created_by?: components["parameters"]["orders.created_by"];
                created_by_gte?: components["parameters"]["orders.created_by_gte"];
                created_by_like?: components["parameters"]["orders.created_by_like"];
                created_by_lte?: components["parameters"]["orders.created_by_lte"];
                created_by_ne?: components["parameters"]["orders.created_by_ne"];
                customer_id?: components["parameters"]["orders.customer_id"];
                customer_id_gte?: components["parameters"]["orders.customer_id_gte"];
                customer_id_like?: components["parameters"]["orders.customer_id_like"];
                customer_id_lte?: components["parameters"]["orders.customer_id_lte"];
                customer_id_ne?: components["parameters"]["orders.customer_id_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["orders.deleted"];
                employee_id?: components["parameters"]["orders.employee_id"];
                employee_id_gte?: components["parameters"]["orders.employee_id_gte"];
                employee_id_like?: components["parameters"]["orders.employee_id_like"];
                employee_id_lte?: components["parameters"]["orders.employee_id_lte"];
                employee_id_ne?: components["parameters"]["orders.employee_id_ne"];
                expiration?: components["parameters"]["orders.expiration"];
                expiration_gte?: components["parameters"]["orders.expiration_gte"];
                expiration_like?: components["parameters"]["orders.expiration_like"];
                expiration_lte?: components["parameters"]["orders.expiration_lte"];
                expiration_ne?: components["parameters"]["orders.expiration_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["orders.id"];
                id_gte?: components["parameters"]["orders.id_gte"];
                id_like?: components["parameters"]["orders.id_like"];
                id_lte?: components["parameters"]["orders.id_lte"];
                id_ne?: components["parameters"]["orders.id_ne"];
                number?: components["parameters"]["orders.number"];
                number_gte?: components["parameters"]["orders.number_gte"];
                number_like?: components["parameters"]["orders.number_like"];
                number_lte?: components["parameters"]["orders.number_lte"];
                number_ne?: components["parameters"]["orders.number_ne"];
                order_date?: components["parameters"]["orders.order_date"];
                order_date_gte?: components["parameters"]["orders.order_date_gte"];
                order_date_like?: components["parameters"]["orders.order_date_like"];
                order_date_lte?: components["parameters"]["orders.order_date_lte"];
                order_date_ne?: components["parameters"]["orders.order_date_ne"];
                payment_method?: components["parameters"]["orders.payment_method"];
                payment_method_gte?: components["parameters"]["orders.payment_method_gte"];
                payment_method_like?: components["parameters"]["orders.payment_method_like"];
                payment_method_lte?: components["parameters"]["orders.payment_method_lte"];
                payment_method_ne?: components["parameters"]["orders.payment_method_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["orders.q"];
                refunded_on?: components["parameters"]["orders.refunded_on"];
                refunded_on_gte?: components["parameters"]["orders.refunded_on_gte"];
                refunded_on_like?: components["parameters"]["orders.refunded_on_like"];
                refunded_on_lte?: components["parameters"]["orders.refunded_on_lte"];
                refunded_on_ne?: components["parameters"]["orders.refunded_on_ne"];
                shipping_cost?: components["parameters"]["orders.shipping_cost"];
                shipping_cost_gte?: components["parameters"]["orders.shipping_cost_gte"];
                shipping_cost_like?: components["parameters"]["orders.shipping_cost_like"];
                shipping_cost_lte?: components["parameters"]["orders.shipping_cost_lte"];
                shipping_cost_ne?: components["parameters"]["orders.shipping_cost_ne"];
                status?: components["parameters"]["orders.status"];
                status_gte?: components["parameters"]["orders.status_gte"];
                status_like?: components["parameters"]["orders.status_like"];
                status_lte?: components["parameters"]["orders.status_lte"];
                status_ne?: components["parameters"]["orders.status_ne"];
                total?: components["parameters"]["orders.total"];
                total_gte?: components["parameters"]["orders.total_gte"];
                total_like?: components["parameters"]["orders.total_like"];
                total_lte?: components["parameters"]["orders.total_lte"];
                total_ne?: components["parameters"]["orders.total_ne"];
                updated_at?: components["parameters"]["orders.updated_at"];
                updated_at_gte?: components["parameters"]["orders.updated_at_gte"];
                updated_at_like?: components["parameters"]["orders.updated_at_like"];
                updated_at_lte?: components["parameters"]["orders.updated_at_lte"];
                updated_at_ne?: components["parameters"]["orders.updated_at_ne"];
                updated_by?: components["parameters"]["orders.updated_by"];
                updated_by_gte?: components["parameters"]["orders.updated_by_gte"];
                updated_by_like?: components["parameters"]["orders.updated_by_like"];
                updated_by_lte?: components["parameters"]["orders.updated_by_lte"];
                updated_by_ne?: components["parameters"]["orders.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiPartners: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["partners._order"];
                /** @description comma-separated fields among: id, company_name, industry, experience_years, advance, balance, status */
                _sort?: components["parameters"]["partners._sort"];
                /** @description first row (0-based) */
                _start?: number;
                advance?: components["parameters"]["partners.advance"];
                advance_gte?: components["parameters"]["partners.advance_gte"];
                advance_like?: components["parameters"]["partners.advance_like"];
                advance_lte?: components["parameters"]["partners.advance_lte"];
                advance_ne?: components["parameters"]["partners.advance_ne"];
                balance?: components["parameters"]["partners.balance"];
                balance_gte?: components["parameters"]["partners.balance_gte"];
                balance_like?: components["parameters"]["partners.balance_like"];
                balance_lte?: components["parameters"]["partners.balance_lte"];
                balance_ne?: components["parameters"]["partners.balance_ne"];
                company_name?: components["parameters"]["partners.company_name"];
                company_name_gte?: components["parameters"]["partners.company_name_gte"];
                company_name_like?: components["parameters"]["partners.company_name_like"];
                company_name_lte?: components["parameters"]["partners.company_name_lte"];
                company_name_ne?: components["parameters"]["partners.company_name_ne"];
                created_at?: components["parameters"]["partners.created_at"];
                created_at_gte?: components["parameters"]["partners.created_at_gte"];
                created_at_like?: components["parameters"]["partners.created_at_like"];
                created_at_lte?: components["parameters"]["partners.created_at_lte"];
                created_at_ne?: components["parameters"]["partners.created_at_ne"];
                created_by?: components["parameters"]["partners.created_by"];
                created_by_gte?: components["parameters"]["partners.created_by_gte"];
                created_by_like?: components["parameters"]["partners.created_by_like"];
                created_by_lte?: components["parameters"]["partners.created_by_lte"];
                created_by_ne?: components["parameters"]["partners.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["partners.deleted"];
                experience_years?: components["parameters"]["partners.experience_years"];
                experience_years_gte?: components["parameters"]["partners.experience_years_gte"];
                experience_years_like?: components["parameters"]["partners.experience_years_like"];
                experience_years_lte?: components["parameters"]["partners.experience_years_lte"];
                experience_years_ne?: components["parameters"]["partners.experience_years_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["partners.id"];
                id_gte?: components["parameters"]["partners.id_gte"];
                id_like?: components["parameters"]["partners.id_like"];
                id_lte?: components["parameters"]["partners.id_lte"];
                id_ne?: components["parameters"]["partners.id_ne"];
                industry?: components["parameters"]["partners.industry"];
                industry_gte?: components["parameters"]["partners.industry_gte"];
                industry_like?: components["parameters"]["partners.industry_like"];
                industry_lte?: components["parameters"]["partners.industry_lte"];
                industry_ne?: components["parameters"]["partners.industry_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["partners.q"];
                status?: components["parameters"]["partners.status"];
                status_gte?: components["parameters"]["partners.status_gte"];
                status_like?: components["parameters"]["partners.status_like"];
                status_lte?: components["parameters"]["partners.status_lte"];
                status_ne?: components["parameters"]["partners.status_ne"];
                updated_at?: components["parameters"]["partners.updated_at"];
                updated_at_gte?: components["parameters"]["partners.updated_at_gte"];
                updated_at_like?: components["parameters"]["partners.updated_at_like"];
                updated_at_lte?: components["parameters"]["partners.updated_at_lte"];
                updated_at_ne?: components["parameters"]["partners.updated_at_ne"];
                updated_by?: components["parameters"]["partners.updated_by"];
                updated_by_gte?: components["parameters"]["partners.updated_by_gte"];
                updated_by_like?: components["parameters"]["partners.updated_by_like"];
                updated_by_lte?: components["parameters"]["partners.updated_by_lte"];
                updated_by_ne?: components["parameters"]["partners.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["partners"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiPartners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["partnersCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["partners"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiPartnersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["partners"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiPartnersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["partners"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiPartnersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["partnersPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["partners"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postPartnersIdAdvance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description money, two decimals */
                    amount: string;
                    /** Format: date */
                    date?: string;
                    payment_method: string;
                    reference?: string | null;
                };
            };
        };
        responses: {
            /** @description Record an advance received: a ledger credit and a partner_advance income */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                        partner: components["schemas"]["partners"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getPartnersIdLedger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A partner's ledger, oldest first, each entry with the running balance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: string;
                        created_at: string;
                        credit: string;
                        date: string;
                        debit: string;
                        description: string | null;
                        id: number;
                        /** @enum {string} */
                        kind: "manual" | "advance" | "reversal";
                        reversed_by: number | null;
                        reverses_id: number | null;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postPartnersIdLedger: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description money, two decimals
                     * @default 0.00
                     */
                    credit?: string | null;
                    /** Format: date */
                    date?: string;
                    /**
                     * @description money, two decimals
                     * @default 0.00
                     */
                    debit?: string | null;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Add a ledger entry: exactly one of debit and credit */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                        partner: components["schemas"]["partners"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postPartnersIdLedgerEntryReverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entry: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date?: string;
                };
            };
        };
        responses: {
            /** @description Reverse a ledger entry once with its mirror image (an advance's income too) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                        partner: components["schemas"]["partners"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiPartnersIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["partners"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postPartnersIdSettle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settle a partner whose ledger balances to zero */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        partner: components["schemas"]["partners"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getPartnersIdSuggest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active employees matching the partner's skills, most matches first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        department: string | null;
                        designation: string | null;
                        engaged: boolean;
                        id: number;
                        matched: string[];
                        name: string;
                        score: number;
                    }[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiPartnersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiPartnersExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["partners._order"];
                /** @description comma-separated fields among: id, company_name, industry, experience_years, advance, balance, status */
                _sort?: components["parameters"]["partners._sort"];
                advance?: components["parameters"]["partners.advance"];
                advance_gte?: components["parameters"]["partners.advance_gte"];
                advance_like?: components["parameters"]["partners.advance_like"];
                advance_lte?: components["parameters"]["partners.advance_lte"];
                advance_ne?: components["parameters"]["partners.advance_ne"];
                balance?: components["parameters"]["partners.balance"];
                balance_gte?: components["parameters"]["partners.balance_gte"];
                balance_like?: components["parameters"]["partners.balance_like"];
                balance_lte?: components["parameters"]["partners.balance_lte"];
                balance_ne?: components["parameters"]["partners.balance_ne"];
                company_name?: components["parameters"]["partners.company_name"];
                company_name_gte?: components["parameters"]["partners.company_name_gte"];
                company_name_like?: components["parameters"]["partners.company_name_like"];
                company_name_lte?: components["parameters"]["partners.company_name_lte"];
                company_name_ne?: components["parameters"]["partners.company_name_ne"];
                created_at?: components["parameters"]["partners.created_at"];
                created_at_gte?: components["parameters"]["partners.created_at_gte"];
                created_at_like?: components["parameters"]["partners.created_at_like"];
                created_at_lte?: components["parameters"]["partners.created_at_lte"];
                created_at_ne?: components["parameters"]["partners.created_at_ne"];
                created_by?: components["parameters"]["partners.created_by"];
                created_by_gte?: components["parameters"]["partners.created_by_gte"];
                created_by_like?: components["parameters"]["partners.created_by_like"];
                created_by_lte?: components["parameters"]["partners.created_by_lte"];
                created_by_ne?: components["parameters"]["partners.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["partners.deleted"];
                experience_years?: components["parameters"]["partners.experience_years"];
                experience_years_gte?: components["parameters"]["partners.experience_years_gte"];
                experience_years_like?: components["parameters"]["partners.experience_years_like"];
                experience_years_lte?: components["parameters"]["partners.experience_years_lte"];
                experience_years_ne?: components["parameters"]["partners.experience_years_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["partners.id"];
                id_gte?: components["parameters"]["partners.id_gte"];
                id_like?: components["parameters"]["partners.id_like"];
                id_lte?: components["parameters"]["partners.id_lte"];
                id_ne?: components["parameters"]["partners.id_ne"];
                industry?: components["parameters"]["partners.industry"];
                industry_gte?: components["parameters"]["partners.industry_gte"];
                industry_like?: components["parameters"]["partners.industry_like"];
                industry_lte?: components["parameters"]["partners.industry_lte"];
                industry_ne?: components["parameters"]["partners.industry_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["partners.q"];
                status?: components["parameters"]["partners.status"];
                status_gte?: components["parameters"]["partners.status_gte"];
                status_like?: components["parameters"]["partners.status_like"];
                status_lte?: components["parameters"]["partners.status_lte"];
                status_ne?: components["parameters"]["partners.status_ne"];
                updated_at?: components["parameters"]["partners.updated_at"];
                updated_at_gte?: components["parameters"]["partners.updated_at_gte"];
                updated_at_like?: components["parameters"]["partners.updated_at_like"];
                updated_at_lte?: components["parameters"]["partners.updated_at_lte"];
                updated_at_ne?: components["parameters"]["partners.updated_at_ne"];
                updated_by?: components["parameters"]["partners.updated_by"];
                updated_by_gte?: components["parameters"]["partners.updated_by_gte"];
                updated_by_like?: components["parameters"]["partners.updated_by_like"];
                updated_by_lte?: components["parameters"]["partners.updated_by_lte"];
                updated_by_ne?: components["parameters"]["partners.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiPaymentMethods: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["payment-methods._order"];
                /** @description comma-separated fields among: id, name, name_zh_hant, code, sort_order, active */
                _sort?: components["parameters"]["payment-methods._sort"];
                /** @description first row (0-based) */
                _start?: number;
                active?: components["parameters"]["payment-methods.active"];
                active_gte?: components["parameters"]["payment-methods.active_gte"];
                active_like?: components["parameters"]["payment-methods.active_like"];
                active_lte?: components["parameters"]["payment-methods.active_lte"];
                active_ne?: components["parameters"]["payment-methods.active_ne"];
                code?: components["parameters"]["payment-methods.code"];
                code_gte?: components["parameters"]["payment-methods.code_gte"];
                code_like?: components["parameters"]["payment-methods.code_like"];
                code_lte?: components["parameters"]["payment-methods.code_lte"];
                code_ne?: components["parameters"]["payment-methods.code_ne"];
                created_at?: components["parameters"]["payment-methods.created_at"];
                created_at_gte?: components["parameters"]["payment-methods.created_at_gte"];
                created_at_like?: components["parameters"]["payment-methods.created_at_like"];
                created_at_lte?: components["parameters"]["payment-methods.created_at_lte"];
                created_at_ne?: components["parameters"]["payment-methods.created_at_ne"];
                created_by?: components["parameters"]["payment-methods.created_by"];
                created_by_gte?: components["parameters"]["payment-methods.created_by_gte"];
                created_by_like?: components["parameters"]["payment-methods.created_by_like"];
                created_by_lte?: components["parameters"]["payment-methods.created_by_lte"];
                created_by_ne?: components["parameters"]["payment-methods.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["payment-methods.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["payment-methods.id"];
                id_gte?: components["parameters"]["payment-methods.id_gte"];
                id_like?: components["parameters"]["payment-methods.id_like"];
                id_lte?: components["parameters"]["payment-methods.id_lte"];
                id_ne?: components["parameters"]["payment-methods.id_ne"];
                name?: components["parameters"]["payment-methods.name"];
                name_gte?: components["parameters"]["payment-methods.name_gte"];
                name_like?: components["parameters"]["payment-methods.name_like"];
                name_lte?: components["parameters"]["payment-methods.name_lte"];
                name_ne?: components["parameters"]["payment-methods.name_ne"];
                name_zh_hant?: components["parameters"]["payment-methods.name_zh_hant"];
                name_zh_hant_gte?: components["parameters"]["payment-methods.name_zh_hant_gte"];
                name_zh_hant_like?: components["parameters"]["payment-methods.name_zh_hant_like"];
                name_zh_hant_lte?: components["parameters"]["payment-methods.name_zh_hant_lte"];
                name_zh_hant_ne?: components["parameters"]["payment-methods.name_zh_hant_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["payment-methods.q"];
                sort_order?: components["parameters"]["payment-methods.sort_order"];
                sort_order_gte?: components["parameters"]["payment-methods.sort_order_gte"];
                sort_order_like?: components["parameters"]["payment-methods.sort_order_like"];
                sort_order_lte?: components["parameters"]["payment-methods.sort_order_lte"];
                sort_order_ne?: components["parameters"]["payment-methods.sort_order_ne"];
                updated_at?: components["parameters"]["payment-methods.updated_at"];
                updated_at_gte?: components["parameters"]["payment-methods.updated_at_gte"];
                updated_at_like?: components["parameters"]["payment-methods.updated_at_like"];
                updated_at_lte?: components["parameters"]["payment-methods.updated_at_lte"];
                updated_at_ne?: components["parameters"]["payment-methods.updated_at_ne"];
                updated_by?: components["parameters"]["payment-methods.updated_by"];
                updated_by_gte?: components["parameters"]["payment-methods.updated_by_gte"];
                updated_by_like?: components["parameters"]["payment-methods.updated_by_like"];
                updated_by_lte?: components["parameters"]["payment-methods.updated_by_lte"];
                updated_by_ne?: components["parameters"]["payment-methods.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["payment-methods"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["payment-methodsCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["payment-methods"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiPaymentMethodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["payment-methods"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiPaymentMethodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["payment-methods"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiPaymentMethodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["payment-methodsPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["payment-methods"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiPaymentMethodsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["payment-methods"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiPaymentMethodsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiPaymentMethodsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["payment-methods._order"];
                /** @description comma-separated fields among: id, name, name_zh_hant, code, sort_order, active */
                _sort?: components["parameters"]["payment-methods._sort"];
                active?: components["parameters"]["payment-methods.active"];
                active_gte?: components["parameters"]["payment-methods.active_gte"];
                active_like?: components["parameters"]["payment-methods.active_like"];
                active_lte?: components["parameters"]["payment-methods.active_lte"];
                active_ne?: components["parameters"]["payment-methods.active_ne"];
                code?: components["parameters"]["payment-methods.code"];
                code_gte?: components["parameters"]["payment-methods.code_gte"];
                code_like?: components["parameters"]["payment-methods.code_like"];
                code_lte?: components["parameters"]["payment-methods.code_lte"];
                code_ne?: components["parameters"]["payment-methods.code_ne"];
                created_at?: components["parameters"]["payment-methods.created_at"];
                created_at_gte?: components["parameters"]["payment-methods.created_at_gte"];
                created_at_like?: components["parameters"]["payment-methods.created_at_like"];
                created_at_lte?: components["parameters"]["payment-methods.created_at_lte"];
                created_at_ne?: components["parameters"]["payment-methods.created_at_ne"];
                created_by?: components["parameters"]["payment-methods.created_by"];
                created_by_gte?: components["parameters"]["payment-methods.created_by_gte"];
                created_by_like?: components["parameters"]["payment-methods.created_by_like"];
                created_by_lte?: components["parameters"]["payment-methods.created_by_lte"];
                created_by_ne?: components["parameters"]["payment-methods.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["payment-methods.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["payment-methods.id"];
                id_gte?: components["parameters"]["payment-methods.id_gte"];
                id_like?: components["parameters"]["payment-methods.id_like"];
                id_lte?: components["parameters"]["payment-methods.id_lte"];
                id_ne?: components["parameters"]["payment-methods.id_ne"];
                name?: components["parameters"]["payment-methods.name"];
                name_gte?: components["parameters"]["payment-methods.name_gte"];
                name_like?: components["parameters"]["payment-methods.name_like"];
                name_lte?: components["parameters"]["payment-methods.name_lte"];
                name_ne?: components["parameters"]["payment-methods.name_ne"];
                name_zh_hant?: components["parameters"]["payment-methods.name_zh_hant"];
                name_zh_hant_gte?: components["parameters"]["payment-methods.name_zh_hant_gte"];
                name_zh_hant_like?: components["parameters"]["payment-methods.name_zh_hant_like"];
                name_zh_hant_lte?: components["parameters"]["payment-methods.name_zh_hant_lte"];
                name_zh_hant_ne?: components["parameters"]["payment-methods.name_zh_hant_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["payment-methods.q"];
                sort_order?: components["parameters"]["payment-methods.sort_order"];
                sort_order_gte?: components["parameters"]["payment-methods.sort_order_gte"];
                sort_order_like?: components["parameters"]["payment-methods.sort_order_like"];
                sort_order_lte?: components["parameters"]["payment-methods.sort_order_lte"];
                sort_order_ne?: components["parameters"]["payment-methods.sort_order_ne"];
                updated_at?: components["parameters"]["payment-methods.updated_at"];
                updated_at_gte?: components["parameters"]["payment-methods.updated_at_gte"];
                updated_at_like?: components["parameters"]["payment-methods.updated_at_like"];
                updated_at_lte?: components["parameters"]["payment-methods.updated_at_lte"];
                updated_at_ne?: components["parameters"]["payment-methods.updated_at_ne"];
                updated_by?: components["parameters"]["payment-methods.updated_by"];
                updated_by_gte?: components["parameters"]["payment-methods.updated_by_gte"];
                updated_by_like?: components["parameters"]["payment-methods.updated_by_like"];
                updated_by_lte?: components["parameters"]["payment-methods.updated_by_lte"];
                updated_by_ne?: components["parameters"]["payment-methods.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiPayrolls: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["payrolls._order"];
                /** @description comma-separated fields among: id, employee_id, month, payable, actual_amount, status */
                _sort?: components["parameters"]["payrolls._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["payrolls.created_at"];
                created_at_gte?: components["parameters"]["payrolls.created_at_gte"];
                created_at_like?: components["parameters"]["payrolls.created_at_like"];
                created_at_lte?: components["parameters"]["payrolls.created_at_lte"];
                created_at_ne?: components["parameters"]["payrolls.created_at_ne"];
                created_by?: components["parameters"]["payrolls.created_by"];
                created_by_gte?: components["parameters"]["payrolls.created_by_gte"];
                created_by_like?: components["parameters"]["payrolls.created_by_like"];
                created_by_lte?: components["parameters"]["payrolls.created_by_lte"];
                created_by_ne?: components["parameters"]["payrolls.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["payrolls.deleted"];
                employee_id?: components["parameters"]["payrolls.employee_id"];
                employee_id_gte?: components["parameters"]["payrolls.employee_id_gte"];
                employee_id_like?: components["parameters"]["payrolls.employee_id_like"];
                employee_id_lte?: components["parameters"]["payrolls.employee_id_lte"];
                employee_id_ne?: components["parameters"]["payrolls.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["payrolls.id"];
                id_gte?: components["parameters"]["payrolls.id_gte"];
                id_like?: components["parameters"]["payrolls.id_like"];
                id_lte?: components["parameters"]["payrolls.id_lte"];
                id_ne?: components["parameters"]["payrolls.id_ne"];
                month?: components["parameters"]["payrolls.month"];
                month_gte?: components["parameters"]["payrolls.month_gte"];
                month_like?: components["parameters"]["payrolls.month_like"];
                month_lte?: components["parameters"]["payrolls.month_lte"];
                month_ne?: components["parameters"]["payrolls.month_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["payrolls.q"];
                salary_id?: components["parameters"]["payrolls.salary_id"];
                salary_id_gte?: components["parameters"]["payrolls.salary_id_gte"];
                salary_id_like?: components["parameters"]["payrolls.salary_id_like"];
                salary_id_lte?: components["parameters"]["payrolls.salary_id_lte"];
                salary_id_ne?: components["parameters"]["payrolls.salary_id_ne"];
                status?: components["parameters"]["payrolls.status"];
                status_gte?: components["parameters"]["payrolls.status_gte"];
                status_like?: components["parameters"]["payrolls.status_like"];
                status_lte?: components["parameters"]["payrolls.status_lte"];
                status_ne?: components["parameters"]["payrolls.status_ne"];
                updated_at?: components["parameters"]["payrolls.updated_at"];
                updated_at_gte?: components["parameters"]["payrolls.updated_at_gte"];
                updated_at_like?: components["parameters"]["payrolls.updated_at_like"];
                updated_at_lte?: components["parameters"]["payrolls.updated_at_lte"];
                updated_at_ne?: components["parameters"]["payrolls.updated_at_ne"];
                updated_by?: components["parameters"]["payrolls.updated_by"];
                updated_by_gte?: components["parameters"]["payrolls.updated_by_gte"];
                updated_by_like?: components["parameters"]["payrolls.updated_by_like"];
                updated_by_lte?: components["parameters"]["payrolls.updated_by_lte"];
                updated_by_ne?: components["parameters"]["payrolls.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["payrolls"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiPayrollsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["payrolls"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    getPayrollsIdPayslipPdf: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One payslip as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiPayrollsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["payrolls._order"];
                /** @description comma-separated fields among: id, employee_id, month, payable, actual_amount, status */
                _sort?: components["parameters"]["payrolls._sort"];
                created_at?: components["parameters"]["payrolls.created_at"];
                created_at_gte?: components["parameters"]["payrolls.created_at_gte"];
                created_at_like?: components["parameters"]["payrolls.created_at_like"];
                created_at_lte?: components["parameters"]["payrolls.created_at_lte"];
                created_at_ne?: components["parameters"]["payrolls.created_at_ne"];
                created_by?: components["parameters"]["payrolls.created_by"];
                created_by_gte?: components["parameters"]["payrolls.created_by_gte"];
                created_by_like?: components["parameters"]["payrolls.created_by_like"];
                created_by_lte?: components["parameters"]["payrolls.created_by_lte"];
                created_by_ne?: components["parameters"]["payrolls.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["payrolls.deleted"];
                employee_id?: components["parameters"]["payrolls.employee_id"];
                employee_id_gte?: components["parameters"]["payrolls.employee_id_gte"];
                employee_id_like?: components["parameters"]["payrolls.employee_id_like"];
                employee_id_lte?: components["parameters"]["payrolls.employee_id_lte"];
                employee_id_ne?: components["parameters"]["payrolls.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["payrolls.id"];
                id_gte?: components["parameters"]["payrolls.id_gte"];
                id_like?: components["parameters"]["payrolls.id_like"];
                id_lte?: components["parameters"]["payrolls.id_lte"];
                id_ne?: components["parameters"]["payrolls.id_ne"];
                month?: components["parameters"]["payrolls.month"];
                month_gte?: components["parameters"]["payrolls.month_gte"];
                month_like?: components["parameters"]["payrolls.month_like"];
                month_lte?: components["parameters"]["payrolls.month_lte"];
                month_ne?: components["parameters"]["payrolls.month_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["payrolls.q"];
                salary_id?: components["parameters"]["payrolls.salary_id"];
                salary_id_gte?: components["parameters"]["payrolls.salary_id_gte"];
                salary_id_like?: components["parameters"]["payrolls.salary_id_like"];
                salary_id_lte?: components["parameters"]["payrolls.salary_id_lte"];
                salary_id_ne?: components["parameters"]["payrolls.salary_id_ne"];
                status?: components["parameters"]["payrolls.status"];
                status_gte?: components["parameters"]["payrolls.status_gte"];
                status_like?: components["parameters"]["payrolls.status_like"];
                status_lte?: components["parameters"]["payrolls.status_lte"];
                status_ne?: components["parameters"]["payrolls.status_ne"];
                updated_at?: components["parameters"]["payrolls.updated_at"];
                updated_at_gte?: components["parameters"]["payrolls.updated_at_gte"];
                updated_at_like?: components["parameters"]["payrolls.updated_at_like"];
                updated_at_lte?: components["parameters"]["payrolls.updated_at_lte"];
                updated_at_ne?: components["parameters"]["payrolls.updated_at_ne"];
                updated_by?: components["parameters"]["payrolls.updated_by"];
                updated_by_gte?: components["parameters"]["payrolls.updated_by_gte"];
                updated_by_like?: components["parameters"]["payrolls.updated_by_like"];
                updated_by_lte?: components["parameters"]["payrolls.updated_by_lte"];
                updated_by_ne?: components["parameters"]["payrolls.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getPayrollsSheetPdf: {
        parameters: {
            query: {
                lang?: string;
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A month's payroll sheet as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getPayrollsTotals: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A month's payroll totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employees: number;
                        month: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiProductCategories: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["product-categories._order"];
                /** @description comma-separated fields among: id, name */
                _sort?: components["parameters"]["product-categories._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["product-categories.created_at"];
                created_at_gte?: components["parameters"]["product-categories.created_at_gte"];
                created_at_like?: components["parameters"]["product-categories.created_at_like"];
                created_at_lte?: components["parameters"]["product-categories.created_at_lte"];
                created_at_ne?: components["parameters"]["product-categories.created_at_ne"];
                created_by?: components["parameters"]["product-categories.created_by"];
                created_by_gte?: components["parameters"]["product-categories.created_by_gte"];
                created_by_like?: components["parameters"]["product-categories.created_by_like"];
                created_by_lte?: components["parameters"]["product-categories.created_by_lte"];
                created_by_ne?: components["parameters"]["product-categories.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["product-categories.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["product-categories.id"];
                id_gte?: components["parameters"]["product-categories.id_gte"];
                id_like?: components["parameters"]["product-categories.id_like"];
                id_lte?: components["parameters"]["product-categories.id_lte"];
                id_ne?: components["parameters"]["product-categories.id_ne"];
                name?: components["parameters"]["product-categories.name"];
                name_gte?: components["parameters"]["product-categories.name_gte"];
                name_like?: components["parameters"]["product-categories.name_like"];
                name_lte?: components["parameters"]["product-categories.name_lte"];
                name_ne?: components["parameters"]["product-categories.name_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["product-categories.q"];
                updated_at?: components["parameters"]["product-categories.updated_at"];
                updated_at_gte?: components["parameters"]["product-categories.updated_at_gte"];
                updated_at_like?: components["parameters"]["product-categories.updated_at_like"];
                updated_at_lte?: components["parameters"]["product-categories.updated_at_lte"];
                updated_at_ne?: components["parameters"]["product-categories.updated_at_ne"];
                updated_by?: components["parameters"]["product-categories.updated_by"];
                updated_by_gte?: components["parameters"]["product-categories.updated_by_gte"];
                updated_by_like?: components["parameters"]["product-categories.updated_by_like"];
                updated_by_lte?: components["parameters"]["product-categories.updated_by_lte"];
                updated_by_ne?: components["parameters"]["product-categories.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["product-categories"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiProductCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["product-categoriesCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["product-categories"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiProductCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["product-categories"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiProductCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["product-categories"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiProductCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["product-categoriesPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["product-categories"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiProductCategoriesIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["product-categories"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiProductCategoriesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiProductCategoriesExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["product-categories._order"];
                /** @description comma-separated fields among: id, name */
                _sort?: components["parameters"]["product-categories._sort"];
                created_at?: components["parameters"]["product-categories.created_at"];
                created_at_gte?: components["parameters"]["product-categories.created_at_gte"];
                created_at_like?: components["parameters"]["product-categories.created_at_like"];
                created_at_lte?: components["parameters"]["product-categories.created_at_lte"];
                created_at_ne?: components["parameters"]["product-categories.created_at_ne"];
                created_by?: components["parameters"]["product-categories.created_by"];
                created_by_gte?: components["parameters"]["product-categories.created_by_gte"];
                created_by_like?: components["parameters"]["product-categories.created_by_like"];
                created_by_lte?: components["parameters"]["product-categories.created_by_lte"];
                created_by_ne?: components["parameters"]["product-categories.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["product-categories.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["product-categories.id"];
                id_gte?: components["parameters"]["product-categories.id_gte"];
                id_like?: components["parameters"]["product-categories.id_like"];
                id_lte?: components["parameters"]["product-categories.id_lte"];
                id_ne?: components["parameters"]["product-categories.id_ne"];
                name?: components["parameters"]["product-categories.name"];
                name_gte?: components["parameters"]["product-categories.name_gte"];
                name_like?: components["parameters"]["product-categories.name_like"];
                name_lte?: components["parameters"]["product-categories.name_lte"];
                name_ne?: components["parameters"]["product-categories.name_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["product-categories.q"];
                updated_at?: components["parameters"]["product-categories.updated_at"];
                updated_at_gte?: components["parameters"]["product-categories.updated_at_gte"];
                updated_at_like?: components["parameters"]["product-categories.updated_at_like"];
                updated_at_lte?: components["parameters"]["product-categories.updated_at_lte"];
                updated_at_ne?: components["parameters"]["product-categories.updated_at_ne"];
                updated_by?: components["parameters"]["product-categories.updated_by"];
                updated_by_gte?: components["parameters"]["product-categories.updated_by_gte"];
                updated_by_like?: components["parameters"]["product-categories.updated_by_like"];
                updated_by_lte?: components["parameters"]["product-categories.updated_by_lte"];
                updated_by_ne?: components["parameters"]["product-categories.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiProducts: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["products._order"];
                /** @description comma-separated fields among: id, code, name, category_id, price, reorder_level */
                _sort?: components["parameters"]["products._sort"];
                /** @description first row (0-based) */
                _start?: number;
                category_id?: components["parameters"]["products.category_id"];
                category_id_gte?: components["parameters"]["products.category_id_gte"];
                category_id_like?: components["parameters"]["products.category_id_like"];
                category_id_lte?: components["parameters"]["products.category_id_lte"];
                category_id_ne?: components["parameters"]["products.category_id_ne"];
                code?: components["parameters"]["products.code"];
                code_gte?: components["parameters"]["products.code_gte"];
                code_like?: components["parameters"]["products.code_like"];
                code_lte?: components["parameters"]["products.code_lte"];
                code_ne?: components["parameters"]["products.code_ne"];
                created_at?: components["parameters"]["products.created_at"];
                created_at_gte?: components["parameters"]["products.created_at_gte"];
                created_at_like?: components["parameters"]["products.created_at_like"];
                created_at_lte?: components["parameters"]["products.created_at_lte"];
                created_at_ne?: components["parameters"]["products.created_at_ne"];
                created_by?: components["parameters"]["products.created_by"];
                created_by_gte?: components["parameters"]["products.created_by_gte"];
                created_by_like?: components["parameters"]["products.created_by_like"];
                created_by_lte?: components["parameters"]["products.created_by_lte"];
                created_by_ne?: components["parameters"]["products.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["products.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["products.id"];
                id_gte?: components["parameters"]["products.id_gte"];
                id_like?: components["parameters"]["products.id_like"];
                id_lte?: components["parameters"]["products.id_lte"];
                id_ne?: components["parameters"]["products.id_ne"];
                name?: components["parameters"]["products.name"];
                name_gte?: components["parameters"]["products.name_gte"];
                name_like?: components["parameters"]["products.name_like"];
                name_lte?: components["parameters"]["products.name_lte"];
                name_ne?: components["parameters"]["products.name_ne"];
                price?: components["parameters"]["products.price"];
                price_gte?: components["parameters"]["products.price_gte"];
                price_like?: components["parameters"]["products.price_like"];
                price_lte?: components["parameters"]["products.price_lte"];
                price_ne?: components["parameters"]["products.price_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["products.q"];
                reorder_level?: components["parameters"]["products.reorder_level"];
                reorder_level_gte?: components["parameters"]["products.reorder_level_gte"];
                reorder_level_like?: components["parameters"]["products.reorder_level_like"];
                reorder_level_lte?: components["parameters"]["products.reorder_level_lte"];
                reorder_level_ne?: components["parameters"]["products.reorder_level_ne"];
                uom?: components["parameters"]["products.uom"];
                uom_gte?: components["parameters"]["products.uom_gte"];
                uom_like?: components["parameters"]["products.uom_like"];
                uom_lte?: components["parameters"]["products.uom_lte"];
                uom_ne?: components["parameters"]["products.uom_ne"];
                updated_at?: components["parameters"]["products.updated_at"];
                updated_at_gte?: components["parameters"]["products.updated_at_gte"];
                updated_at_like?: components["parameters"]["products.updated_at_like"];
                updated_at_lte?: components["parameters"]["products.updated_at_lte"];
                updated_at_ne?: components["parameters"]["products.updated_at_ne"];
                updated_by?: components["parameters"]["products.updated_by"];
                updated_by_gte?: components["parameters"]["products.updated_by_gte"];
                updated_by_like?: components["parameters"]["products.updated_by_like"];
                updated_by_lte?: components["parameters"]["products.updated_by_lte"];
                updated_by_ne?: components["parameters"]["products.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["products"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["productsCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["products"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiProductsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["products"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiProductsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["products"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiProductsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["productsPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["products"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiProductsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["products"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiProductsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiProductsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["products._order"];
                /** @description comma-separated fields among: id, code, name, category_id, price, reorder_level */
                _sort?: components["parameters"]["products._sort"];
                category_id?: components["parameters"]["products.category_id"];
                category_id_gte?: components["parameters"]["products.category_id_gte"];
                category_id_like?: components["parameters"]["products.category_id_like"];
                category_id_lte?: components["parameters"]["products.category_id_lte"];
                category_id_ne?: components["parameters"]["products.category_id_ne"];
                code?: components["parameters"]["products.code"];
                code_gte?: components["parameters"]["products.code_gte"];
                code_like?: components["parameters"]["products.code_like"];
                code_lte?: components["parameters"]["products.code_lte"];
                code_ne?: components["parameters"]["products.code_ne"];
                created_at?: components["parameters"]["products.created_at"];
                created_at_gte?: components["parameters"]["products.created_at_gte"];
                created_at_like?: components["parameters"]["products.created_at_like"];
                created_at_lte?: components["parameters"]["products.created_at_lte"];
                created_at_ne?: components["parameters"]["products.created_at_ne"];
                created_by?: components["parameters"]["products.created_by"];
                created_by_gte?: components["parameters"]["products.created_by_gte"];
                created_by_like?: components["parameters"]["products.created_by_like"];
                created_by_lte?: components["parameters"]["products.created_by_lte"];
                created_by_ne?: components["parameters"]["products.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["products.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["products.id"];
                id_gte?: components["parameters"]["products.id_gte"];
                id_like?: components["parameters"]["products.id_like"];
                id_lte?: components["parameters"]["products.id_lte"];
                id_ne?: components["parameters"]["products.id_ne"];
                name?: components["parameters"]["products.name"];
                name_gte?: components["parameters"]["products.name_gte"];
                name_like?: components["parameters"]["products.name_like"];
                name_lte?: components["parameters"]["products.name_lte"];
                name_ne?: components["parameters"]["products.name_ne"];
                price?: components["parameters"]["products.price"];
                price_gte?: components["parameters"]["products.price_gte"];
                price_like?: components["parameters"]["products.price_like"];
                price_lte?: components["parameters"]["products.price_lte"];
                price_ne?: components["parameters"]["products.price_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["products.q"];
                reorder_level?: components["parameters"]["products.reorder_level"];
                reorder_level_gte?: components["parameters"]["products.reorder_level_gte"];
                reorder_level_like?: components["parameters"]["products.reorder_level_like"];
                reorder_level_lte?: components["parameters"]["products.reorder_level_lte"];
                reorder_level_ne?: components["parameters"]["products.reorder_level_ne"];
                uom?: components["parameters"]["products.uom"];
                uom_gte?: components["parameters"]["products.uom_gte"];
                uom_like?: components["parameters"]["products.uom_like"];
                uom_lte?: components["parameters"]["products.uom_lte"];
                uom_ne?: components["parameters"]["products.uom_ne"];
                updated_at?: components["parameters"]["products.updated_at"];
                updated_at_gte?: components["parameters"]["products.updated_at_gte"];
                updated_at_like?: components["parameters"]["products.updated_at_like"];
                updated_at_lte?: components["parameters"]["products.updated_at_lte"];
                updated_at_ne?: components["parameters"]["products.updated_at_ne"];
                updated_by?: components["parameters"]["products.updated_by"];
                updated_by_gte?: components["parameters"]["products.updated_by_gte"];
                updated_by_like?: components["parameters"]["products.updated_by_like"];
                updated_by_lte?: components["parameters"]["products.updated_by_lte"];
                updated_by_ne?: components["parameters"]["products.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiProductsImport: {
        parameters: {
            query?: {
                charset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charset?: string;
                        charset_from?: string;
                        imported: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
        };
    };
    getApiPurchaseOrders: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["purchase-orders._order"];
                /** @description comma-separated fields among: id, number, vendor_id, order_date, total, paid, due, status, completed_at, received_on */
                _sort?: components["parameters"]["purchase-orders._sort"];
                /** @description first row (0-based) */
                _start?: number;
                completed_at?: components["parameters"]["purchase-orders.completed_at"];
                completed_at_gte?: components["parameters"]["purchase-orders.completed_at_gte"];
                completed_at_like?: components["parameters"]["purchase-orders.completed_at_like"];
                completed_at_lte?: components["parameters"]["purchase-orders.completed_at_lte"];
                completed_at_ne?: components["parameters"]["purchase-orders.completed_at_ne"];
                created_at?: components["parameters"]["purchase-orders.created_at"];
                created_at_gte?: components["parameters"]["purchase-orders.created_at_gte"];
                created_at_like?: components["parameters"]["purchase-orders.created_at_like"];
                created_at_lte?: components["parameters"]["purchase-orders.created_at_lte"];
                created_at_ne?: components["parameters"]["purchase-orders.created_at_ne"];
                created_by?: components["parameters"]["purchase-orders.created_by"];
                created_by_gte?: components["parameters"]["purchase-orders.created_by_gte"];
                created_by_like?: components["parameters"]["purchase-orders.created_by_like"];
                created_by_lte?: components["parameters"]["purchase-orders.created_by_lte"];
                created_by_ne?: components["parameters"]["purchase-orders.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["purchase-orders.deleted"];
                due?: components["parameters"]["purchase-orders.due"];
                due_gte?: components["parameters"]["purchase-orders.due_gte"];
                due_like?: components["parameters"]["purchase-orders.due_like"];
                due_lte?: components["parameters"]["purchase-orders.due_lte"];
                due_ne?: components["parameters"]["purchase-orders.due_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["purchase-orders.id"];
                id_gte?: components["parameters"]["purchase-orders.id_gte"];
                id_like?: components["parameters"]["purchase-orders.id_like"];
                id_lte?: components["parameters"]["purchase-orders.id_lte"];
                id_ne?: components["parameters"]["purchase-orders.id_ne"];
                number?: components["parameters"]["purchase-orders.number"];
                number_gte?: components["parameters"]["purchase-orders.number_gte"];
                number_like?: components["parameters"]["purchase-orders.number_like"];
                number_lte?: components["parameters"]["purchase-orders.number_lte"];
                number_ne?: components["parameters"]["purchase-orders.number_ne"];
                order_date?: components["parameters"]["purchase-orders.order_date"];
                order_date_gte?: components["parameters"]["purchase-orders.order_date_gte"];
                order_date_like?: components["parameters"]["purchase-orders.order_date_like"];
                order_date_lte?: components["parameters"]["purchase-orders.order_date_lte"];
                order_date_ne?: components["parameters"]["purchase-orders.order_date_ne"];
                paid?: components["parameters"]["purchase-orders.paid"];
                paid_gte?: components["parameters"]["purchase-orders.paid_gte"];
                paid_like?: components["parameters"]["purchase-orders.paid_like"];
                paid_lte?: components["parameters"]["purchase-orders.paid_lte"];
                paid_ne?: components["parameters"]["purchase-orders.paid_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["purchase-orders.q"];
                received_on?: components["parameters"]["purchase-orders.received_on"];
                received_on_gte?: components["parameters"]["purchase-orders.received_on_gte"];
                received_on_like?: components["parameters"]["purchase-orders.received_on_like"];
                received_on_lte?: components["parameters"]["purchase-orders.received_on_lte"];
                received_on_ne?: components["parameters"]["purchase-orders.received_on_ne"];
                status?: components["parameters"]["purchase-orders.status"];
                status_gte?: components["parameters"]["purchase-orders.status_gte"];
                status_like?: components["parameters"]["purchase-orders.status_like"];
                status_lte?: components["parameters"]["purchase-orders.status_lte"];
                status_ne?: components["parameters"]["purchase-orders.status_ne"];
                total?: components["parameters"]["purchase-orders.total"];
                total_gte?: components["parameters"]["purchase-orders.total_gte"];
                total_like?: components["parameters"]["purchase-orders.total_like"];
                total_lte?: components["parameters"]["purchase-orders.total_lte"];
                total_ne?: components["parameters"]["purchase-orders.total_ne"];
                updated_at?: components["parameters"]["purchase-orders.updated_at"];
                updated_at_gte?: components["parameters"]["purchase-orders.updated_at_gte"];
                updated_at_like?: components["parameters"]["purchase-orders.updated_at_like"];
                updated_at_lte?: components["parameters"]["purchase-orders.updated_at_lte"];
                updated_at_ne?: components["parameters"]["purchase-orders.updated_at_ne"];
                updated_by?: components["parameters"]["purchase-orders.updated_by"];
                updated_by_gte?: components["parameters"]["purchase-orders.updated_by_gte"];
                updated_by_like?: components["parameters"]["purchase-orders.updated_by_like"];
                updated_by_lte?: components["parameters"]["purchase-orders.updated_by_lte"];
                updated_by_ne?: components["parameters"]["purchase-orders.updated_by_ne"];
                vendor_id?: components["parameters"]["purchase-orders.vendor_id"];
                vendor_id_gte?: components["parameters"]["purchase-orders.vendor_id_gte"];
                vendor_id_like?: components["parameters"]["purchase-orders.vendor_id_like"];
                vendor_id_lte?: components["parameters"]["purchase-orders.vendor_id_lte"];
                vendor_id_ne?: components["parameters"]["purchase-orders.vendor_id_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["purchase-orders"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiPurchaseOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["purchase-ordersCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["purchase-orders"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiPurchaseOrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["purchase-orders"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiPurchaseOrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["purchase-orders"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiPurchaseOrdersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["purchase-ordersPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["purchase-orders"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postPurchaseOrdersIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Complete a purchase order: its stock comes in and its expense is booked, once */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: components["schemas"]["purchase-orders"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postPurchaseOrdersIdPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description money, two decimals */
                    amount: string;
                    /** Format: date */
                    date?: string;
                    payment_method: string;
                    transaction_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Record one payment of a purchase order, never beyond its total */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        order: components["schemas"]["purchase-orders"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiPurchaseOrdersIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["purchase-orders"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiPurchaseOrdersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiPurchaseOrdersExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["purchase-orders._order"];
                /** @description comma-separated fields among: id, number, vendor_id, order_date, total, paid, due, status, completed_at, received_on */
                _sort?: components["parameters"]["purchase-orders._sort"];
                completed_at?: components["parameters"]["purchase-orders.completed_at"];
                completed_at_gte?: components["parameters"]["purchase-orders.completed_at_gte"];
                completed_at_like?: components["parameters"]["purchase-orders.completed_at_like"];
                completed_at_lte?: components["parameters"]["purchase-orders.completed_at_lte"];
                completed_at_ne?: components["parameters"]["purchase-orders.completed_at_ne"];
                created_at?: components["parameters"]["purchase-orders.created_at"];
                created_at_gte?: components["parameters"]["purchase-orders.created_at_gte"];
                created_at_like?: components["parameters"]["purchase-orders.created_at_like"];
                created_at_lte?: components["parameters"]["purchase-orders.created_at_lte"];
                created_at_ne?: components["parameters"]["purchase-orders.created_at_ne"];
                created_by?: components["parameters"]["purchase-orders.created_by"];
                created_by_gte?: components["parameters"]["purchase-orders.created_by_gte"];
                created_by_like?: components["parameters"]["purchase-orders.created_by_like"];
                created_by_lte?: components["parameters"]["purchase-orders.created_by_lte"];
                created_by_ne?: components["parameters"]["purchase-orders.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["purchase-orders.deleted"];
                due?: components["parameters"]["purchase-orders.due"];
                due_gte?: components["parameters"]["purchase-orders.due_gte"];
                due_like?: components["parameters"]["purchase-orders.due_like"];
                due_lte?: components["parameters"]["purchase-orders.due_lte"];
                due_ne?: components["parameters"]["purchase-orders.due_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["purchase-orders.id"];
                id_gte?: components["parameters"]["purchase-orders.id_gte"];
                id_like?: components["parameters"]["purchase-orders.id_like"];
                id_lte?: components["parameters"]["purchase-orders.id_lte"];
                id_ne?: components["parameters"]["purchase-orders.id_ne"];
                number?: components["parameters"]["purchase-orders.number"];
                number_gte?: components["parameters"]["purchase-orders.number_gte"];
                number_like?: components["parameters"]["purchase-orders.number_like"];
                number_lte?: components["parameters"]["purchase-orders.number_lte"];
                number_ne?: components["parameters"]["purchase-orders.number_ne"];
                order_date?: components["parameters"]["purchase-orders.order_date"];
                order_date_gte?: components["parameters"]["purchase-orders.order_date_gte"];
                order_date_like?: components["parameters"]["purchase-orders.order_date_like"];
                order_date_lte?: components["parameters"]["purchase-orders.order_date_lte"];
                order_date_ne?: components["parameters"]["purchase-orders.order_date_ne"];
                paid?: components["parameters"]["purchase-orders.paid"];
                paid_gte?: components["parameters"]["purchase-orders.paid_gte"];
                paid_like?: components["parameters"]["purchase-orders.paid_like"];
                paid_lte?: components["parameters"]["purchase-orders.paid_lte"];
                paid_ne?: components["parameters"]["purchase-orders.paid_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["purchase-orders.q"];
                received_on?: components["parameters"]["purchase-orders.received_on"];
                received_on_gte?: components["parameters"]["purchase-orders.received_on_gte"];
                received_on_like?: components["parameters"]["purchase-orders.received_on_like"];
                received_on_lte?: components["parameters"]["purchase-orders.received_on_lte"];
                received_on_ne?: components["parameters"]["purchase-orders.received_on_ne"];
                status?: components["parameters"]["purchase-orders.status"];
                status_gte?: components["parameters"]["purchase-orders.status_gte"];
                status_like?: components["parameters"]["purchase-orders.status_like"];
                status_lte?: components["parameters"]["purchase-orders.status_lte"];
                status_ne?: components["parameters"]["purchase-orders.status_ne"];
                total?: components["parameters"]["purchase-orders.total"];
                total_gte?: components["parameters"]["purchase-orders.total_gte"];
                total_like?: components["parameters"]["purchase-orders.total_like"];
                total_lte?: components["parameters"]["purchase-orders.total_lte"];
                total_ne?: components["parameters"]["purchase-orders.total_ne"];
                updated_at?: components["parameters"]["purchase-orders.updated_at"];
                updated_at_gte?: components["parameters"]["purchase-orders.updated_at_gte"];
                updated_at_like?: components["parameters"]["purchase-orders.updated_at_like"];
                updated_at_lte?: components["parameters"]["purchase-orders.updated_at_lte"];
                updated_at_ne?: components["parameters"]["purchase-orders.updated_at_ne"];
                updated_by?: components["parameters"]["purchase-orders.updated_by"];
                updated_by_gte?: components["parameters"]["purchase-orders.updated_by_gte"];
                updated_by_like?: components["parameters"]["purchase-orders.updated_by_like"];
                updated_by_lte?: components["parameters"]["purchase-orders.updated_by_lte"];
                updated_by_ne?: components["parameters"]["purchase-orders.updated_by_ne"];
                vendor_id?: components["parameters"]["purchase-orders.vendor_id"];
                vendor_id_gte?: components["parameters"]["purchase-orders.vendor_id_gte"];
                vendor_id_like?: components["parameters"]["purchase-orders.vendor_id_like"];
                vendor_id_lte?: components["parameters"]["purchase-orders.vendor_id_lte"];
                vendor_id_ne?: components["parameters"]["purchase-orders.vendor_id_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiQuotations: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["quotations._order"];
                /** @description comma-separated fields among: id, number, name, customer_id, quotation_date, valid_until, total, status */
                _sort?: components["parameters"]["quotations._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["quotations.created_at"];
                created_at_gte?: components["parameters"]["quotations.created_at_gte"];
                created_at_like?: components["parameters"]["quotations.created_at_like"];
                created_at_lte?: components["parameters"]["quotations.created_at_lte"];
                created_at_ne?: components["parameters"]["quotations.created_at_ne"];
                created_by?: components["parameters"]["quotations.created_by"];
                created_by_gte?: components["parameters"]["quotations.created_by_gte"];
                created_by_like?: components["parameters"]["quotations.created_by_like"];
                created_by_lte?: components["parameters"]["quotations.created_by_lte"];
                created_by_ne?: components["parameters"]["quotations.created_by_ne"];
                customer_id?: components["parameters"]["quotations.customer_id"];
                customer_id_gte?: components["parameters"]["quotations.customer_id_gte"];
                customer_id_like?: components["parameters"]["quotations.customer_id_like"];
                customer_id_lte?: components["parameters"]["quotations.customer_id_lte"];
                customer_id_ne?: components["parameters"]["quotations.customer_id_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["quotations.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["quotations.id"];
                id_gte?: components["parameters"]["quotations.id_gte"];
                id_like?: components["parameters"]["quotations.id_like"];
                id_lte?: components["parameters"]["quotations.id_lte"];
                id_ne?: components["parameters"]["quotations.id_ne"];
                name?: components["parameters"]["quotations.name"];
                name_gte?: components["parameters"]["quotations.name_gte"];
                name_like?: components["parameters"]["quotations.name_like"];
                name_lte?: components["parameters"]["quotations.name_lte"];
                name_ne?: components["parameters"]["quotations.name_ne"];
                number?: components["parameters"]["quotations.number"];
                number_gte?: components["parameters"]["quotations.number_gte"];
                number_like?: components["parameters"]["quotations.number_like"];
                number_lte?: components["parameters"]["quotations.number_lte"];
                number_ne?: components["parameters"]["quotations.number_ne"];
                order_id?: components["parameters"]["quotations.order_id"];
                order_id_gte?: components["parameters"]["quotations.order_id_gte"];
                order_id_like?: components["parameters"]["quotations.order_id_like"];
                order_id_lte?: components["parameters"]["quotations.order_id_lte"];
                order_id_ne?: components["parameters"]["quotations.order_id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["quotations.q"];
                quotation_date?: components["parameters"]["quotations.quotation_date"];
                quotation_date_gte?: components["parameters"]["quotations.quotation_date_gte"];
                quotation_date_like?: components["parameters"]["quotations.quotation_date_like"];
                quotation_date_lte?: components["parameters"]["quotations.quotation_date_lte"];
                quotation_date_ne?: components["parameters"]["quotations.quotation_date_ne"];
                service_invoice_id?: components["parameters"]["quotations.service_invoice_id"];
                service_invoice_id_gte?: components["parameters"]["quotations.service_invoice_id_gte"];
                service_invoice_id_like?: components["parameters"]["quotations.service_invoice_id_like"];
                service_invoice_id_lte?: components["parameters"]["quotations.service_invoice_id_lte"];
                service_invoice_id_ne?: components["parameters"]["quotations.service_invoice_id_ne"];
                status?: components["parameters"]["quotations.status"];
                status_gte?: components["parameters"]["quotations.status_gte"];
                status_like?: components["parameters"]["quotations.status_like"];
                status_lte?: components["parameters"]["quotations.status_lte"];
                status_ne?: components["parameters"]["quotations.status_ne"];
                total?: components["parameters"]["quotations.total"];
                total_gte?: components["parameters"]["quotations.total_gte"];
                total_like?: components["parameters"]["quotations.total_like"];
                total_lte?: components["parameters"]["quotations.total_lte"];
                total_ne?: components["parameters"]["quotations.total_ne"];
                updated_at?: components["parameters"]["quotations.updated_at"];
                updated_at_gte?: components["parameters"]["quotations.updated_at_gte"];
                updated_at_like?: components["parameters"]["quotations.updated_at_like"];
                updated_at_lte?: components["parameters"]["quotations.updated_at_lte"];
                updated_at_ne?: components["parameters"]["quotations.updated_at_ne"];
                updated_by?: components["parameters"]["quotations.updated_by"];
                updated_by_gte?: components["parameters"]["quotations.updated_by_gte"];
                updated_by_like?: components["parameters"]["quotations.updated_by_like"];
                updated_by_lte?: components["parameters"]["quotations.updated_by_lte"];
                updated_by_ne?: components["parameters"]["quotations.updated_by_ne"];
                valid_until?: components["parameters"]["quotations.valid_until"];
                valid_until_gte?: components["parameters"]["quotations.valid_until_gte"];
                valid_until_like?: components["parameters"]["quotations.valid_until_like"];
                valid_until_lte?: components["parameters"]["quotations.valid_until_lte"];
                valid_until_ne?: components["parameters"]["quotations.valid_until_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["quotations"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiQuotations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["quotationsCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["quotations"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiQuotationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["quotations"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiQuotationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["quotations"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiQuotationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["quotationsPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["quotations"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postQuotationsIdConvert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default credit_card */
                    payment_method?: string | null;
                };
            };
        };
        responses: {
            /** @description Convert an accepted quotation into an order (and its service invoice) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getQuotationsIdPdf: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One of quotations as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiQuotationsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["quotations"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postQuotationsIdSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description E-mail one of quotations as PDF to its customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailed: string;
                        message: string;
                        record: components["schemas"]["quotations"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postQuotationsIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "draft" | "sent" | "accepted" | "rejected" | "expired" | "converted";
                };
            };
        };
        responses: {
            /** @description Move a quotation to another status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        quotation: components["schemas"]["quotations"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiQuotationsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiQuotationsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["quotations._order"];
                /** @description comma-separated fields among: id, number, name, customer_id, quotation_date, valid_until, total, status */
                _sort?: components["parameters"]["quotations._sort"];
                created_at?: components["parameters"]["quotations.created_at"];
                created_at_gte?: components["parameters"]["quotations.created_at_gte"];
                created_at_like?: components["parameters"]["quotations.created_at_like"];
                created_at_lte?: components["parameters"]["quotations.created_at_lte"];
                created_at_ne?: components["parameters"]["quotations.created_at_ne"];
                created_by?: components["parameters"]["quotations.created_by"];
                created_by_gte?: components["parameters"]["quotations.created_by_gte"];
                created_by_like?: components["parameters"]["quotations.created_by_like"];
                created_by_lte?: components["parameters"]["quotations.created_by_lte"];
                created_by_ne?: components["parameters"]["quotations.created_by_ne"];
                customer_id?: components["parameters"]["quotations.customer_id"];
                customer_id_gte?: components["parameters"]["quotations.customer_id_gte"];
                customer_id_like?: components["parameters"]["quotations.customer_id_like"];
                customer_id_lte?: components["parameters"]["quotations.customer_id_lte"];
                customer_id_ne?: components["parameters"]["quotations.customer_id_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["quotations.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["quotations.id"];
                id_gte?: components["parameters"]["quotations.id_gte"];
                id_like?: components["parameters"]["quotations.id_like"];
                id_lte?: components["parameters"]["quotations.id_lte"];
                id_ne?: components["parameters"]["quotations.id_ne"];
                name?: components["parameters"]["quotations.name"];
                name_gte?: components["parameters"]["quotations.name_gte"];
                name_like?: components["parameters"]["quotations.name_like"];
                name_lte?: components["parameters"]["quotations.name_lte"];
                name_ne?: components["parameters"]["quotations.name_ne"];
                number?: components["parameters"]["quotations.number"];
                number_gte?: components["parameters"]["quotations.number_gte"];
                number_like?: components["parameters"]["quotations.number_like"];
                number_lte?: components["parameters"]["quotations.number_lte"];
                number_ne?: components["parameters"]["quotations.number_ne"];
                order_id?: components["parameters"]["quotations.order_id"];
                order_id_gte?: components["parameters"]["quotations.order_id_gte"];
                order_id_like?: components["parameters"]["quotations.order_id_like"];
                order_id_lte?: components["parameters"]["quotations.order_id_lte"];
                order_id_ne?: components["parameters"]["quotations.order_id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["quotations.q"];
                quotation_date?: components["parameters"]["quotations.quotation_date"];
                quotation_date_gte?: components["parameters"]["quotations.quotation_date_gte"];
                quotation_date_like?: components["parameters"]["quotations.quotation_date_like"];
                quotation_date_lte?: components["parameters"]["quotations.quotation_date_lte"];
                quotation_date_ne?: components["parameters"]["quotations.quotation_date_ne"];
                service_invoice_id?: components["parameters"]["quotations.service_invoice_id"];
                service_invoice_id_gte?: components["parameters"]["quotations.service_invoice_id_gte"];
                service_invoice_id_like?: components["parameters"]["quotations.service_invoice_id_like"];
                service_invoice_id_lte?: components["parameters"]["quotations.service_invoice_id_lte"];
                service_invoice_id_ne?: components["parameters"]["quotations.service_invoice_id_ne"];
                status?: components["parameters"]["quotations.status"];
                status_gte?: components["parameters"]["quotations.status_gte"];
                status_like?: components["parameters"]["quotations.status_like"];
                status_lte?: components["parameters"]["quotations.status_lte"];
                status_ne?: components["parameters"]["quotations.status_ne"];
                total?: components["parameters"]["quotations.total"];
                total_gte?: components["parameters"]["quotations.total_gte"];
                total_like?: components["parameters"]["quotations.total_like"];
                total_lte?: components["parameters"]["quotations.total_lte"];
                total_ne?: components["parameters"]["quotations.total_ne"];
                updated_at?: components["parameters"]["quotations.updated_at"];
                updated_at_gte?: components["parameters"]["quotations.updated_at_gte"];
                updated_at_like?: components["parameters"]["quotations.updated_at_like"];
                updated_at_lte?: components["parameters"]["quotations.updated_at_lte"];
                updated_at_ne?: components["parameters"]["quotations.updated_at_ne"];
                updated_by?: components["parameters"]["quotations.updated_by"];
                updated_by_gte?: components["parameters"]["quotations.updated_by_gte"];
                updated_by_like?: components["parameters"]["quotations.updated_by_like"];
                updated_by_lte?: components["parameters"]["quotations.updated_by_lte"];
                updated_by_ne?: components["parameters"]["quotations.updated_by_ne"];
                valid_until?: components["parameters"]["quotations.valid_until"];
                valid_until_gte?: components["parameters"]["quotations.valid_until_gte"];
                valid_until_like?: components["parameters"]["quotations.valid_until_like"];
                valid_until_lte?: components["parameters"]["quotations.valid_until_lte"];
                valid_until_ne?: components["parameters"]["quotations.valid_until_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Readiness: the database answers and every migration is applied (503 otherwise) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "reachable" | "unreachable";
                        pendingMigrations: number;
                        /** @enum {string} */
                        status: "ready" | "not ready";
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsClosing: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The closing report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsClosingCsv: {
        parameters: {
            query: {
                lang?: string;
                month: string;
                section?: "figures";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the closing report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsClosingPdf: {
        parameters: {
            query: {
                lang?: string;
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The closing report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsDue: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The due report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsDueCsv: {
        parameters: {
            query: {
                lang?: string;
                month: string;
                section?: "receivables" | "payables";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the due report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsDuePdf: {
        parameters: {
            query: {
                lang?: string;
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The due report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsIncomeStatement: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The income-statement report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsIncomeStatementCsv: {
        parameters: {
            query: {
                lang?: string;
                section?: "by-month" | "expenses-by-usage";
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the income-statement report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsIncomeStatementPdf: {
        parameters: {
            query: {
                lang?: string;
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The income-statement report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsInvoiceTax: {
        parameters: {
            query: {
                month: string;
                rate: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice-tax report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsInvoiceTaxCsv: {
        parameters: {
            query: {
                lang?: string;
                month: string;
                rate: number;
                section?: "invoices";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the invoice-tax report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsInvoiceTaxPdf: {
        parameters: {
            query: {
                lang?: string;
                month: string;
                rate: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice-tax report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsProfit: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profit report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsProfitCsv: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                section?: "by-product" | "by-month";
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the profit report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsProfitPdf: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profit report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsPurchase: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsPurchaseCsv: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                section?: "by-vendor" | "by-product";
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the purchase report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsPurchasePdf: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsSales: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sales report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsSalesCsv: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                section?: "by-product" | "by-customer" | "by-salesperson" | "by-month";
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the sales report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsSalesPdf: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sales report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsShippingCost: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipping-cost report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsShippingCostCsv: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                section?: "by-month" | "by-customer";
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the shipping-cost report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsShippingCostPdf: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipping-cost report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsStock: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stock report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsStockCsv: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                section?: "by-product";
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the stock report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsStockPdf: {
        parameters: {
            query: {
                from: string;
                lang?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stock report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsSummary: {
        parameters: {
            query: {
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsSummaryCsv: {
        parameters: {
            query: {
                lang?: string;
                section?: "by-month";
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the summary report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsSummaryPdf: {
        parameters: {
            query: {
                lang?: string;
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsTax: {
        parameters: {
            query: {
                month: string;
                rate: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax report: each section's first rows, totals, the chart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsTaxCsv: {
        parameters: {
            query: {
                lang?: string;
                month: string;
                rate: number;
                section?: "orders";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One section of the tax report as CSV, every row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getReportsTaxPdf: {
        parameters: {
            query: {
                lang?: string;
                month: string;
                rate: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tax report as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every role: the seed roles and the created ones */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    grants?: unknown | null;
                    name?: string | null;
                    private_fields?: boolean | null;
                };
            };
        };
        responses: {
            /** @description Create a role with its grants */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getRolesRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    putRolesRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    grants?: unknown | null;
                    name?: string | null;
                    private_fields?: boolean | null;
                };
            };
        };
        responses: {
            /** @description A role's grants and private-field reading */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    deleteRolesRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                role: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a created role no user holds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiSalaries: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["salaries._order"];
                /** @description comma-separated fields among: id, employee_id, month, salary_date, basic_salary, total, status */
                _sort?: components["parameters"]["salaries._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["salaries.created_at"];
                created_at_gte?: components["parameters"]["salaries.created_at_gte"];
                created_at_like?: components["parameters"]["salaries.created_at_like"];
                created_at_lte?: components["parameters"]["salaries.created_at_lte"];
                created_at_ne?: components["parameters"]["salaries.created_at_ne"];
                created_by?: components["parameters"]["salaries.created_by"];
                created_by_gte?: components["parameters"]["salaries.created_by_gte"];
                created_by_like?: components["parameters"]["salaries.created_by_like"];
                created_by_lte?: components["parameters"]["salaries.created_by_lte"];
                created_by_ne?: components["parameters"]["salaries.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["salaries.deleted"];
                employee_id?: components["parameters"]["salaries.employee_id"];
                employee_id_gte?: components["parameters"]["salaries.employee_id_gte"];
                employee_id_like?: components["parameters"]["salaries.employee_id_like"];
                employee_id_lte?: components["parameters"]["salaries.employee_id_lte"];
                employee_id_ne?: components["parameters"]["salaries.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["salaries.id"];
                id_gte?: components["parameters"]["salaries.id_gte"];
                id_like?: components["parameters"]["salaries.id_like"];
                id_lte?: components["parameters"]["salaries.id_lte"];
                id_ne?: components["parameters"]["salaries.id_ne"];
                month?: components["parameters"]["salaries.month"];
                month_gte?: components["parameters"]["salaries.month_gte"];
                month_like?: components["parameters"]["salaries.month_like"];
                month_lte?: components["parameters"]["salaries.month_lte"];
                month_ne?: components["parameters"]["salaries.month_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["salaries.q"];
                salary_date?: components["parameters"]["salaries.salary_date"];
                salary_date_gte?: components["parameters"]["salaries.salary_date_gte"];
                salary_date_like?: components["parameters"]["salaries.salary_date_like"];
                salary_date_lte?: components["parameters"]["salaries.salary_date_lte"];
                salary_date_ne?: components["parameters"]["salaries.salary_date_ne"];
                status?: components["parameters"]["salaries.status"];
                status_gte?: components["parameters"]["salaries.status_gte"];
                status_like?: components["parameters"]["salaries.status_like"];
                status_lte?: components["parameters"]["salaries.status_lte"];
                status_ne?: components["parameters"]["salaries.status_ne"];
                updated_at?: components["parameters"]["salaries.updated_at"];
                updated_at_gte?: components["parameters"]["salaries.updated_at_gte"];
                updated_at_like?: components["parameters"]["salaries.updated_at_like"];
                updated_at_lte?: components["parameters"]["salaries.updated_at_lte"];
                updated_at_ne?: components["parameters"]["salaries.updated_at_ne"];
                updated_by?: components["parameters"]["salaries.updated_by"];
                updated_by_gte?: components["parameters"]["salaries.updated_by_gte"];
                updated_by_like?: components["parameters"]["salaries.updated_by_like"];
                updated_by_lte?: components["parameters"]["salaries.updated_by_lte"];
                updated_by_ne?: components["parameters"]["salaries.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["salaries"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiSalariesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["salaries"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    patchApiSalariesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["salariesPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["salaries"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiSalariesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiSalariesExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["salaries._order"];
                /** @description comma-separated fields among: id, employee_id, month, salary_date, basic_salary, total, status */
                _sort?: components["parameters"]["salaries._sort"];
                created_at?: components["parameters"]["salaries.created_at"];
                created_at_gte?: components["parameters"]["salaries.created_at_gte"];
                created_at_like?: components["parameters"]["salaries.created_at_like"];
                created_at_lte?: components["parameters"]["salaries.created_at_lte"];
                created_at_ne?: components["parameters"]["salaries.created_at_ne"];
                created_by?: components["parameters"]["salaries.created_by"];
                created_by_gte?: components["parameters"]["salaries.created_by_gte"];
                created_by_like?: components["parameters"]["salaries.created_by_like"];
                created_by_lte?: components["parameters"]["salaries.created_by_lte"];
                created_by_ne?: components["parameters"]["salaries.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["salaries.deleted"];
                employee_id?: components["parameters"]["salaries.employee_id"];
                employee_id_gte?: components["parameters"]["salaries.employee_id_gte"];
                employee_id_like?: components["parameters"]["salaries.employee_id_like"];
                employee_id_lte?: components["parameters"]["salaries.employee_id_lte"];
                employee_id_ne?: components["parameters"]["salaries.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["salaries.id"];
                id_gte?: components["parameters"]["salaries.id_gte"];
                id_like?: components["parameters"]["salaries.id_like"];
                id_lte?: components["parameters"]["salaries.id_lte"];
                id_ne?: components["parameters"]["salaries.id_ne"];
                month?: components["parameters"]["salaries.month"];
                month_gte?: components["parameters"]["salaries.month_gte"];
                month_like?: components["parameters"]["salaries.month_like"];
                month_lte?: components["parameters"]["salaries.month_lte"];
                month_ne?: components["parameters"]["salaries.month_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["salaries.q"];
                salary_date?: components["parameters"]["salaries.salary_date"];
                salary_date_gte?: components["parameters"]["salaries.salary_date_gte"];
                salary_date_like?: components["parameters"]["salaries.salary_date_like"];
                salary_date_lte?: components["parameters"]["salaries.salary_date_lte"];
                salary_date_ne?: components["parameters"]["salaries.salary_date_ne"];
                status?: components["parameters"]["salaries.status"];
                status_gte?: components["parameters"]["salaries.status_gte"];
                status_like?: components["parameters"]["salaries.status_like"];
                status_lte?: components["parameters"]["salaries.status_lte"];
                status_ne?: components["parameters"]["salaries.status_ne"];
                updated_at?: components["parameters"]["salaries.updated_at"];
                updated_at_gte?: components["parameters"]["salaries.updated_at_gte"];
                updated_at_like?: components["parameters"]["salaries.updated_at_like"];
                updated_at_lte?: components["parameters"]["salaries.updated_at_lte"];
                updated_at_ne?: components["parameters"]["salaries.updated_at_ne"];
                updated_by?: components["parameters"]["salaries.updated_by"];
                updated_by_gte?: components["parameters"]["salaries.updated_by_gte"];
                updated_by_like?: components["parameters"]["salaries.updated_by_like"];
                updated_by_lte?: components["parameters"]["salaries.updated_by_lte"];
                updated_by_ne?: components["parameters"]["salaries.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postSalariesGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    month: string;
                };
            };
        };
        responses: {
            /** @description Generate a month's salaries from the attendance sheets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        month: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getSalariesMonths: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The months with salaries and their totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postSalariesPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employee_id?: number | null;
                    month: string;
                    payment_method: string;
                    transaction_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Pay a month's salaries (or one employee's): one salary expense per payment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: string;
                        message: string;
                        records: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getSearch: {
        parameters: {
            query?: {
                limit?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search every record, page and action the user's roles may use (the admin's Ctrl+K) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: {
                            label: string;
                            name: string;
                            route?: string;
                            run?: {
                                body?: {
                                    [key: string]: unknown;
                                };
                                /** @constant */
                                method: "post";
                                path: string;
                            };
                        }[];
                        groups: {
                            records: {
                                amount: string | null;
                                date: string | null;
                                id: number;
                                label: string;
                                status: string | null;
                                subtitle: string | null;
                            }[];
                            resource: string;
                        }[];
                        pages: {
                            label: string;
                            name: string;
                            route: string;
                        }[];
                        q: string;
                        recent: {
                            id: number;
                            label: string;
                            resource: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiServiceCategories: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["service-categories._order"];
                /** @description comma-separated fields among: id, name */
                _sort?: components["parameters"]["service-categories._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["service-categories.created_at"];
                created_at_gte?: components["parameters"]["service-categories.created_at_gte"];
                created_at_like?: components["parameters"]["service-categories.created_at_like"];
                created_at_lte?: components["parameters"]["service-categories.created_at_lte"];
                created_at_ne?: components["parameters"]["service-categories.created_at_ne"];
                created_by?: components["parameters"]["service-categories.created_by"];
                created_by_gte?: components["parameters"]["service-categories.created_by_gte"];
                created_by_like?: components["parameters"]["service-categories.created_by_like"];
                created_by_lte?: components["parameters"]["service-categories.created_by_lte"];
                created_by_ne?: components["parameters"]["service-categories.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["service-categories.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["service-categories.id"];
                id_gte?: components["parameters"]["service-categories.id_gte"];
                id_like?: components["parameters"]["service-categories.id_like"];
                id_lte?: components["parameters"]["service-categories.id_lte"];
                id_ne?: components["parameters"]["service-categories.id_ne"];
                name?: components["parameters"]["service-categories.name"];
                name_gte?: components["parameters"]["service-categories.name_gte"];
                name_like?: components["parameters"]["service-categories.name_like"];
                name_lte?: components["parameters"]["service-categories.name_lte"];
                name_ne?: components["parameters"]["service-categories.name_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["service-categories.q"];
                updated_at?: components["parameters"]["service-categories.updated_at"];
                updated_at_gte?: components["parameters"]["service-categories.updated_at_gte"];
                updated_at_like?: components["parameters"]["service-categories.updated_at_like"];
                updated_at_lte?: components["parameters"]["service-categories.updated_at_lte"];
                updated_at_ne?: components["parameters"]["service-categories.updated_at_ne"];
                updated_by?: components["parameters"]["service-categories.updated_by"];
                updated_by_gte?: components["parameters"]["service-categories.updated_by_gte"];
                updated_by_like?: components["parameters"]["service-categories.updated_by_like"];
                updated_by_lte?: components["parameters"]["service-categories.updated_by_lte"];
                updated_by_ne?: components["parameters"]["service-categories.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-categories"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiServiceCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["service-categoriesCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-categories"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiServiceCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-categories"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiServiceCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-categories"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiServiceCategoriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["service-categoriesPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-categories"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiServiceCategoriesIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-categories"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiServiceCategoriesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiServiceCategoriesExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["service-categories._order"];
                /** @description comma-separated fields among: id, name */
                _sort?: components["parameters"]["service-categories._sort"];
                created_at?: components["parameters"]["service-categories.created_at"];
                created_at_gte?: components["parameters"]["service-categories.created_at_gte"];
                created_at_like?: components["parameters"]["service-categories.created_at_like"];
                created_at_lte?: components["parameters"]["service-categories.created_at_lte"];
                created_at_ne?: components["parameters"]["service-categories.created_at_ne"];
                created_by?: components["parameters"]["service-categories.created_by"];
                created_by_gte?: components["parameters"]["service-categories.created_by_gte"];
                created_by_like?: components["parameters"]["service-categories.created_by_like"];
                created_by_lte?: components["parameters"]["service-categories.created_by_lte"];
                created_by_ne?: components["parameters"]["service-categories.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["service-categories.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["service-categories.id"];
                id_gte?: components["parameters"]["service-categories.id_gte"];
                id_like?: components["parameters"]["service-categories.id_like"];
                id_lte?: components["parameters"]["service-categories.id_lte"];
                id_ne?: components["parameters"]["service-categories.id_ne"];
                name?: components["parameters"]["service-categories.name"];
                name_gte?: components["parameters"]["service-categories.name_gte"];
                name_like?: components["parameters"]["service-categories.name_like"];
                name_lte?: components["parameters"]["service-categories.name_lte"];
                name_ne?: components["parameters"]["service-categories.name_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["service-categories.q"];
                updated_at?: components["parameters"]["service-categories.updated_at"];
                updated_at_gte?: components["parameters"]["service-categories.updated_at_gte"];
                updated_at_like?: components["parameters"]["service-categories.updated_at_like"];
                updated_at_lte?: components["parameters"]["service-categories.updated_at_lte"];
                updated_at_ne?: components["parameters"]["service-categories.updated_at_ne"];
                updated_by?: components["parameters"]["service-categories.updated_by"];
                updated_by_gte?: components["parameters"]["service-categories.updated_by_gte"];
                updated_by_like?: components["parameters"]["service-categories.updated_by_like"];
                updated_by_lte?: components["parameters"]["service-categories.updated_by_lte"];
                updated_by_ne?: components["parameters"]["service-categories.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiServiceInvoices: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["service-invoices._order"];
                /** @description comma-separated fields among: id, number, invoice_date, customer_id, vendor_id, total, status, finish_date, closing_date */
                _sort?: components["parameters"]["service-invoices._sort"];
                /** @description first row (0-based) */
                _start?: number;
                closing_date?: components["parameters"]["service-invoices.closing_date"];
                closing_date_gte?: components["parameters"]["service-invoices.closing_date_gte"];
                closing_date_like?: components["parameters"]["service-invoices.closing_date_like"];
                closing_date_lte?: components["parameters"]["service-invoices.closing_date_lte"];
                closing_date_ne?: components["parameters"]["service-invoices.closing_date_ne"];
                created_at?: components["parameters"]["service-invoices.created_at"];
                created_at_gte?: components["parameters"]["service-invoices.created_at_gte"];
                created_at_like?: components["parameters"]["service-invoices.created_at_like"];
                created_at_lte?: components["parameters"]["service-invoices.created_at_lte"];
                created_at_ne?: components["parameters"]["service-invoices.created_at_ne"];
                created_by?: components["parameters"]["service-invoices.created_by"];
                created_by_gte?: components["parameters"]["service-invoices.created_by_gte"];
                created_by_like?: components["parameters"]["service-invoices.created_by_like"];
                created_by_lte?: components["parameters"]["service-invoices.created_by_lte"];
                created_by_ne?: components["parameters"]["service-invoices.created_by_ne"];
                customer_id?: components["parameters"]["service-invoices.customer_id"];
                customer_id_gte?: components["parameters"]["service-invoices.customer_id_gte"];
                customer_id_like?: components["parameters"]["service-invoices.customer_id_like"];
                customer_id_lte?: components["parameters"]["service-invoices.customer_id_lte"];
                customer_id_ne?: components["parameters"]["service-invoices.customer_id_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["service-invoices.deleted"];
                finish_date?: components["parameters"]["service-invoices.finish_date"];
                finish_date_gte?: components["parameters"]["service-invoices.finish_date_gte"];
                finish_date_like?: components["parameters"]["service-invoices.finish_date_like"];
                finish_date_lte?: components["parameters"]["service-invoices.finish_date_lte"];
                finish_date_ne?: components["parameters"]["service-invoices.finish_date_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["service-invoices.id"];
                id_gte?: components["parameters"]["service-invoices.id_gte"];
                id_like?: components["parameters"]["service-invoices.id_like"];
                id_lte?: components["parameters"]["service-invoices.id_lte"];
                id_ne?: components["parameters"]["service-invoices.id_ne"];
                invoice_date?: components["parameters"]["service-invoices.invoice_date"];
                invoice_date_gte?: components["parameters"]["service-invoices.invoice_date_gte"];
                invoice_date_like?: components["parameters"]["service-invoices.invoice_date_like"];
                invoice_date_lte?: components["parameters"]["service-invoices.invoice_date_lte"];
                invoice_date_ne?: components["parameters"]["service-invoices.invoice_date_ne"];
                is_paid?: components["parameters"]["service-invoices.is_paid"];
                is_paid_gte?: components["parameters"]["service-invoices.is_paid_gte"];
                is_paid_like?: components["parameters"]["service-invoices.is_paid_like"];
                is_paid_lte?: components["parameters"]["service-invoices.is_paid_lte"];
                is_paid_ne?: components["parameters"]["service-invoices.is_paid_ne"];
                number?: components["parameters"]["service-invoices.number"];
                number_gte?: components["parameters"]["service-invoices.number_gte"];
                number_like?: components["parameters"]["service-invoices.number_like"];
                number_lte?: components["parameters"]["service-invoices.number_lte"];
                number_ne?: components["parameters"]["service-invoices.number_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["service-invoices.q"];
                quotation_id?: components["parameters"]["service-invoices.quotation_id"];
                quotation_id_gte?: components["parameters"]["service-invoices.quotation_id_gte"];
                quotation_id_like?: components["parameters"]["service-invoices.quotation_id_like"];
                quotation_id_lte?: components["parameters"]["service-invoices.quotation_id_lte"];
                quotation_id_ne?: components["parameters"]["service-invoices.quotation_id_ne"];
                status?: components["parameters"]["service-invoices.status"];
                status_gte?: components["parameters"]["service-invoices.status_gte"];
                status_like?: components["parameters"]["service-invoices.status_like"];
                status_lte?: components["parameters"]["service-invoices.status_lte"];
                status_ne?: components["parameters"]["service-invoices.status_ne"];
                total?: components["parameters"]["service-invoices.total"];
                total_gte?: components["parameters"]["service-invoices.total_gte"];
                total_like?: components["parameters"]["service-invoices.total_like"];
                total_lte?: components["parameters"]["service-invoices.total_lte"];
                total_ne?: components["parameters"]["service-invoices.total_ne"];
                updated_at?: components["parameters"]["service-invoices.updated_at"];
                updated_at_gte?: components["parameters"]["service-invoices.updated_at_gte"];
                updated_at_like?: components["parameters"]["service-invoices.updated_at_like"];
                updated_at_lte?: components["parameters"]["service-invoices.updated_at_lte"];
                updated_at_ne?: components["parameters"]["service-invoices.updated_at_ne"];
                updated_by?: components["parameters"]["service-invoices.updated_by"];
                updated_by_gte?: components["parameters"]["service-invoices.updated_by_gte"];
                updated_by_like?: components["parameters"]["service-invoices.updated_by_like"];
                updated_by_lte?: components["parameters"]["service-invoices.updated_by_lte"];
                updated_by_ne?: components["parameters"]["service-invoices.updated_by_ne"];
                vendor_id?: components["parameters"]["service-invoices.vendor_id"];
                vendor_id_gte?: components["parameters"]["service-invoices.vendor_id_gte"];
                vendor_id_like?: components["parameters"]["service-invoices.vendor_id_like"];
                vendor_id_lte?: components["parameters"]["service-invoices.vendor_id_lte"];
                vendor_id_ne?: components["parameters"]["service-invoices.vendor_id_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-invoices"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiServiceInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["service-invoicesCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-invoices"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiServiceInvoicesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-invoices"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiServiceInvoicesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-invoices"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiServiceInvoicesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["service-invoicesPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-invoices"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getServiceInvoicesIdPdf: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One of service-invoices as PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getServiceInvoicesIdQrPng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code of one of service-invoices (PNG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getServiceInvoicesIdQrSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code of one of service-invoices (SVG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiServiceInvoicesIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-invoices"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postServiceInvoicesIdSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description E-mail one of service-invoices as PDF to its customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailed: string;
                        message: string;
                        record: components["schemas"]["service-invoices"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postServiceInvoicesIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "draft" | "issued" | "paid" | "closed" | "cancelled";
                };
            };
        };
        responses: {
            /** @description Move a service invoice to another status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invoice: components["schemas"]["service-invoices"];
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiServiceInvoicesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiServiceInvoicesExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["service-invoices._order"];
                /** @description comma-separated fields among: id, number, invoice_date, customer_id, vendor_id, total, status, finish_date, closing_date */
                _sort?: components["parameters"]["service-invoices._sort"];
                closing_date?: components["parameters"]["service-invoices.closing_date"];
                closing_date_gte?: components["parameters"]["service-invoices.closing_date_gte"];
                closing_date_like?: components["parameters"]["service-invoices.closing_date_like"];
                closing_date_lte?: components["parameters"]["service-invoices.closing_date_lte"];
                closing_date_ne?: components["parameters"]["service-invoices.closing_date_ne"];
                created_at?: components["parameters"]["service-invoices.created_at"];
                created_at_gte?: components["parameters"]["service-invoices.created_at_gte"];
                created_at_like?: components["parameters"]["service-invoices.created_at_like"];
                created_at_lte?: components["parameters"]["service-invoices.created_at_lte"];
                created_at_ne?: components["parameters"]["service-invoices.created_at_ne"];
                created_by?: components["parameters"]["service-invoices.created_by"];
                created_by_gte?: components["parameters"]["service-invoices.created_by_gte"];
                created_by_like?: components["parameters"]["service-invoices.created_by_like"];
                created_by_lte?: components["parameters"]["service-invoices.created_by_lte"];
                created_by_ne?: components["parameters"]["service-invoices.created_by_ne"];
                customer_id?: components["parameters"]["service-invoices.customer_id"];
                customer_id_gte?: components["parameters"]["service-invoices.customer_id_gte"];
                customer_id_like?: components["parameters"]["service-invoices.customer_id_like"];
                customer_id_lte?: components["parameters"]["service-invoices.customer_id_lte"];
                customer_id_ne?: components["parameters"]["service-invoices.customer_id_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["service-invoices.deleted"];
                finish_date?: components["parameters"]["service-invoices.finish_date"];
                finish_date_gte?: components["parameters"]["service-invoices.finish_date_gte"];
                finish_date_like?: components["parameters"]["service-invoices.finish_date_like"];
                finish_date_lte?: components["parameters"]["service-invoices.finish_date_lte"];
                finish_date_ne?: components["parameters"]["service-invoices.finish_date_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["service-invoices.id"];
                id_gte?: components["parameters"]["service-invoices.id_gte"];
                id_like?: components["parameters"]["service-invoices.id_like"];
                id_lte?: components["parameters"]["service-invoices.id_lte"];
                id_ne?: components["parameters"]["service-invoices.id_ne"];
                invoice_date?: components["parameters"]["service-invoices.invoice_date"];
                invoice_date_gte?: components["parameters"]["service-invoices.invoice_date_gte"];
                invoice_date_like?: components["parameters"]["service-invoices.invoice_date_like"];
                invoice_date_lte?: components["parameters"]["service-invoices.invoice_date_lte"];
                invoice_date_ne?: components["parameters"]["service-invoices.invoice_date_ne"];
                is_paid?: components["parameters"]["service-invoices.is_paid"];
                is_paid_gte?: components["parameters"]["service-invoices.is_paid_gte"];
                is_paid_like?: components["parameters"]["service-invoices.is_paid_like"];
                is_paid_lte?: components["parameters"]["service-invoices.is_paid_lte"];
                is_paid_ne?: components["parameters"]["service-invoices.is_paid_ne"];
                number?: components["parameters"]["service-invoices.number"];
                number_gte?: components["parameters"]["service-invoices.number_gte"];
                number_like?: components["parameters"]["service-invoices.number_like"];
                number_lte?: components["parameters"]["service-invoices.number_lte"];
                number_ne?: components["parameters"]["service-invoices.number_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["service-invoices.q"];
                quotation_id?: components["parameters"]["service-invoices.quotation_id"];
                quotation_id_gte?: components["parameters"]["service-invoices.quotation_id_gte"];
                quotation_id_like?: components["parameters"]["service-invoices.quotation_id_like"];
                quotation_id_lte?: components["parameters"]["service-invoices.quotation_id_lte"];
                quotation_id_ne?: components["parameters"]["service-invoices.quotation_id_ne"];
                status?: components["parameters"]["service-invoices.status"];
                status_gte?: components["parameters"]["service-invoices.status_gte"];
                status_like?: components["parameters"]["service-invoices.status_like"];
                status_lte?: components["parameters"]["service-invoices.status_lte"];
                status_ne?: components["parameters"]["service-invoices.status_ne"];
                total?: components["parameters"]["service-invoices.total"];
                total_gte?: components["parameters"]["service-invoices.total_gte"];
                total_like?: components["parameters"]["service-invoices.total_like"];
                total_lte?: components["parameters"]["service-invoices.total_lte"];
                total_ne?: components["parameters"]["service-invoices.total_ne"];
                updated_at?: components["parameters"]["service-invoices.updated_at"];
                updated_at_gte?: components["parameters"]["service-invoices.updated_at_gte"];
                updated_at_like?: components["parameters"]["service-invoices.updated_at_like"];
                updated_at_lte?: components["parameters"]["service-invoices.updated_at_lte"];
                updated_at_ne?: components["parameters"]["service-invoices.updated_at_ne"];
                updated_by?: components["parameters"]["service-invoices.updated_by"];
                updated_by_gte?: components["parameters"]["service-invoices.updated_by_gte"];
                updated_by_like?: components["parameters"]["service-invoices.updated_by_like"];
                updated_by_lte?: components["parameters"]["service-invoices.updated_by_lte"];
                updated_by_ne?: components["parameters"]["service-invoices.updated_by_ne"];
                vendor_id?: components["parameters"]["service-invoices.vendor_id"];
                vendor_id_gte?: components["parameters"]["service-invoices.vendor_id_gte"];
                vendor_id_like?: components["parameters"]["service-invoices.vendor_id_like"];
                vendor_id_lte?: components["parameters"]["service-invoices.vendor_id_lte"];
                vendor_id_ne?: components["parameters"]["service-invoices.vendor_id_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiServicePlans: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["service-plans._order"];
                /** @description comma-separated fields among: id, name, price */
                _sort?: components["parameters"]["service-plans._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["service-plans.created_at"];
                created_at_gte?: components["parameters"]["service-plans.created_at_gte"];
                created_at_like?: components["parameters"]["service-plans.created_at_like"];
                created_at_lte?: components["parameters"]["service-plans.created_at_lte"];
                created_at_ne?: components["parameters"]["service-plans.created_at_ne"];
                created_by?: components["parameters"]["service-plans.created_by"];
                created_by_gte?: components["parameters"]["service-plans.created_by_gte"];
                created_by_like?: components["parameters"]["service-plans.created_by_like"];
                created_by_lte?: components["parameters"]["service-plans.created_by_lte"];
                created_by_ne?: components["parameters"]["service-plans.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["service-plans.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["service-plans.id"];
                id_gte?: components["parameters"]["service-plans.id_gte"];
                id_like?: components["parameters"]["service-plans.id_like"];
                id_lte?: components["parameters"]["service-plans.id_lte"];
                id_ne?: components["parameters"]["service-plans.id_ne"];
                name?: components["parameters"]["service-plans.name"];
                name_gte?: components["parameters"]["service-plans.name_gte"];
                name_like?: components["parameters"]["service-plans.name_like"];
                name_lte?: components["parameters"]["service-plans.name_lte"];
                name_ne?: components["parameters"]["service-plans.name_ne"];
                price?: components["parameters"]["service-plans.price"];
                price_gte?: components["parameters"]["service-plans.price_gte"];
                price_like?: components["parameters"]["service-plans.price_like"];
                price_lte?: components["parameters"]["service-plans.price_lte"];
                price_ne?: components["parameters"]["service-plans.price_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["service-plans.q"];
                updated_at?: components["parameters"]["service-plans.updated_at"];
                updated_at_gte?: components["parameters"]["service-plans.updated_at_gte"];
                updated_at_like?: components["parameters"]["service-plans.updated_at_like"];
                updated_at_lte?: components["parameters"]["service-plans.updated_at_lte"];
                updated_at_ne?: components["parameters"]["service-plans.updated_at_ne"];
                updated_by?: components["parameters"]["service-plans.updated_by"];
                updated_by_gte?: components["parameters"]["service-plans.updated_by_gte"];
                updated_by_like?: components["parameters"]["service-plans.updated_by_like"];
                updated_by_lte?: components["parameters"]["service-plans.updated_by_lte"];
                updated_by_ne?: components["parameters"]["service-plans.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-plans"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiServicePlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["service-plansCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-plans"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiServicePlansId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-plans"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiServicePlansId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-plans"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiServicePlansId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["service-plansPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-plans"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiServicePlansIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-plans"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiServicePlansBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiServicePlansExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["service-plans._order"];
                /** @description comma-separated fields among: id, name, price */
                _sort?: components["parameters"]["service-plans._sort"];
                created_at?: components["parameters"]["service-plans.created_at"];
                created_at_gte?: components["parameters"]["service-plans.created_at_gte"];
                created_at_like?: components["parameters"]["service-plans.created_at_like"];
                created_at_lte?: components["parameters"]["service-plans.created_at_lte"];
                created_at_ne?: components["parameters"]["service-plans.created_at_ne"];
                created_by?: components["parameters"]["service-plans.created_by"];
                created_by_gte?: components["parameters"]["service-plans.created_by_gte"];
                created_by_like?: components["parameters"]["service-plans.created_by_like"];
                created_by_lte?: components["parameters"]["service-plans.created_by_lte"];
                created_by_ne?: components["parameters"]["service-plans.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["service-plans.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["service-plans.id"];
                id_gte?: components["parameters"]["service-plans.id_gte"];
                id_like?: components["parameters"]["service-plans.id_like"];
                id_lte?: components["parameters"]["service-plans.id_lte"];
                id_ne?: components["parameters"]["service-plans.id_ne"];
                name?: components["parameters"]["service-plans.name"];
                name_gte?: components["parameters"]["service-plans.name_gte"];
                name_like?: components["parameters"]["service-plans.name_like"];
                name_lte?: components["parameters"]["service-plans.name_lte"];
                name_ne?: components["parameters"]["service-plans.name_ne"];
                price?: components["parameters"]["service-plans.price"];
                price_gte?: components["parameters"]["service-plans.price_gte"];
                price_like?: components["parameters"]["service-plans.price_like"];
                price_lte?: components["parameters"]["service-plans.price_lte"];
                price_ne?: components["parameters"]["service-plans.price_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["service-plans.q"];
                updated_at?: components["parameters"]["service-plans.updated_at"];
                updated_at_gte?: components["parameters"]["service-plans.updated_at_gte"];
                updated_at_like?: components["parameters"]["service-plans.updated_at_like"];
                updated_at_lte?: components["parameters"]["service-plans.updated_at_lte"];
                updated_at_ne?: components["parameters"]["service-plans.updated_at_ne"];
                updated_by?: components["parameters"]["service-plans.updated_by"];
                updated_by_gte?: components["parameters"]["service-plans.updated_by_gte"];
                updated_by_like?: components["parameters"]["service-plans.updated_by_like"];
                updated_by_lte?: components["parameters"]["service-plans.updated_by_lte"];
                updated_by_ne?: components["parameters"]["service-plans.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiServiceUnits: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["service-units._order"];
                /** @description comma-separated fields among: id, name, service_code, period, price, category_id */
                _sort?: components["parameters"]["service-units._sort"];
                /** @description first row (0-based) */
                _start?: number;
                category_id?: components["parameters"]["service-units.category_id"];
                category_id_gte?: components["parameters"]["service-units.category_id_gte"];
                category_id_like?: components["parameters"]["service-units.category_id_like"];
                category_id_lte?: components["parameters"]["service-units.category_id_lte"];
                category_id_ne?: components["parameters"]["service-units.category_id_ne"];
                created_at?: components["parameters"]["service-units.created_at"];
                created_at_gte?: components["parameters"]["service-units.created_at_gte"];
                created_at_like?: components["parameters"]["service-units.created_at_like"];
                created_at_lte?: components["parameters"]["service-units.created_at_lte"];
                created_at_ne?: components["parameters"]["service-units.created_at_ne"];
                created_by?: components["parameters"]["service-units.created_by"];
                created_by_gte?: components["parameters"]["service-units.created_by_gte"];
                created_by_like?: components["parameters"]["service-units.created_by_like"];
                created_by_lte?: components["parameters"]["service-units.created_by_lte"];
                created_by_ne?: components["parameters"]["service-units.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["service-units.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["service-units.id"];
                id_gte?: components["parameters"]["service-units.id_gte"];
                id_like?: components["parameters"]["service-units.id_like"];
                id_lte?: components["parameters"]["service-units.id_lte"];
                id_ne?: components["parameters"]["service-units.id_ne"];
                name?: components["parameters"]["service-units.name"];
                name_gte?: components["parameters"]["service-units.name_gte"];
                name_like?: components["parameters"]["service-units.name_like"];
                name_lte?: components["parameters"]["service-units.name_lte"];
                name_ne?: components["parameters"]["service-units.name_ne"];
                period?: components["parameters"]["service-units.period"];
                period_gte?: components["parameters"]["service-units.period_gte"];
                period_like?: components["parameters"]["service-units.period_like"];
                period_lte?: components["parameters"]["service-units.period_lte"];
                period_ne?: components["parameters"]["service-units.period_ne"];
                price?: components["parameters"]["service-units.price"];
                price_gte?: components["parameters"]["service-units.price_gte"];
                price_like?: components["parameters"]["service-units.price_like"];
                price_lte?: components["parameters"]["service-units.price_lte"];
                price_ne?: components["parameters"]["service-units.price_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["service-units.q"];
                service_code?: components["parameters"]["service-units.service_code"];
                service_code_gte?: components["parameters"]["service-units.service_code_gte"];
                service_code_like?: components["parameters"]["service-units.service_code_like"];
                service_code_lte?: components["parameters"]["service-units.service_code_lte"];
                service_code_ne?: components["parameters"]["service-units.service_code_ne"];
                updated_at?: components["parameters"]["service-units.updated_at"];
                updated_at_gte?: components["parameters"]["service-units.updated_at_gte"];
                updated_at_like?: components["parameters"]["service-units.updated_at_like"];
                updated_at_lte?: components["parameters"]["service-units.updated_at_lte"];
                updated_at_ne?: components["parameters"]["service-units.updated_at_ne"];
                updated_by?: components["parameters"]["service-units.updated_by"];
                updated_by_gte?: components["parameters"]["service-units.updated_by_gte"];
                updated_by_like?: components["parameters"]["service-units.updated_by_like"];
                updated_by_lte?: components["parameters"]["service-units.updated_by_lte"];
                updated_by_ne?: components["parameters"]["service-units.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-units"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiServiceUnits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["service-unitsCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-units"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiServiceUnitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-units"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiServiceUnitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-units"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiServiceUnitsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["service-unitsPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-units"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getServiceUnitsIdQrPng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code of one of service-units (PNG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getServiceUnitsIdQrSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The QR code of one of service-units (SVG) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiServiceUnitsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["service-units"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiServiceUnitsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiServiceUnitsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["service-units._order"];
                /** @description comma-separated fields among: id, name, service_code, period, price, category_id */
                _sort?: components["parameters"]["service-units._sort"];
                category_id?: components["parameters"]["service-units.category_id"];
                category_id_gte?: components["parameters"]["service-units.category_id_gte"];
                category_id_like?: components["parameters"]["service-units.category_id_like"];
                category_id_lte?: components["parameters"]["service-units.category_id_lte"];
                category_id_ne?: components["parameters"]["service-units.category_id_ne"];
                created_at?: components["parameters"]["service-units.created_at"];
                created_at_gte?: components["parameters"]["service-units.created_at_gte"];
                created_at_like?: components["parameters"]["service-units.created_at_like"];
                created_at_lte?: components["parameters"]["service-units.created_at_lte"];
                created_at_ne?: components["parameters"]["service-units.created_at_ne"];
                created_by?: components["parameters"]["service-units.created_by"];
                created_by_gte?: components["parameters"]["service-units.created_by_gte"];
                created_by_like?: components["parameters"]["service-units.created_by_like"];
                created_by_lte?: components["parameters"]["service-units.created_by_lte"];
                created_by_ne?: components["parameters"]["service-units.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["service-units.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["service-units.id"];
                id_gte?: components["parameters"]["service-units.id_gte"];
                id_like?: components["parameters"]["service-units.id_like"];
                id_lte?: components["parameters"]["service-units.id_lte"];
                id_ne?: components["parameters"]["service-units.id_ne"];
                name?: components["parameters"]["service-units.name"];
                name_gte?: components["parameters"]["service-units.name_gte"];
                name_like?: components["parameters"]["service-units.name_like"];
                name_lte?: components["parameters"]["service-units.name_lte"];
                name_ne?: components["parameters"]["service-units.name_ne"];
                period?: components["parameters"]["service-units.period"];
                period_gte?: components["parameters"]["service-units.period_gte"];
                period_like?: components["parameters"]["service-units.period_like"];
                period_lte?: components["parameters"]["service-units.period_lte"];
                period_ne?: components["parameters"]["service-units.period_ne"];
                price?: components["parameters"]["service-units.price"];
                price_gte?: components["parameters"]["service-units.price_gte"];
                price_like?: components["parameters"]["service-units.price_like"];
                price_lte?: components["parameters"]["service-units.price_lte"];
                price_ne?: components["parameters"]["service-units.price_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["service-units.q"];
                service_code?: components["parameters"]["service-units.service_code"];
                service_code_gte?: components["parameters"]["service-units.service_code_gte"];
                service_code_like?: components["parameters"]["service-units.service_code_like"];
                service_code_lte?: components["parameters"]["service-units.service_code_lte"];
                service_code_ne?: components["parameters"]["service-units.service_code_ne"];
                updated_at?: components["parameters"]["service-units.updated_at"];
                updated_at_gte?: components["parameters"]["service-units.updated_at_gte"];
                updated_at_like?: components["parameters"]["service-units.updated_at_like"];
                updated_at_lte?: components["parameters"]["service-units.updated_at_lte"];
                updated_at_ne?: components["parameters"]["service-units.updated_at_ne"];
                updated_by?: components["parameters"]["service-units.updated_by"];
                updated_by_gte?: components["parameters"]["service-units.updated_by_gte"];
                updated_by_like?: components["parameters"]["service-units.updated_by_like"];
                updated_by_lte?: components["parameters"]["service-units.updated_by_lte"];
                updated_by_ne?: components["parameters"]["service-units.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The software settings (secrets never sent back) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    patchSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attachment_max_megabytes?: number | null;
                    backup_retention?: number | null;
                    currency_code?: string | null;
                    currency_decimals?: number | null;
                    currency_symbol?: string | null;
                    lunch_minutes?: number | null;
                    /** Format: email */
                    mail_from_email?: string | null;
                    mail_from_name?: string | null;
                    ot_multiplier?: number | null;
                    sms_api_key?: string | null;
                    sms_api_secret?: string | null;
                    sms_base_url?: string | null;
                    sms_number?: string | null;
                    /** @enum {string|null} */
                    sms_provider?: "vonage" | "twilio" | "log" | null;
                    smtp_host?: string | null;
                    smtp_password?: string | null;
                    smtp_port?: number | null;
                    smtp_secure?: boolean | null;
                    smtp_user?: string | null;
                    work_days?: unknown | null;
                    work_end?: string | null;
                    work_start?: string | null;
                };
            };
        };
        responses: {
            /** @description Change the software settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getSettingsCurrency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The currency's code and symbol (every signed-in user) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postSettingsTestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Send a test e-mail through the mail settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postSettingsTestSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description E.164 (a number without a country code is a Hong Kong one) */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Send a test SMS through the SMS provider */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiStockLevels: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["stock-levels._order"];
                /** @description comma-separated fields among: id, product_id, on_hand, sold, returned, value */
                _sort?: components["parameters"]["stock-levels._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["stock-levels.created_at"];
                created_at_gte?: components["parameters"]["stock-levels.created_at_gte"];
                created_at_like?: components["parameters"]["stock-levels.created_at_like"];
                created_at_lte?: components["parameters"]["stock-levels.created_at_lte"];
                created_at_ne?: components["parameters"]["stock-levels.created_at_ne"];
                created_by?: components["parameters"]["stock-levels.created_by"];
                created_by_gte?: components["parameters"]["stock-levels.created_by_gte"];
                created_by_like?: components["parameters"]["stock-levels.created_by_like"];
                created_by_lte?: components["parameters"]["stock-levels.created_by_lte"];
                created_by_ne?: components["parameters"]["stock-levels.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["stock-levels.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["stock-levels.id"];
                id_gte?: components["parameters"]["stock-levels.id_gte"];
                id_like?: components["parameters"]["stock-levels.id_like"];
                id_lte?: components["parameters"]["stock-levels.id_lte"];
                id_ne?: components["parameters"]["stock-levels.id_ne"];
                on_hand?: components["parameters"]["stock-levels.on_hand"];
                on_hand_gte?: components["parameters"]["stock-levels.on_hand_gte"];
                on_hand_like?: components["parameters"]["stock-levels.on_hand_like"];
                on_hand_lte?: components["parameters"]["stock-levels.on_hand_lte"];
                on_hand_ne?: components["parameters"]["stock-levels.on_hand_ne"];
                product_id?: components["parameters"]["stock-levels.product_id"];
                product_id_gte?: components["parameters"]["stock-levels.product_id_gte"];
                product_id_like?: components["parameters"]["stock-levels.product_id_like"];
                product_id_lte?: components["parameters"]["stock-levels.product_id_lte"];
                product_id_ne?: components["parameters"]["stock-levels.product_id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["stock-levels.q"];
                returned?: components["parameters"]["stock-levels.returned"];
                returned_gte?: components["parameters"]["stock-levels.returned_gte"];
                returned_like?: components["parameters"]["stock-levels.returned_like"];
                returned_lte?: components["parameters"]["stock-levels.returned_lte"];
                returned_ne?: components["parameters"]["stock-levels.returned_ne"];
                sold?: components["parameters"]["stock-levels.sold"];
                sold_gte?: components["parameters"]["stock-levels.sold_gte"];
                sold_like?: components["parameters"]["stock-levels.sold_like"];
                sold_lte?: components["parameters"]["stock-levels.sold_lte"];
                sold_ne?: components["parameters"]["stock-levels.sold_ne"];
                updated_at?: components["parameters"]["stock-levels.updated_at"];
                updated_at_gte?: components["parameters"]["stock-levels.updated_at_gte"];
                updated_at_like?: components["parameters"]["stock-levels.updated_at_like"];
                updated_at_lte?: components["parameters"]["stock-levels.updated_at_lte"];
                updated_at_ne?: components["parameters"]["stock-levels.updated_at_ne"];
                updated_by?: components["parameters"]["stock-levels.updated_by"];
                updated_by_gte?: components["parameters"]["stock-levels.updated_by_gte"];
                updated_by_like?: components["parameters"]["stock-levels.updated_by_like"];
                updated_by_lte?: components["parameters"]["stock-levels.updated_by_lte"];
                updated_by_ne?: components["parameters"]["stock-levels.updated_by_ne"];
                value?: components["parameters"]["stock-levels.value"];
                value_gte?: components["parameters"]["stock-levels.value_gte"];
                value_like?: components["parameters"]["stock-levels.value_like"];
                value_lte?: components["parameters"]["stock-levels.value_lte"];
                value_ne?: components["parameters"]["stock-levels.value_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["stock-levels"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiStockLevelsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["stock-levels"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    getApiStockLevelsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["stock-levels._order"];
                /** @description comma-separated fields among: id, product_id, on_hand, sold, returned, value */
                _sort?: components["parameters"]["stock-levels._sort"];
                created_at?: components["parameters"]["stock-levels.created_at"];
                created_at_gte?: components["parameters"]["stock-levels.created_at_gte"];
                created_at_like?: components["parameters"]["stock-levels.created_at_like"];
                created_at_lte?: components["parameters"]["stock-levels.created_at_lte"];
                created_at_ne?: components["parameters"]["stock-levels.created_at_ne"];
                created_by?: components["parameters"]["stock-levels.created_by"];
                created_by_gte?: components["parameters"]["stock-levels.created_by_gte"];
                created_by_like?: components["parameters"]["stock-levels.created_by_like"];
                created_by_lte?: components["parameters"]["stock-levels.created_by_lte"];
                created_by_ne?: components["parameters"]["stock-levels.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["stock-levels.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["stock-levels.id"];
                id_gte?: components["parameters"]["stock-levels.id_gte"];
                id_like?: components["parameters"]["stock-levels.id_like"];
                id_lte?: components["parameters"]["stock-levels.id_lte"];
                id_ne?: components["parameters"]["stock-levels.id_ne"];
                on_hand?: components["parameters"]["stock-levels.on_hand"];
                on_hand_gte?: components["parameters"]["stock-levels.on_hand_gte"];
                on_hand_like?: components["parameters"]["stock-levels.on_hand_like"];
                on_hand_lte?: components["parameters"]["stock-levels.on_hand_lte"];
                on_hand_ne?: components["parameters"]["stock-levels.on_hand_ne"];
                product_id?: components["parameters"]["stock-levels.product_id"];
                product_id_gte?: components["parameters"]["stock-levels.product_id_gte"];
                product_id_like?: components["parameters"]["stock-levels.product_id_like"];
                product_id_lte?: components["parameters"]["stock-levels.product_id_lte"];
                product_id_ne?: components["parameters"]["stock-levels.product_id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["stock-levels.q"];
                returned?: components["parameters"]["stock-levels.returned"];
                returned_gte?: components["parameters"]["stock-levels.returned_gte"];
                returned_like?: components["parameters"]["stock-levels.returned_like"];
                returned_lte?: components["parameters"]["stock-levels.returned_lte"];
                returned_ne?: components["parameters"]["stock-levels.returned_ne"];
                sold?: components["parameters"]["stock-levels.sold"];
                sold_gte?: components["parameters"]["stock-levels.sold_gte"];
                sold_like?: components["parameters"]["stock-levels.sold_like"];
                sold_lte?: components["parameters"]["stock-levels.sold_lte"];
                sold_ne?: components["parameters"]["stock-levels.sold_ne"];
                updated_at?: components["parameters"]["stock-levels.updated_at"];
                updated_at_gte?: components["parameters"]["stock-levels.updated_at_gte"];
                updated_at_like?: components["parameters"]["stock-levels.updated_at_like"];
                updated_at_lte?: components["parameters"]["stock-levels.updated_at_lte"];
                updated_at_ne?: components["parameters"]["stock-levels.updated_at_ne"];
                updated_by?: components["parameters"]["stock-levels.updated_by"];
                updated_by_gte?: components["parameters"]["stock-levels.updated_by_gte"];
                updated_by_like?: components["parameters"]["stock-levels.updated_by_like"];
                updated_by_lte?: components["parameters"]["stock-levels.updated_by_lte"];
                updated_by_ne?: components["parameters"]["stock-levels.updated_by_ne"];
                value?: components["parameters"]["stock-levels.value"];
                value_gte?: components["parameters"]["stock-levels.value_gte"];
                value_like?: components["parameters"]["stock-levels.value_like"];
                value_lte?: components["parameters"]["stock-levels.value_lte"];
                value_ne?: components["parameters"]["stock-levels.value_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiStockMovements: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["stock-movements._order"];
                /** @description comma-separated fields among: id, date, product_id, type, reference */
                _sort?: components["parameters"]["stock-movements._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["stock-movements.created_at"];
                created_at_gte?: components["parameters"]["stock-movements.created_at_gte"];
                created_at_like?: components["parameters"]["stock-movements.created_at_like"];
                created_at_lte?: components["parameters"]["stock-movements.created_at_lte"];
                created_at_ne?: components["parameters"]["stock-movements.created_at_ne"];
                created_by?: components["parameters"]["stock-movements.created_by"];
                created_by_gte?: components["parameters"]["stock-movements.created_by_gte"];
                created_by_like?: components["parameters"]["stock-movements.created_by_like"];
                created_by_lte?: components["parameters"]["stock-movements.created_by_lte"];
                created_by_ne?: components["parameters"]["stock-movements.created_by_ne"];
                customer_id?: components["parameters"]["stock-movements.customer_id"];
                customer_id_gte?: components["parameters"]["stock-movements.customer_id_gte"];
                customer_id_like?: components["parameters"]["stock-movements.customer_id_like"];
                customer_id_lte?: components["parameters"]["stock-movements.customer_id_lte"];
                customer_id_ne?: components["parameters"]["stock-movements.customer_id_ne"];
                date?: components["parameters"]["stock-movements.date"];
                date_gte?: components["parameters"]["stock-movements.date_gte"];
                date_like?: components["parameters"]["stock-movements.date_like"];
                date_lte?: components["parameters"]["stock-movements.date_lte"];
                date_ne?: components["parameters"]["stock-movements.date_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["stock-movements.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["stock-movements.id"];
                id_gte?: components["parameters"]["stock-movements.id_gte"];
                id_like?: components["parameters"]["stock-movements.id_like"];
                id_lte?: components["parameters"]["stock-movements.id_lte"];
                id_ne?: components["parameters"]["stock-movements.id_ne"];
                order_id?: components["parameters"]["stock-movements.order_id"];
                order_id_gte?: components["parameters"]["stock-movements.order_id_gte"];
                order_id_like?: components["parameters"]["stock-movements.order_id_like"];
                order_id_lte?: components["parameters"]["stock-movements.order_id_lte"];
                order_id_ne?: components["parameters"]["stock-movements.order_id_ne"];
                partner?: components["parameters"]["stock-movements.partner"];
                partner_gte?: components["parameters"]["stock-movements.partner_gte"];
                partner_like?: components["parameters"]["stock-movements.partner_like"];
                partner_lte?: components["parameters"]["stock-movements.partner_lte"];
                partner_ne?: components["parameters"]["stock-movements.partner_ne"];
                product_id?: components["parameters"]["stock-movements.product_id"];
                product_id_gte?: components["parameters"]["stock-movements.product_id_gte"];
                product_id_like?: components["parameters"]["stock-movements.product_id_like"];
                product_id_lte?: components["parameters"]["stock-movements.product_id_lte"];
                product_id_ne?: components["parameters"]["stock-movements.product_id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["stock-movements.q"];
                reference?: components["parameters"]["stock-movements.reference"];
                reference_gte?: components["parameters"]["stock-movements.reference_gte"];
                reference_like?: components["parameters"]["stock-movements.reference_like"];
                reference_lte?: components["parameters"]["stock-movements.reference_lte"];
                reference_ne?: components["parameters"]["stock-movements.reference_ne"];
                return_type?: components["parameters"]["stock-movements.return_type"];
                return_type_gte?: components["parameters"]["stock-movements.return_type_gte"];
                return_type_like?: components["parameters"]["stock-movements.return_type_like"];
                return_type_lte?: components["parameters"]["stock-movements.return_type_lte"];
                return_type_ne?: components["parameters"]["stock-movements.return_type_ne"];
                type?: components["parameters"]["stock-movements.type"];
                type_gte?: components["parameters"]["stock-movements.type_gte"];
                type_like?: components["parameters"]["stock-movements.type_like"];
                type_lte?: components["parameters"]["stock-movements.type_lte"];
                type_ne?: components["parameters"]["stock-movements.type_ne"];
                updated_at?: components["parameters"]["stock-movements.updated_at"];
                updated_at_gte?: components["parameters"]["stock-movements.updated_at_gte"];
                updated_at_like?: components["parameters"]["stock-movements.updated_at_like"];
                updated_at_lte?: components["parameters"]["stock-movements.updated_at_lte"];
                updated_at_ne?: components["parameters"]["stock-movements.updated_at_ne"];
                updated_by?: components["parameters"]["stock-movements.updated_by"];
                updated_by_gte?: components["parameters"]["stock-movements.updated_by_gte"];
                updated_by_like?: components["parameters"]["stock-movements.updated_by_like"];
                updated_by_lte?: components["parameters"]["stock-movements.updated_by_lte"];
                updated_by_ne?: components["parameters"]["stock-movements.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["stock-movements"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiStockMovements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["stock-movementsCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["stock-movements"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiStockMovementsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["stock-movements"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    getApiStockMovementsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["stock-movements._order"];
                /** @description comma-separated fields among: id, date, product_id, type, reference */
                _sort?: components["parameters"]["stock-movements._sort"];
                created_at?: components["parameters"]["stock-movements.created_at"];
                created_at_gte?: components["parameters"]["stock-movements.created_at_gte"];
                created_at_like?: components["parameters"]["stock-movements.created_at_like"];
                created_at_lte?: components["parameters"]["stock-movements.created_at_lte"];
                created_at_ne?: components["parameters"]["stock-movements.created_at_ne"];
                created_by?: components["parameters"]["stock-movements.created_by"];
                created_by_gte?: components["parameters"]["stock-movements.created_by_gte"];
                created_by_like?: components["parameters"]["stock-movements.created_by_like"];
                created_by_lte?: components["parameters"]["stock-movements.created_by_lte"];
                created_by_ne?: components["parameters"]["stock-movements.created_by_ne"];
                customer_id?: components["parameters"]["stock-movements.customer_id"];
                customer_id_gte?: components["parameters"]["stock-movements.customer_id_gte"];
                customer_id_like?: components["parameters"]["stock-movements.customer_id_like"];
                customer_id_lte?: components["parameters"]["stock-movements.customer_id_lte"];
                customer_id_ne?: components["parameters"]["stock-movements.customer_id_ne"];
                date?: components["parameters"]["stock-movements.date"];
                date_gte?: components["parameters"]["stock-movements.date_gte"];
                date_like?: components["parameters"]["stock-movements.date_like"];
                date_lte?: components["parameters"]["stock-movements.date_lte"];
                date_ne?: components["parameters"]["stock-movements.date_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["stock-movements.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["stock-movements.id"];
                id_gte?: components["parameters"]["stock-movements.id_gte"];
                id_like?: components["parameters"]["stock-movements.id_like"];
                id_lte?: components["parameters"]["stock-movements.id_lte"];
                id_ne?: components["parameters"]["stock-movements.id_ne"];
                order_id?: components["parameters"]["stock-movements.order_id"];
                order_id_gte?: components["parameters"]["stock-movements.order_id_gte"];
                order_id_like?: components["parameters"]["stock-movements.order_id_like"];
                order_id_lte?: components["parameters"]["stock-movements.order_id_lte"];
                order_id_ne?: components["parameters"]["stock-movements.order_id_ne"];
                partner?: components["parameters"]["stock-movements.partner"];
                partner_gte?: components["parameters"]["stock-movements.partner_gte"];
                partner_like?: components["parameters"]["stock-movements.partner_like"];
                partner_lte?: components["parameters"]["stock-movements.partner_lte"];
                partner_ne?: components["parameters"]["stock-movements.partner_ne"];
                product_id?: components["parameters"]["stock-movements.product_id"];
                product_id_gte?: components["parameters"]["stock-movements.product_id_gte"];
                product_id_like?: components["parameters"]["stock-movements.product_id_like"];
                product_id_lte?: components["parameters"]["stock-movements.product_id_lte"];
                product_id_ne?: components["parameters"]["stock-movements.product_id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["stock-movements.q"];
                reference?: components["parameters"]["stock-movements.reference"];
                reference_gte?: components["parameters"]["stock-movements.reference_gte"];
                reference_like?: components["parameters"]["stock-movements.reference_like"];
                reference_lte?: components["parameters"]["stock-movements.reference_lte"];
                reference_ne?: components["parameters"]["stock-movements.reference_ne"];
                return_type?: components["parameters"]["stock-movements.return_type"];
                return_type_gte?: components["parameters"]["stock-movements.return_type_gte"];
                return_type_like?: components["parameters"]["stock-movements.return_type_like"];
                return_type_lte?: components["parameters"]["stock-movements.return_type_lte"];
                return_type_ne?: components["parameters"]["stock-movements.return_type_ne"];
                type?: components["parameters"]["stock-movements.type"];
                type_gte?: components["parameters"]["stock-movements.type_gte"];
                type_like?: components["parameters"]["stock-movements.type_like"];
                type_lte?: components["parameters"]["stock-movements.type_lte"];
                type_ne?: components["parameters"]["stock-movements.type_ne"];
                updated_at?: components["parameters"]["stock-movements.updated_at"];
                updated_at_gte?: components["parameters"]["stock-movements.updated_at_gte"];
                updated_at_like?: components["parameters"]["stock-movements.updated_at_like"];
                updated_at_lte?: components["parameters"]["stock-movements.updated_at_lte"];
                updated_at_ne?: components["parameters"]["stock-movements.updated_at_ne"];
                updated_by?: components["parameters"]["stock-movements.updated_by"];
                updated_by_gte?: components["parameters"]["stock-movements.updated_by_gte"];
                updated_by_like?: components["parameters"]["stock-movements.updated_by_like"];
                updated_by_lte?: components["parameters"]["stock-movements.updated_by_lte"];
                updated_by_ne?: components["parameters"]["stock-movements.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiStockMovementsImport: {
        parameters: {
            query?: {
                charset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charset?: string;
                        charset_from?: string;
                        imported: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
        };
    };
    getApiTaxes: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["taxes._order"];
                /** @description comma-separated fields among: id, month, rate, orders, order_amount, taxable_amount, tax_amount, run_at */
                _sort?: components["parameters"]["taxes._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["taxes.created_at"];
                created_at_gte?: components["parameters"]["taxes.created_at_gte"];
                created_at_like?: components["parameters"]["taxes.created_at_like"];
                created_at_lte?: components["parameters"]["taxes.created_at_lte"];
                created_at_ne?: components["parameters"]["taxes.created_at_ne"];
                created_by?: components["parameters"]["taxes.created_by"];
                created_by_gte?: components["parameters"]["taxes.created_by_gte"];
                created_by_like?: components["parameters"]["taxes.created_by_like"];
                created_by_lte?: components["parameters"]["taxes.created_by_lte"];
                created_by_ne?: components["parameters"]["taxes.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["taxes.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["taxes.id"];
                id_gte?: components["parameters"]["taxes.id_gte"];
                id_like?: components["parameters"]["taxes.id_like"];
                id_lte?: components["parameters"]["taxes.id_lte"];
                id_ne?: components["parameters"]["taxes.id_ne"];
                month?: components["parameters"]["taxes.month"];
                month_gte?: components["parameters"]["taxes.month_gte"];
                month_like?: components["parameters"]["taxes.month_like"];
                month_lte?: components["parameters"]["taxes.month_lte"];
                month_ne?: components["parameters"]["taxes.month_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["taxes.q"];
                rate?: components["parameters"]["taxes.rate"];
                rate_gte?: components["parameters"]["taxes.rate_gte"];
                rate_like?: components["parameters"]["taxes.rate_like"];
                rate_lte?: components["parameters"]["taxes.rate_lte"];
                rate_ne?: components["parameters"]["taxes.rate_ne"];
                updated_at?: components["parameters"]["taxes.updated_at"];
                updated_at_gte?: components["parameters"]["taxes.updated_at_gte"];
                updated_at_like?: components["parameters"]["taxes.updated_at_like"];
                updated_at_lte?: components["parameters"]["taxes.updated_at_lte"];
                updated_at_ne?: components["parameters"]["taxes.updated_at_ne"];
                updated_by?: components["parameters"]["taxes.updated_by"];
                updated_by_gte?: components["parameters"]["taxes.updated_by_gte"];
                updated_by_like?: components["parameters"]["taxes.updated_by_like"];
                updated_by_lte?: components["parameters"]["taxes.updated_by_lte"];
                updated_by_ne?: components["parameters"]["taxes.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["taxes"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiTaxesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["taxes"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    getTaxesIdLines: {
        parameters: {
            query?: {
                _end?: number;
                _start?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A tax run's lines, one per order (total in X-Total-Count) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        id: number;
                        order_id: number;
                    } & {
                        [key: string]: unknown;
                    })[];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getTaxesIdLinesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A tax run's lines as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiTaxesExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["taxes._order"];
                /** @description comma-separated fields among: id, month, rate, orders, order_amount, taxable_amount, tax_amount, run_at */
                _sort?: components["parameters"]["taxes._sort"];
                created_at?: components["parameters"]["taxes.created_at"];
                created_at_gte?: components["parameters"]["taxes.created_at_gte"];
                created_at_like?: components["parameters"]["taxes.created_at_like"];
                created_at_lte?: components["parameters"]["taxes.created_at_lte"];
                created_at_ne?: components["parameters"]["taxes.created_at_ne"];
                created_by?: components["parameters"]["taxes.created_by"];
                created_by_gte?: components["parameters"]["taxes.created_by_gte"];
                created_by_like?: components["parameters"]["taxes.created_by_like"];
                created_by_lte?: components["parameters"]["taxes.created_by_lte"];
                created_by_ne?: components["parameters"]["taxes.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["taxes.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["taxes.id"];
                id_gte?: components["parameters"]["taxes.id_gte"];
                id_like?: components["parameters"]["taxes.id_like"];
                id_lte?: components["parameters"]["taxes.id_lte"];
                id_ne?: components["parameters"]["taxes.id_ne"];
                month?: components["parameters"]["taxes.month"];
                month_gte?: components["parameters"]["taxes.month_gte"];
                month_like?: components["parameters"]["taxes.month_like"];
                month_lte?: components["parameters"]["taxes.month_lte"];
                month_ne?: components["parameters"]["taxes.month_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["taxes.q"];
                rate?: components["parameters"]["taxes.rate"];
                rate_gte?: components["parameters"]["taxes.rate_gte"];
                rate_like?: components["parameters"]["taxes.rate_like"];
                rate_lte?: components["parameters"]["taxes.rate_lte"];
                rate_ne?: components["parameters"]["taxes.rate_ne"];
                updated_at?: components["parameters"]["taxes.updated_at"];
                updated_at_gte?: components["parameters"]["taxes.updated_at_gte"];
                updated_at_like?: components["parameters"]["taxes.updated_at_like"];
                updated_at_lte?: components["parameters"]["taxes.updated_at_lte"];
                updated_at_ne?: components["parameters"]["taxes.updated_at_ne"];
                updated_by?: components["parameters"]["taxes.updated_by"];
                updated_by_gte?: components["parameters"]["taxes.updated_by_gte"];
                updated_by_like?: components["parameters"]["taxes.updated_by_like"];
                updated_by_lte?: components["parameters"]["taxes.updated_by_lte"];
                updated_by_ne?: components["parameters"]["taxes.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postTaxesRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    month: string;
                    rate: number;
                };
            };
        };
        responses: {
            /** @description Run a month's tax on the orders at a rate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        run: components["schemas"]["taxes"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiUsers: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["users._order"];
                /** @description comma-separated fields among: id, name, email, status, last_sign_in_at */
                _sort?: components["parameters"]["users._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["users.created_at"];
                created_at_gte?: components["parameters"]["users.created_at_gte"];
                created_at_like?: components["parameters"]["users.created_at_like"];
                created_at_lte?: components["parameters"]["users.created_at_lte"];
                created_at_ne?: components["parameters"]["users.created_at_ne"];
                created_by?: components["parameters"]["users.created_by"];
                created_by_gte?: components["parameters"]["users.created_by_gte"];
                created_by_like?: components["parameters"]["users.created_by_like"];
                created_by_lte?: components["parameters"]["users.created_by_lte"];
                created_by_ne?: components["parameters"]["users.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["users.deleted"];
                email?: components["parameters"]["users.email"];
                email_gte?: components["parameters"]["users.email_gte"];
                email_like?: components["parameters"]["users.email_like"];
                email_lte?: components["parameters"]["users.email_lte"];
                email_ne?: components["parameters"]["users.email_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["users.id"];
                id_gte?: components["parameters"]["users.id_gte"];
                id_like?: components["parameters"]["users.id_like"];
                id_lte?: components["parameters"]["users.id_lte"];
                id_ne?: components["parameters"]["users.id_ne"];
                name?: components["parameters"]["users.name"];
                name_gte?: components["parameters"]["users.name_gte"];
                name_like?: components["parameters"]["users.name_like"];
                name_lte?: components["parameters"]["users.name_lte"];
                name_ne?: components["parameters"]["users.name_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["users.q"];
                roles?: components["parameters"]["users.roles"];
                roles_gte?: components["parameters"]["users.roles_gte"];
                roles_like?: components["parameters"]["users.roles_like"];
                roles_lte?: components["parameters"]["users.roles_lte"];
                roles_ne?: components["parameters"]["users.roles_ne"];
                status?: components["parameters"]["users.status"];
                status_gte?: components["parameters"]["users.status_gte"];
                status_like?: components["parameters"]["users.status_like"];
                status_lte?: components["parameters"]["users.status_lte"];
                status_ne?: components["parameters"]["users.status_ne"];
                updated_at?: components["parameters"]["users.updated_at"];
                updated_at_gte?: components["parameters"]["users.updated_at_gte"];
                updated_at_like?: components["parameters"]["users.updated_at_like"];
                updated_at_lte?: components["parameters"]["users.updated_at_lte"];
                updated_at_ne?: components["parameters"]["users.updated_at_ne"];
                updated_by?: components["parameters"]["users.updated_by"];
                updated_by_gte?: components["parameters"]["users.updated_by_gte"];
                updated_by_like?: components["parameters"]["users.updated_by_like"];
                updated_by_lte?: components["parameters"]["users.updated_by_lte"];
                updated_by_ne?: components["parameters"]["users.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["users"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["usersCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["users"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["users"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["users"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["usersPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["users"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiUsersIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["users"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiUsersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiUsersExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["users._order"];
                /** @description comma-separated fields among: id, name, email, status, last_sign_in_at */
                _sort?: components["parameters"]["users._sort"];
                created_at?: components["parameters"]["users.created_at"];
                created_at_gte?: components["parameters"]["users.created_at_gte"];
                created_at_like?: components["parameters"]["users.created_at_like"];
                created_at_lte?: components["parameters"]["users.created_at_lte"];
                created_at_ne?: components["parameters"]["users.created_at_ne"];
                created_by?: components["parameters"]["users.created_by"];
                created_by_gte?: components["parameters"]["users.created_by_gte"];
                created_by_like?: components["parameters"]["users.created_by_like"];
                created_by_lte?: components["parameters"]["users.created_by_lte"];
                created_by_ne?: components["parameters"]["users.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["users.deleted"];
                email?: components["parameters"]["users.email"];
                email_gte?: components["parameters"]["users.email_gte"];
                email_like?: components["parameters"]["users.email_like"];
                email_lte?: components["parameters"]["users.email_lte"];
                email_ne?: components["parameters"]["users.email_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["users.id"];
                id_gte?: components["parameters"]["users.id_gte"];
                id_like?: components["parameters"]["users.id_like"];
                id_lte?: components["parameters"]["users.id_lte"];
                id_ne?: components["parameters"]["users.id_ne"];
                name?: components["parameters"]["users.name"];
                name_gte?: components["parameters"]["users.name_gte"];
                name_like?: components["parameters"]["users.name_like"];
                name_lte?: components["parameters"]["users.name_lte"];
                name_ne?: components["parameters"]["users.name_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["users.q"];
                roles?: components["parameters"]["users.roles"];
                roles_gte?: components["parameters"]["users.roles_gte"];
                roles_like?: components["parameters"]["users.roles_like"];
                roles_lte?: components["parameters"]["users.roles_lte"];
                roles_ne?: components["parameters"]["users.roles_ne"];
                status?: components["parameters"]["users.status"];
                status_gte?: components["parameters"]["users.status_gte"];
                status_like?: components["parameters"]["users.status_like"];
                status_lte?: components["parameters"]["users.status_lte"];
                status_ne?: components["parameters"]["users.status_ne"];
                updated_at?: components["parameters"]["users.updated_at"];
                updated_at_gte?: components["parameters"]["users.updated_at_gte"];
                updated_at_like?: components["parameters"]["users.updated_at_like"];
                updated_at_lte?: components["parameters"]["users.updated_at_lte"];
                updated_at_ne?: components["parameters"]["users.updated_at_ne"];
                updated_by?: components["parameters"]["users.updated_by"];
                updated_by_gte?: components["parameters"]["users.updated_by_gte"];
                updated_by_like?: components["parameters"]["users.updated_by_like"];
                updated_by_lte?: components["parameters"]["users.updated_by_lte"];
                updated_by_ne?: components["parameters"]["users.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    getApiVendors: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["vendors._order"];
                /** @description comma-separated fields among: id, company_name, contact_name, employee_id */
                _sort?: components["parameters"]["vendors._sort"];
                /** @description first row (0-based) */
                _start?: number;
                company_name?: components["parameters"]["vendors.company_name"];
                company_name_gte?: components["parameters"]["vendors.company_name_gte"];
                company_name_like?: components["parameters"]["vendors.company_name_like"];
                company_name_lte?: components["parameters"]["vendors.company_name_lte"];
                company_name_ne?: components["parameters"]["vendors.company_name_ne"];
                contact_name?: components["parameters"]["vendors.contact_name"];
                contact_name_gte?: components["parameters"]["vendors.contact_name_gte"];
                contact_name_like?: components["parameters"]["vendors.contact_name_like"];
                contact_name_lte?: components["parameters"]["vendors.contact_name_lte"];
                contact_name_ne?: components["parameters"]["vendors.contact_name_ne"];
                contact_phone?: components["parameters"]["vendors.contact_phone"];
                contact_phone_gte?: components["parameters"]["vendors.contact_phone_gte"];
                contact_phone_like?: components["parameters"]["vendors.contact_phone_like"];
                contact_phone_lte?: components["parameters"]["vendors.contact_phone_lte"];
                contact_phone_ne?: components["parameters"]["vendors.contact_phone_ne"];
                created_at?: components["parameters"]["vendors.created_at"];
                created_at_gte?: components["parameters"]["vendors.created_at_gte"];
                created_at_like?: components["parameters"]["vendors.created_at_like"];
                created_at_lte?: components["parameters"]["vendors.created_at_lte"];
                created_at_ne?: components["parameters"]["vendors.created_at_ne"];
                created_by?: components["parameters"]["vendors.created_by"];
                created_by_gte?: components["parameters"]["vendors.created_by_gte"];
                created_by_like?: components["parameters"]["vendors.created_by_like"];
                created_by_lte?: components["parameters"]["vendors.created_by_lte"];
                created_by_ne?: components["parameters"]["vendors.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["vendors.deleted"];
                employee_id?: components["parameters"]["vendors.employee_id"];
                employee_id_gte?: components["parameters"]["vendors.employee_id_gte"];
                employee_id_like?: components["parameters"]["vendors.employee_id_like"];
                employee_id_lte?: components["parameters"]["vendors.employee_id_lte"];
                employee_id_ne?: components["parameters"]["vendors.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["vendors.id"];
                id_gte?: components["parameters"]["vendors.id_gte"];
                id_like?: components["parameters"]["vendors.id_like"];
                id_lte?: components["parameters"]["vendors.id_lte"];
                id_ne?: components["parameters"]["vendors.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["vendors.q"];
                updated_at?: components["parameters"]["vendors.updated_at"];
                updated_at_gte?: components["parameters"]["vendors.updated_at_gte"];
                updated_at_like?: components["parameters"]["vendors.updated_at_like"];
                updated_at_lte?: components["parameters"]["vendors.updated_at_lte"];
                updated_at_ne?: components["parameters"]["vendors.updated_at_ne"];
                updated_by?: components["parameters"]["vendors.updated_by"];
                updated_by_gte?: components["parameters"]["vendors.updated_by_gte"];
                updated_by_like?: components["parameters"]["vendors.updated_by_like"];
                updated_by_lte?: components["parameters"]["vendors.updated_by_lte"];
                updated_by_ne?: components["parameters"]["vendors.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vendors"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiVendors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["vendorsCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vendors"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiVendorsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vendors"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiVendorsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vendors"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiVendorsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["vendorsPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vendors"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getVendorsIdPurchaseSummary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A vendor's purchase orders: how many, their total, paid and due */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        due: string;
                        orders: number;
                        paid: string;
                        total: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiVendorsIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vendors"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiVendorsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiVendorsExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["vendors._order"];
                /** @description comma-separated fields among: id, company_name, contact_name, employee_id */
                _sort?: components["parameters"]["vendors._sort"];
                company_name?: components["parameters"]["vendors.company_name"];
                company_name_gte?: components["parameters"]["vendors.company_name_gte"];
                company_name_like?: components["parameters"]["vendors.company_name_like"];
                company_name_lte?: components["parameters"]["vendors.company_name_lte"];
                company_name_ne?: components["parameters"]["vendors.company_name_ne"];
                contact_name?: components["parameters"]["vendors.contact_name"];
                contact_name_gte?: components["parameters"]["vendors.contact_name_gte"];
                contact_name_like?: components["parameters"]["vendors.contact_name_like"];
                contact_name_lte?: components["parameters"]["vendors.contact_name_lte"];
                contact_name_ne?: components["parameters"]["vendors.contact_name_ne"];
                contact_phone?: components["parameters"]["vendors.contact_phone"];
                contact_phone_gte?: components["parameters"]["vendors.contact_phone_gte"];
                contact_phone_like?: components["parameters"]["vendors.contact_phone_like"];
                contact_phone_lte?: components["parameters"]["vendors.contact_phone_lte"];
                contact_phone_ne?: components["parameters"]["vendors.contact_phone_ne"];
                created_at?: components["parameters"]["vendors.created_at"];
                created_at_gte?: components["parameters"]["vendors.created_at_gte"];
                created_at_like?: components["parameters"]["vendors.created_at_like"];
                created_at_lte?: components["parameters"]["vendors.created_at_lte"];
                created_at_ne?: components["parameters"]["vendors.created_at_ne"];
                created_by?: components["parameters"]["vendors.created_by"];
                created_by_gte?: components["parameters"]["vendors.created_by_gte"];
                created_by_like?: components["parameters"]["vendors.created_by_like"];
                created_by_lte?: components["parameters"]["vendors.created_by_lte"];
                created_by_ne?: components["parameters"]["vendors.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["vendors.deleted"];
                employee_id?: components["parameters"]["vendors.employee_id"];
                employee_id_gte?: components["parameters"]["vendors.employee_id_gte"];
                employee_id_like?: components["parameters"]["vendors.employee_id_like"];
                employee_id_lte?: components["parameters"]["vendors.employee_id_lte"];
                employee_id_ne?: components["parameters"]["vendors.employee_id_ne"];
                /** @description several: getMany */
                id?: components["parameters"]["vendors.id"];
                id_gte?: components["parameters"]["vendors.id_gte"];
                id_like?: components["parameters"]["vendors.id_like"];
                id_lte?: components["parameters"]["vendors.id_lte"];
                id_ne?: components["parameters"]["vendors.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["vendors.q"];
                updated_at?: components["parameters"]["vendors.updated_at"];
                updated_at_gte?: components["parameters"]["vendors.updated_at_gte"];
                updated_at_like?: components["parameters"]["vendors.updated_at_like"];
                updated_at_lte?: components["parameters"]["vendors.updated_at_lte"];
                updated_at_ne?: components["parameters"]["vendors.updated_at_ne"];
                updated_by?: components["parameters"]["vendors.updated_by"];
                updated_by_gte?: components["parameters"]["vendors.updated_by_gte"];
                updated_by_like?: components["parameters"]["vendors.updated_by_like"];
                updated_by_lte?: components["parameters"]["vendors.updated_by_lte"];
                updated_by_ne?: components["parameters"]["vendors.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiVendorsImport: {
        parameters: {
            query?: {
                charset?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                };
                "text/csv": string;
            };
        };
        responses: {
            /** @description imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charset?: string;
                        charset_from?: string;
                        imported: number;
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
        };
    };
    getApiVouchers: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["vouchers._order"];
                /** @description comma-separated fields among: id, number, type, date, subject, total_debit, total_credit, status, posted_at, reversal_of, reversed_by */
                _sort?: components["parameters"]["vouchers._sort"];
                /** @description first row (0-based) */
                _start?: number;
                created_at?: components["parameters"]["vouchers.created_at"];
                created_at_gte?: components["parameters"]["vouchers.created_at_gte"];
                created_at_like?: components["parameters"]["vouchers.created_at_like"];
                created_at_lte?: components["parameters"]["vouchers.created_at_lte"];
                created_at_ne?: components["parameters"]["vouchers.created_at_ne"];
                created_by?: components["parameters"]["vouchers.created_by"];
                created_by_gte?: components["parameters"]["vouchers.created_by_gte"];
                created_by_like?: components["parameters"]["vouchers.created_by_like"];
                created_by_lte?: components["parameters"]["vouchers.created_by_lte"];
                created_by_ne?: components["parameters"]["vouchers.created_by_ne"];
                date?: components["parameters"]["vouchers.date"];
                date_gte?: components["parameters"]["vouchers.date_gte"];
                date_like?: components["parameters"]["vouchers.date_like"];
                date_lte?: components["parameters"]["vouchers.date_lte"];
                date_ne?: components["parameters"]["vouchers.date_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["vouchers.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["vouchers.id"];
                id_gte?: components["parameters"]["vouchers.id_gte"];
                id_like?: components["parameters"]["vouchers.id_like"];
                id_lte?: components["parameters"]["vouchers.id_lte"];
                id_ne?: components["parameters"]["vouchers.id_ne"];
                number?: components["parameters"]["vouchers.number"];
                number_gte?: components["parameters"]["vouchers.number_gte"];
                number_like?: components["parameters"]["vouchers.number_like"];
                number_lte?: components["parameters"]["vouchers.number_lte"];
                number_ne?: components["parameters"]["vouchers.number_ne"];
                posted_at?: components["parameters"]["vouchers.posted_at"];
                posted_at_gte?: components["parameters"]["vouchers.posted_at_gte"];
                posted_at_like?: components["parameters"]["vouchers.posted_at_like"];
                posted_at_lte?: components["parameters"]["vouchers.posted_at_lte"];
                posted_at_ne?: components["parameters"]["vouchers.posted_at_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["vouchers.q"];
                reversal_of?: components["parameters"]["vouchers.reversal_of"];
                reversal_of_gte?: components["parameters"]["vouchers.reversal_of_gte"];
                reversal_of_like?: components["parameters"]["vouchers.reversal_of_like"];
                reversal_of_lte?: components["parameters"]["vouchers.reversal_of_lte"];
                reversal_of_ne?: components["parameters"]["vouchers.reversal_of_ne"];
                reversed_by?: components["parameters"]["vouchers.reversed_by"];
                reversed_by_gte?: components["parameters"]["vouchers.reversed_by_gte"];
                reversed_by_like?: components["parameters"]["vouchers.reversed_by_like"];
                reversed_by_lte?: components["parameters"]["vouchers.reversed_by_lte"];
                reversed_by_ne?: components["parameters"]["vouchers.reversed_by_ne"];
                status?: components["parameters"]["vouchers.status"];
                status_gte?: components["parameters"]["vouchers.status_gte"];
                status_like?: components["parameters"]["vouchers.status_like"];
                status_lte?: components["parameters"]["vouchers.status_lte"];
                status_ne?: components["parameters"]["vouchers.status_ne"];
                subject?: components["parameters"]["vouchers.subject"];
                subject_gte?: components["parameters"]["vouchers.subject_gte"];
                subject_like?: components["parameters"]["vouchers.subject_like"];
                subject_lte?: components["parameters"]["vouchers.subject_lte"];
                subject_ne?: components["parameters"]["vouchers.subject_ne"];
                total_credit?: components["parameters"]["vouchers.total_credit"];
                total_credit_gte?: components["parameters"]["vouchers.total_credit_gte"];
                total_credit_like?: components["parameters"]["vouchers.total_credit_like"];
                total_credit_lte?: components["parameters"]["vouchers.total_credit_lte"];
                total_credit_ne?: components["parameters"]["vouchers.total_credit_ne"];
                total_debit?: components["parameters"]["vouchers.total_debit"];
                total_debit_gte?: components["parameters"]["vouchers.total_debit_gte"];
                total_debit_like?: components["parameters"]["vouchers.total_debit_like"];
                total_debit_lte?: components["parameters"]["vouchers.total_debit_lte"];
                total_debit_ne?: components["parameters"]["vouchers.total_debit_ne"];
                type?: components["parameters"]["vouchers.type"];
                type_gte?: components["parameters"]["vouchers.type_gte"];
                type_like?: components["parameters"]["vouchers.type_like"];
                type_lte?: components["parameters"]["vouchers.type_lte"];
                type_ne?: components["parameters"]["vouchers.type_ne"];
                updated_at?: components["parameters"]["vouchers.updated_at"];
                updated_at_gte?: components["parameters"]["vouchers.updated_at_gte"];
                updated_at_like?: components["parameters"]["vouchers.updated_at_like"];
                updated_at_lte?: components["parameters"]["vouchers.updated_at_lte"];
                updated_at_ne?: components["parameters"]["vouchers.updated_at_ne"];
                updated_by?: components["parameters"]["vouchers.updated_by"];
                updated_by_gte?: components["parameters"]["vouchers.updated_by_gte"];
                updated_by_like?: components["parameters"]["vouchers.updated_by_like"];
                updated_by_lte?: components["parameters"]["vouchers.updated_by_lte"];
                updated_by_ne?: components["parameters"]["vouchers.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of records */
            200: {
                headers: {
                    /** @description rows matching the filters */
                    "X-Total-Count"?: number;
                    /** @description the count is an estimate */
                    "X-Total-Count-Estimated"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vouchers"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiVouchers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["vouchersCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vouchers"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getApiVouchersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vouchers"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiVouchersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vouchers"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiVouchersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["vouchersPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vouchers"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postVouchersIdPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Post a voucher (its lines balance) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vouchers"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiVouchersIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vouchers"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postVouchersIdReverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date?: string | null;
                };
            };
        };
        responses: {
            /** @description Reverse a posted voucher with its mirror image, dated today unless given */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["vouchers"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    postApiVouchersBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "delete" | "restore" | "set";
                    /** @description the list's query parameters (every matching record) */
                    filter?: {
                        [key: string]: unknown;
                    };
                    ids?: number[];
                    /** @description set: the fields and their values; a verb: its input */
                    values?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description what happened to each record (application/x-ndjson streams it as it goes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        count: number;
                        done: number;
                        message: string;
                        refused: number;
                        results: {
                            errors?: {
                                [key: string]: string;
                            };
                            id: number;
                            message?: string;
                            /** @enum {string} */
                            status: "done" | "refused";
                        }[];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            405: components["responses"]["Error405"];
        };
    };
    getApiVouchersExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["vouchers._order"];
                /** @description comma-separated fields among: id, number, type, date, subject, total_debit, total_credit, status, posted_at, reversal_of, reversed_by */
                _sort?: components["parameters"]["vouchers._sort"];
                created_at?: components["parameters"]["vouchers.created_at"];
                created_at_gte?: components["parameters"]["vouchers.created_at_gte"];
                created_at_like?: components["parameters"]["vouchers.created_at_like"];
                created_at_lte?: components["parameters"]["vouchers.created_at_lte"];
                created_at_ne?: components["parameters"]["vouchers.created_at_ne"];
                created_by?: components["parameters"]["vouchers.created_by"];
                created_by_gte?: components["parameters"]["vouchers.created_by_gte"];
                created_by_like?: components["parameters"]["vouchers.created_by_like"];
                created_by_lte?: components["parameters"]["vouchers.created_by_lte"];
                created_by_ne?: components["parameters"]["vouchers.created_by_ne"];
                date?: components["parameters"]["vouchers.date"];
                date_gte?: components["parameters"]["vouchers.date_gte"];
                date_like?: components["parameters"]["vouchers.date_like"];
                date_lte?: components["parameters"]["vouchers.date_lte"];
                date_ne?: components["parameters"]["vouchers.date_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["vouchers.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["vouchers.id"];
                id_gte?: components["parameters"]["vouchers.id_gte"];
                id_like?: components["parameters"]["vouchers.id_like"];
                id_lte?: components["parameters"]["vouchers.id_lte"];
                id_ne?: components["parameters"]["vouchers.id_ne"];
                number?: components["parameters"]["vouchers.number"];
                number_gte?: components["parameters"]["vouchers.number_gte"];
                number_like?: components["parameters"]["vouchers.number_like"];
                number_lte?: components["parameters"]["vouchers.number_lte"];
                number_ne?: components["parameters"]["vouchers.number_ne"];
                posted_at?: components["parameters"]["vouchers.posted_at"];
                posted_at_gte?: components["parameters"]["vouchers.posted_at_gte"];
                posted_at_like?: components["parameters"]["vouchers.posted_at_like"];
                posted_at_lte?: components["parameters"]["vouchers.posted_at_lte"];
                posted_at_ne?: components["parameters"]["vouchers.posted_at_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["vouchers.q"];
                reversal_of?: components["parameters"]["vouchers.reversal_of"];
                reversal_of_gte?: components["parameters"]["vouchers.reversal_of_gte"];
                reversal_of_like?: components["parameters"]["vouchers.reversal_of_like"];
                reversal_of_lte?: components["parameters"]["vouchers.reversal_of_lte"];
                reversal_of_ne?: components["parameters"]["vouchers.reversal_of_ne"];
                reversed_by?: components["parameters"]["vouchers.reversed_by"];
                reversed_by_gte?: components["parameters"]["vouchers.reversed_by_gte"];
                reversed_by_like?: components["parameters"]["vouchers.reversed_by_like"];
                reversed_by_lte?: components["parameters"]["vouchers.reversed_by_lte"];
                reversed_by_ne?: components["parameters"]["vouchers.reversed_by_ne"];
                status?: components["parameters"]["vouchers.status"];
                status_gte?: components["parameters"]["vouchers.status_gte"];
                status_like?: components["parameters"]["vouchers.status_like"];
                status_lte?: components["parameters"]["vouchers.status_lte"];
                status_ne?: components["parameters"]["vouchers.status_ne"];
                subject?: components["parameters"]["vouchers.subject"];
                subject_gte?: components["parameters"]["vouchers.subject_gte"];
                subject_like?: components["parameters"]["vouchers.subject_like"];
                subject_lte?: components["parameters"]["vouchers.subject_lte"];
                subject_ne?: components["parameters"]["vouchers.subject_ne"];
                total_credit?: components["parameters"]["vouchers.total_credit"];
                total_credit_gte?: components["parameters"]["vouchers.total_credit_gte"];
                total_credit_like?: components["parameters"]["vouchers.total_credit_like"];
                total_credit_lte?: components["parameters"]["vouchers.total_credit_lte"];
                total_credit_ne?: components["parameters"]["vouchers.total_credit_ne"];
                total_debit?: components["parameters"]["vouchers.total_debit"];
                total_debit_gte?: components["parameters"]["vouchers.total_debit_gte"];
                total_debit_like?: components["parameters"]["vouchers.total_debit_like"];
                total_debit_lte?: components["parameters"]["vouchers.total_debit_lte"];
                total_debit_ne?: components["parameters"]["vouchers.total_debit_ne"];
                type?: components["parameters"]["vouchers.type"];
                type_gte?: components["parameters"]["vouchers.type_gte"];
                type_like?: components["parameters"]["vouchers.type_like"];
                type_lte?: components["parameters"]["vouchers.type_lte"];
                type_ne?: components["parameters"]["vouchers.type_ne"];
                updated_at?: components["parameters"]["vouchers.updated_at"];
                updated_at_gte?: components["parameters"]["vouchers.updated_at_gte"];
                updated_at_like?: components["parameters"]["vouchers.updated_at_like"];
                updated_at_lte?: components["parameters"]["vouchers.updated_at_lte"];
                updated_at_ne?: components["parameters"]["vouchers.updated_at_ne"];
                updated_by?: components["parameters"]["vouchers.updated_by"];
                updated_by_gte?: components["parameters"]["vouchers.updated_by_gte"];
                updated_by_like?: components["parameters"]["vouchers.updated_by_like"];
                updated_by_lte?: components["parameters"]["vouchers.updated_by_lte"];
                updated_by_ne?: components["parameters"]["vouchers.updated_by_ne"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
}
