import type { Request } from "express";
import type { Actor } from "../actions/actor";
import { ApiError } from "./errors";

/** The `:id` of a route: a positive integer, else 404 (no record can have it). */
export const idOf = (req: Request, param = "id") => {
  const id = String(req.params[param]);
  if (!/^\d{1,9}$/.test(id)) throw ApiError.notFound();
  return Number(id);
};

/** Who makes the request, for created_by/updated_by and the behaviour log. */
export const actorOf = (req: Request): Actor => ({ userId: req.session?.user?.id ?? null, ip: req.ip });
