/**
 * GENERATED from GET /api/openapi.json (an ADMIN's document of a fresh instance) by openapi-typescript:
 * `npm run openapi:types` writes it again; a test fails while it is stale. Do not edit.
 */

export interface paths {
    "/api/fixture-board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notes there are */
        get: operations["getFixtureBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixture-board/tidy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tidy the board up (refused when asked to) */
        post: operations["postFixtureBoardTidy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixture-digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notes counted through what the fixture module provides */
        get: operations["getFixtureDigest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixture-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List fixture-notes */
        get: operations["getApiFixtureNotes"];
        put?: never;
        /** Create one of fixture-notes */
        post: operations["postApiFixtureNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixture-notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of fixture-notes */
        get: operations["getApiFixtureNotesId"];
        put?: never;
        post?: never;
        /** Move one of fixture-notes to the trash */
        delete: operations["deleteApiFixtureNotesId"];
        options?: never;
        head?: never;
        /** Change one of fixture-notes */
        patch: operations["patchApiFixtureNotesId"];
        trace?: never;
    };
    "/api/fixture-notes/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive a note, saying why */
        post: operations["postFixtureNotesIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixture-notes/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore one of fixture-notes from the trash (within 48 hours) */
        post: operations["postApiFixtureNotesIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixture-notes/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on many of fixture-notes (at most 10000), each record as one at a time; the answer per record */
        post: operations["postApiFixtureNotesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fixture-notes/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export fixture-notes as CSV (the list's filters) */
        get: operations["getApiFixtureNotesExportCsv"];
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
        Error: {
            errors?: {
                [key: string]: string;
            };
            message: string;
        };
        "fixture-notes": {
            archived?: boolean | null;
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
        "fixture-notesCreate": {
            title: string;
        };
        "fixture-notesPatch": {
            title?: string;
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
        "fixture-notes._order": string;
        /** @description comma-separated fields among: id, title */
        "fixture-notes._sort": string;
        "fixture-notes.archived": boolean | boolean[];
        "fixture-notes.archived_gte": boolean;
        "fixture-notes.archived_like": string;
        "fixture-notes.archived_lte": boolean;
        "fixture-notes.archived_ne": boolean;
        "fixture-notes.created_at": string | string[];
        "fixture-notes.created_at_gte": string;
        "fixture-notes.created_at_like": string;
        "fixture-notes.created_at_lte": string;
        "fixture-notes.created_at_ne": string;
        "fixture-notes.created_by": number | number[];
        "fixture-notes.created_by_gte": number;
        "fixture-notes.created_by_like": string;
        "fixture-notes.created_by_lte": number;
        "fixture-notes.created_by_ne": number;
        /** @description the trash */
        "fixture-notes.deleted": boolean;
        /** @description several: getMany */
        "fixture-notes.id": number | number[];
        "fixture-notes.id_gte": number;
        "fixture-notes.id_like": string;
        "fixture-notes.id_lte": number;
        "fixture-notes.id_ne": number;
        /** @description search in the searchable fields and the labels of references */
        "fixture-notes.q": string;
        "fixture-notes.title": string | string[];
        "fixture-notes.title_gte": string;
        "fixture-notes.title_like": string;
        "fixture-notes.title_lte": string;
        "fixture-notes.title_ne": string;
        "fixture-notes.updated_at": string | string[];
        "fixture-notes.updated_at_gte": string;
        "fixture-notes.updated_at_like": string;
        "fixture-notes.updated_at_lte": string;
        "fixture-notes.updated_at_ne": string;
        "fixture-notes.updated_by": number | number[];
        "fixture-notes.updated_by_gte": number;
        "fixture-notes.updated_by_like": string;
        "fixture-notes.updated_by_lte": number;
        "fixture-notes.updated_by_ne": number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getFixtureBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many notes there are */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notes: number;
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
    postFixtureBoardTidy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refuse?: boolean | null;
                };
            };
        };
        responses: {
            /** @description Tidy the board up (refused when asked to) */
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
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            422: components["responses"]["Error422"];
        };
    };
    getFixtureDigest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notes counted through what the fixture module provides */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archived: number;
                        notes: number;
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
    getApiFixtureNotes: {
        parameters: {
            query?: {
                /** @description row after the last one; at most 1000 rows */
                _end?: number;
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["fixture-notes._order"];
                /** @description comma-separated fields among: id, title */
                _sort?: components["parameters"]["fixture-notes._sort"];
                /** @description first row (0-based) */
                _start?: number;
                archived?: components["parameters"]["fixture-notes.archived"];
                archived_gte?: components["parameters"]["fixture-notes.archived_gte"];
                archived_like?: components["parameters"]["fixture-notes.archived_like"];
                archived_lte?: components["parameters"]["fixture-notes.archived_lte"];
                archived_ne?: components["parameters"]["fixture-notes.archived_ne"];
                created_at?: components["parameters"]["fixture-notes.created_at"];
                created_at_gte?: components["parameters"]["fixture-notes.created_at_gte"];
                created_at_like?: components["parameters"]["fixture-notes.created_at_like"];
                created_at_lte?: components["parameters"]["fixture-notes.created_at_lte"];
                created_at_ne?: components["parameters"]["fixture-notes.created_at_ne"];
                created_by?: components["parameters"]["fixture-notes.created_by"];
                created_by_gte?: components["parameters"]["fixture-notes.created_by_gte"];
                created_by_like?: components["parameters"]["fixture-notes.created_by_like"];
                created_by_lte?: components["parameters"]["fixture-notes.created_by_lte"];
                created_by_ne?: components["parameters"]["fixture-notes.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["fixture-notes.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["fixture-notes.id"];
                id_gte?: components["parameters"]["fixture-notes.id_gte"];
                id_like?: components["parameters"]["fixture-notes.id_like"];
                id_lte?: components["parameters"]["fixture-notes.id_lte"];
                id_ne?: components["parameters"]["fixture-notes.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["fixture-notes.q"];
                title?: components["parameters"]["fixture-notes.title"];
                title_gte?: components["parameters"]["fixture-notes.title_gte"];
                title_like?: components["parameters"]["fixture-notes.title_like"];
                title_lte?: components["parameters"]["fixture-notes.title_lte"];
                title_ne?: components["parameters"]["fixture-notes.title_ne"];
                updated_at?: components["parameters"]["fixture-notes.updated_at"];
                updated_at_gte?: components["parameters"]["fixture-notes.updated_at_gte"];
                updated_at_like?: components["parameters"]["fixture-notes.updated_at_like"];
                updated_at_lte?: components["parameters"]["fixture-notes.updated_at_lte"];
                updated_at_ne?: components["parameters"]["fixture-notes.updated_at_ne"];
                updated_by?: components["parameters"]["fixture-notes.updated_by"];
                updated_by_gte?: components["parameters"]["fixture-notes.updated_by_gte"];
                updated_by_like?: components["parameters"]["fixture-notes.updated_by_like"];
                updated_by_lte?: components["parameters"]["fixture-notes.updated_by_lte"];
                updated_by_ne?: components["parameters"]["fixture-notes.updated_by_ne"];
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
                    "application/json": components["schemas"]["fixture-notes"][];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
        };
    };
    postApiFixtureNotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["fixture-notesCreate"];
            };
        };
        responses: {
            /** @description created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["fixture-notes"];
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
    getApiFixtureNotesId: {
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
                    "application/json": components["schemas"]["fixture-notes"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
        };
    };
    deleteApiFixtureNotesId: {
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
                    "application/json": components["schemas"]["fixture-notes"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    patchApiFixtureNotesId: {
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
                "application/json": components["schemas"]["fixture-notesPatch"];
            };
        };
        responses: {
            /** @description the record as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["fixture-notes"];
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
    postFixtureNotesIdArchive: {
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
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Archive a note, saying why */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        note: {
                            id: number;
                            title: string;
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
    postApiFixtureNotesIdRestore: {
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
                    "application/json": components["schemas"]["fixture-notes"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            405: components["responses"]["Error405"];
            409: components["responses"]["Error409"];
        };
    };
    postApiFixtureNotesBulk: {
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
    getApiFixtureNotesExportCsv: {
        parameters: {
            query?: {
                /** @description comma-separated asc|desc, one per _sort field */
                _order?: components["parameters"]["fixture-notes._order"];
                /** @description comma-separated fields among: id, title */
                _sort?: components["parameters"]["fixture-notes._sort"];
                archived?: components["parameters"]["fixture-notes.archived"];
                archived_gte?: components["parameters"]["fixture-notes.archived_gte"];
                archived_like?: components["parameters"]["fixture-notes.archived_like"];
                archived_lte?: components["parameters"]["fixture-notes.archived_lte"];
                archived_ne?: components["parameters"]["fixture-notes.archived_ne"];
                created_at?: components["parameters"]["fixture-notes.created_at"];
                created_at_gte?: components["parameters"]["fixture-notes.created_at_gte"];
                created_at_like?: components["parameters"]["fixture-notes.created_at_like"];
                created_at_lte?: components["parameters"]["fixture-notes.created_at_lte"];
                created_at_ne?: components["parameters"]["fixture-notes.created_at_ne"];
                created_by?: components["parameters"]["fixture-notes.created_by"];
                created_by_gte?: components["parameters"]["fixture-notes.created_by_gte"];
                created_by_like?: components["parameters"]["fixture-notes.created_by_like"];
                created_by_lte?: components["parameters"]["fixture-notes.created_by_lte"];
                created_by_ne?: components["parameters"]["fixture-notes.created_by_ne"];
                /** @description the trash */
                deleted?: components["parameters"]["fixture-notes.deleted"];
                /** @description several: getMany */
                id?: components["parameters"]["fixture-notes.id"];
                id_gte?: components["parameters"]["fixture-notes.id_gte"];
                id_like?: components["parameters"]["fixture-notes.id_like"];
                id_lte?: components["parameters"]["fixture-notes.id_lte"];
                id_ne?: components["parameters"]["fixture-notes.id_ne"];
                /** @description search in the searchable fields and the labels of references */
                q?: components["parameters"]["fixture-notes.q"];
                title?: components["parameters"]["fixture-notes.title"];
                title_gte?: components["parameters"]["fixture-notes.title_gte"];
                title_like?: components["parameters"]["fixture-notes.title_like"];
                title_lte?: components["parameters"]["fixture-notes.title_lte"];
                title_ne?: components["parameters"]["fixture-notes.title_ne"];
                updated_at?: components["parameters"]["fixture-notes.updated_at"];
                updated_at_gte?: components["parameters"]["fixture-notes.updated_at_gte"];
                updated_at_like?: components["parameters"]["fixture-notes.updated_at_like"];
                updated_at_lte?: components["parameters"]["fixture-notes.updated_at_lte"];
                updated_at_ne?: components["parameters"]["fixture-notes.updated_at_ne"];
                updated_by?: components["parameters"]["fixture-notes.updated_by"];
                updated_by_gte?: components["parameters"]["fixture-notes.updated_by_gte"];
                updated_by_like?: components["parameters"]["fixture-notes.updated_by_like"];
                updated_by_lte?: components["parameters"]["fixture-notes.updated_by_lte"];
                updated_by_ne?: components["parameters"]["fixture-notes.updated_by_ne"];
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
