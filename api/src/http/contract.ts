import type { NextFunction, Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import { type ValuesOf, validateFields } from "../crud/validate";
import type { FieldDef } from "../entities";
import { ApiError } from "./errors";

/**
 * A module's route declared once: its method and path, what it takes (body and query as fields, the
 * same declarations `validateFields` checks) and what it answers (a zod schema). From it come the
 * server's validation (400 with per-field catalogue messages; a query member it does not declare is
 * a 400 naming it), the handler's types, and the route's entry in `GET /api/openapi.json` (whence
 * the admin's client types, admin/src/api/schema.d.ts).
 */

export type Fields = Record<string, FieldDef>;
export type Method = "get" | "post" | "patch" | "put" | "delete";

export interface RouteDef<
  B extends Fields | undefined = Fields | undefined,
  Q extends Fields | undefined = Fields | undefined,
  A extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: Method;
  /** Express path, relative to /api: `/partners/:id/ledger`. */
  path: string;
  /** One line for the API's reference. */
  summary: string;
  description?: string;
  /** The JSON body, checked with validateFields (defaults, `"today"` dates, catalogue messages). */
  body?: B;
  /**
   * `"handler"`: the handler (or the function it calls) checks `body` itself with the same
   * declaration (after looking the resource up, or when fields depend on it); the route passes the raw body.
   */
  bodyCheckedBy?: "handler";
  /** The query string's members; any other member is refused (400 `unknownFilter`). */
  query?: Q;
  /** The JSON answer: the handler returns it, typed by the schema. */
  answer?: A;
  /** Status of a successful answer (default 200). */
  status?: number;
  /** A body that is not JSON (a CSV upload, a backup file): its media type, read by the handler itself. */
  consumes?: string;
  /** An answer that is not JSON (text/csv, application/pdf...), written by the handler itself. */
  produces?: string;
  /** Groups it in the reference (default: the first word of the path). */
  tag?: string;
}

/** Declares a route (pure data): `mount` serves it, the OpenAPI document lists it. */
export const defineRoute = <
  const B extends Fields | undefined = undefined,
  const Q extends Fields | undefined = undefined,
  A extends z.ZodType | undefined = undefined,
>(
  def: RouteDef<B, Q, A>,
): RouteDef<B, Q, A> => def;

type Values<F> = F extends Fields ? ValuesOf<F> : undefined;
export type AnswerOf<A> = A extends z.ZodType ? z.input<A> : undefined;
export interface Input<B, Q> {
  body: Values<B>;
  query: Values<Q>;
}
/** The handler: gets the checked body and query; returns the answer when one is declared (else writes it itself). */
export type Handler<B, Q, A> = (req: Request, res: Response, input: Input<B, Q>) => Promise<A extends z.ZodType ? z.input<A> : unknown>;

/** A route's handler carries its declaration, so the document is built from the router's own list. */
export type DeclaredHandler = RequestHandler & { contract: RouteDef };

const queryOf = (def: RouteDef, req: Request) => {
  const allowed = Object.keys(def.query ?? {});
  const unknown = Object.keys(req.query).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw ApiError.badRequest("unknownFilter", { field: unknown });
  return def.query ? validateFields(def.query, { ...req.query }) : undefined;
};

/**
 * Mounts declared routes on a router: `const route = mount(router, today)` then
 * `route(def, can(ctx, "partners", "ledger"), async (req, res, { body }) => answer)`.
 * `today` gives the company's date for date fields that default to `"today"`.
 */
export const mount =
  (router: Router, today?: () => string) =>
  <B extends Fields | undefined, Q extends Fields | undefined, A extends z.ZodType | undefined>(
    def: RouteDef<B, Q, A>,
    guards: RequestHandler | readonly RequestHandler[],
    handler: Handler<B, Q, A>,
  ) => {
    const run = async (req: Request, res: Response, next: NextFunction) => {
      try {
        const query = queryOf(def as RouteDef, req) as Values<Q>;
        const body = (def.body && !def.bodyCheckedBy ? validateFields(def.body, req.body ?? {}, today?.()) : req.body) as Values<B>;
        const answer = await handler(req, res, { body, query });
        if (def.answer && !res.headersSent) res.status(def.status ?? 200).json(answer);
      } catch (error) {
        next(error);
      }
    };
    const declared: DeclaredHandler = Object.assign(run, { contract: def as RouteDef });
    router[def.method](def.path, ...[guards].flat(), declared);
    return router;
  };

/** A record of an entity in an answer: typed loosely here, as the entity's schema in the document (and the admin's types). */
export const entityRecord = (entity: string) => z.custom<object>().meta({ "x-entity": entity });

/** The `{ message }` most actions answer: what the user is told, in the request's language. */
export const messageAnswer = z.object({ message: z.string() });
