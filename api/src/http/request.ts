import type { Request } from "express";
import type { Actor } from "../actions/actor";
import { type Language, languageOf, languages } from "../i18n";
import { ApiError } from "./errors";

/** The `:id` of a route: a positive integer, else 404 (no record can have it). */
export const idOf = (req: Request, param = "id") => {
  const id = String(req.params[param]);
  if (!/^\d{1,9}$/.test(id)) throw ApiError.notFound();
  return Number(id);
};

/** Who makes the request, for created_by/updated_by and the behaviour log. */
export const actorOf = (req: Request): Actor => ({ userId: req.session?.user?.id ?? null, ip: req.ip, requestId: requestIdOfRequest(req) });

/** The request's id (ops/http-log.ts), for the behaviour log. */
export const requestIdOfRequest = (req: Request): string | null => {
  // set by pino-http (its type augments http's IncomingMessage where it is imported; the admin's build reads this file without it)
  const { id } = req as { id?: unknown };
  return typeof id === "string" ? id : null;
};

/** The request's scheme and host: the admin's address for links a document or mail carries. */
export const originOf = (req: Request) => `${req.protocol}://${req.get("host")}`;

/** The language to answer in: the request's Accept-Language. */
export const languageOfRequest = (req: Request): Language => languageOf(req.get("accept-language"));

/**
 * The language of a download (PDF, CSV): `?lang=` when it names one of ours (the admin's language: a
 * link cannot set headers), else Accept-Language.
 */
export const languageOfDownload = (req: Request): Language => languageAsked(req) ?? languageOfRequest(req);

/** The language `?lang=` names, when it names one of ours (a customer document is otherwise in the customer's). */
export const languageAsked = (req: Request): Language | undefined => {
  const lang = req.query.lang;
  return typeof lang === "string" && (languages as readonly string[]).includes(lang) ? (lang as Language) : undefined;
};
